import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { messageBody } from '../../schemas/notification-message-body.js';
import { messageResult } from '../../schemas/notification-message-result.js';

export const adminCreateConsumerMessage = adminRoute({
  method: 'POST', path: '/v1/notifications/admin/messages/consumer/{consumerReference}', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-create-consumer-message',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), body: messageBody, response: messageResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates an in-app message for one consumer.',
});
