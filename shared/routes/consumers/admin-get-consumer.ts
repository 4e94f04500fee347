import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { consumerFullResult } from '../../schemas/consumer-full-result.js';

// Ours, not the interface's: it shows no read of a consumer; the same full profile the updates answer.
export const adminGetConsumer = adminRoute({
  method: 'GET', path: '/v1/consumer/admin/{consumerReference}', auth: 'admin', domain: 'consumers', handler: 'consumers/admin-get-consumer',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): any consumer\'s full profile by its reference; 404 when unknown.',
});
