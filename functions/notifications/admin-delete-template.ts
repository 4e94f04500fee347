import { endpoint } from '../../shared/http/endpoint.js';
import { deleteTemplate } from '../../shared/notifications/template-service.js';
import { adminDeleteTemplate as route } from '../../shared/routes/notifications/admin-delete-template.js';

export const handler = endpoint(route, async ({ path }) => deleteTemplate(path.templateReference));
