import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { consumerFileWithDataResult } from '../../schemas/consumer-file-results.js';

export const adminGetFile = adminRoute({
  method: 'GET', path: '/v1/consumer/admin/files/{consumerReference}/{fileReference}', auth: 'admin', domain: 'consumers', handler: 'consumers/admin-get-file',
  schemas: { path: uuidPath('consumerReference', 'fileReference'), query: noQuery(), response: consumerFileWithDataResult },
  successStatus: 200, implemented: true, resources: { table: 'read', bucket: 'read' },
  summary: 'One KYC file of a consumer with its base64 content.',
});
