import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { templateDatesBody } from '../../schemas/notification-template-dates-body.js';
import { templateResult } from '../../schemas/notification-template-result.js';

export const adminTemplateDates = adminRoute({
  method: 'PATCH', path: '/v1/notifications/admin/templates/{templateReference}/dates', auth: 'admin', domain: 'notifications',
  handler: 'notifications/admin-template-dates',
  schemas: { path: uuidPath('templateReference'), query: noQuery(), body: templateDatesBody, response: templateResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Changes the visibility window of a template now and of its messages in the background.',
});
