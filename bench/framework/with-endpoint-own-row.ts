// As with-endpoint.ts, with ping's route row declared here: only its own schemas are built at import,
// none of the other system routes' (what "a route row imports only its own schemas" would give).
import * as z from 'zod/mini';
import { endpoint } from '../../shared/http/endpoint.js';
import { route } from '../../shared/http/route.js';
import { noQuery } from '../../shared/http/schemas.js';
import { handler as floor } from '../floor.js';

const ping = route({
  method: 'GET', path: '/v1/ping', auth: 'access', domain: 'system', handler: 'system/ping',
  schemas: { query: noQuery(), response: z.string() },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Liveness probe; answers "pong".',
});

export const handler = endpoint(ping, async () => {
  await floor();
  return 'pong';
});
