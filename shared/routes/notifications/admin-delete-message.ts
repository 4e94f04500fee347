import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';

export const adminDeleteMessage = adminRoute({
  method: 'DELETE', path: '/v1/notifications/admin/messages/{messageReference}', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-delete-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Deletes any message.',
});
