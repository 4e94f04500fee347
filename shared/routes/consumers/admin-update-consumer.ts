import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { consumerUpdateBody } from '../../schemas/consumer-bodies.js';
import { consumerFullResult } from '../../schemas/consumer-full-result.js';

export const adminUpdateConsumer = adminRoute({
  method: 'PUT', path: '/v1/consumer/admin', auth: 'admin', domain: 'consumers', handler: 'consumers/admin-update-consumer',
  schemas: { query: noQuery(), body: consumerUpdateBody, response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates any consumer named by the body\'s reference; returns the full profile.',
});
