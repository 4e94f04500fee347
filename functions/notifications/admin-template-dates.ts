import { endpoint } from '../../shared/http/endpoint.js';
import { changeTemplateDates } from '../../shared/notifications/template-service.js';
import { adminTemplateDates as route } from '../../shared/routes/notifications/admin-template-dates.js';

export const handler = endpoint(route, async ({ path, body }) => changeTemplateDates(path.templateReference, body));
