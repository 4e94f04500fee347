import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { templateResult } from '../../schemas/notification-template-result.js';

export const adminListTemplates = adminRoute({
  method: 'GET', path: '/v1/notifications/admin/templates', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-list-templates',
  schemas: { query: noQuery(), response: z.array(templateResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'All message templates with their message counts.',
});
