import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { consumerUpdateBody } from '../../schemas/consumer-bodies.js';
import { consumerFullResult } from '../../schemas/consumer-full-result.js';

export const updateConsumer = accessRoute({
  method: 'PUT', path: '/v1/consumer', auth: 'access', domain: 'consumers', handler: 'consumers/update-consumer',
  schemas: { query: noQuery(), body: consumerUpdateBody, response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates the consumer named by the body\'s reference; returns the full profile.',
});
