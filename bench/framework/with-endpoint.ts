// The floor behind the endpoint chain (middy, caller, body, zod, envelope) with GET /v1/ping's route
// row (its own module, as every handler imports its row): the least any route handler that reads the table can carry.
import { endpoint } from '../../shared/http/endpoint.js';
import { ping } from '../../shared/routes/system/ping.js';
import { handler as floor } from '../floor.js';

export const handler = endpoint(ping, async () => {
  await floor();
  return 'pong';
});
