import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { consumerBasicResult } from '../../schemas/consumer-basic-result.js';
import { consumerBody } from '../../schemas/consumer-bodies.js';

export const createConsumer = accessRoute({
  method: 'POST', path: '/v1/consumer', auth: 'access', domain: 'consumers', handler: 'consumers/create-consumer',
  schemas: { query: noQuery(), body: consumerBody, response: consumerBasicResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Registers a consumer profile.',
});
