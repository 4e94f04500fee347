import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';

export const ping = accessRoute({
  method: 'GET', path: '/v1/ping', auth: 'access', domain: 'system', handler: 'system/ping',
  schemas: { query: noQuery(), response: z.string() },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Liveness probe; answers "pong".',
});
