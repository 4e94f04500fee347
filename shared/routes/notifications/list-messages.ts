import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { messageListQuery } from '../../schemas/notification-message-query.js';
import { messageResult } from '../../schemas/notification-message-result.js';

export const listMessages = accessRoute({
  method: 'GET', path: '/v1/notifications/messages', auth: 'access', domain: 'notifications', handler: 'notifications/list-messages',
  schemas: { query: messageListQuery, response: z.array(messageResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Messages of the authenticated consumer or merchant visible now, newest first, paged (pageSize, beforeReference).',
});
