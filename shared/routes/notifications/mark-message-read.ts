import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';

export const markMessageRead = accessRoute({
  method: 'PATCH', path: '/v1/notifications/messages/{messageReference}/read', auth: 'access', domain: 'notifications',
  handler: 'notifications/mark-message-read',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Marks one of the caller\'s messages read and sets its read date.',
});
