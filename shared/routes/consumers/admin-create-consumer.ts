import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { consumerBody } from '../../schemas/consumer-bodies.js';
import { consumerFullResult } from '../../schemas/consumer-full-result.js';

export const adminCreateConsumer = adminRoute({
  method: 'POST', path: '/v1/consumer/admin', auth: 'admin', domain: 'consumers', handler: 'consumers/admin-create-consumer',
  schemas: { query: noQuery(), body: consumerBody, response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates a consumer profile on a partner\'s behalf; returns the full profile.',
});
