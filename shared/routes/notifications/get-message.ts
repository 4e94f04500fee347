import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { messageResult } from '../../schemas/notification-message-result.js';

export const getMessage = accessRoute({
  method: 'GET', path: '/v1/notifications/messages/{messageReference}', auth: 'access', domain: 'notifications',
  handler: 'notifications/get-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: messageResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One of the caller\'s messages.',
});
