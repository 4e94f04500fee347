import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { templateBody } from '../../schemas/notification-template-body.js';
import { templateResult } from '../../schemas/notification-template-result.js';

export const adminCreateTemplate = adminRoute({
  method: 'POST', path: '/v1/notifications/admin/templates', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-create-template',
  schemas: { query: noQuery(), body: templateBody, response: templateResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates a message template; its messages are generated in the background for the audience the filters select (progress on the template).',
});
