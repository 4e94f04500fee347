import { endpoint } from '../../shared/http/endpoint.js';
import { createTemplate } from '../../shared/notifications/template-service.js';
import { adminCreateTemplate as route } from '../../shared/routes/notifications/admin-create-template.js';

export const handler = endpoint(route, async ({ caller, body }) => createTemplate(caller, body));
