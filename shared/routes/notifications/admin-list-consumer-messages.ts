import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { uuidPath } from '../../http/schemas.js';
import { messageListQuery } from '../../schemas/notification-message-query.js';
import { messageResult } from '../../schemas/notification-message-result.js';

export const adminListConsumerMessages = adminRoute({
  method: 'GET', path: '/v1/notifications/admin/messages/consumer/{consumerReference}', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-list-consumer-messages',
  schemas: { path: uuidPath('consumerReference'), query: messageListQuery, response: z.array(messageResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Messages of one consumer, visible or not, newest first, paged (pageSize, beforeReference).',
});
