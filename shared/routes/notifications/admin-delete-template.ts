import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';

export const adminDeleteTemplate = adminRoute({
  method: 'DELETE', path: '/v1/notifications/admin/templates/{templateReference}', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-delete-template',
  schemas: { path: uuidPath('templateReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Deletes a template and, in the background, every message generated from it.',
});
