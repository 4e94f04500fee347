import { adminRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';

export const adminMarkMessageRead = adminRoute({
  method: 'PATCH', path: '/v1/notifications/admin/messages/{messageReference}/read', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-mark-message-read',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Marks any message read and sets its read date.',
});
