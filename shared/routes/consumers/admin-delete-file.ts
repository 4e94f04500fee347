import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';

export const adminDeleteFile = adminRoute({
  method: 'DELETE', path: '/v1/consumer/admin/files/{consumerReference}/{fileReference}', auth: 'admin', domain: 'consumers', handler: 'consumers/admin-delete-file',
  schemas: { path: uuidPath('consumerReference', 'fileReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', bucket: 'readwrite' },
  summary: 'Deletes a KYC file of a consumer.',
});
