import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { uuidPath } from '../../http/schemas.js';
import { messageListQuery } from '../../schemas/notification-message-query.js';
import { messageResult } from '../../schemas/notification-message-result.js';

export const adminListMerchantMessages = adminRoute({
  method: 'GET', path: '/v1/notifications/admin/messages/merchant/{merchantReference}', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-list-merchant-messages',
  schemas: { path: uuidPath('merchantReference'), query: messageListQuery, response: z.array(messageResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Messages of one merchant, visible or not, newest first, paged (pageSize, beforeReference).',
});
