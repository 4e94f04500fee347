import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { messageResult } from '../../schemas/notification-message-result.js';

export const adminGetMessage = adminRoute({
  method: 'GET', path: '/v1/notifications/admin/messages/{messageReference}', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-get-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: messageResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Any message by reference.',
});
