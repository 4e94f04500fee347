import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { templateResult } from '../../schemas/notification-template-result.js';

export const adminGetTemplate = adminRoute({
  method: 'GET', path: '/v1/notifications/admin/templates/{templateReference}', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-get-template',
  schemas: { path: uuidPath('templateReference'), query: noQuery(), response: templateResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One message template.',
});
