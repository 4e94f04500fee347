import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';

export const deleteMessage = accessRoute({
  method: 'DELETE', path: '/v1/notifications/messages/{messageReference}', auth: 'access', domain: 'notifications',
  handler: 'notifications/delete-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Deletes one of the caller\'s messages.',
});
