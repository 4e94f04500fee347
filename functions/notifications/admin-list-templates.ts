import { endpoint } from '../../shared/http/endpoint.js';
import { listTemplateResults } from '../../shared/notifications/template-service.js';
import { adminListTemplates as route } from '../../shared/routes/notifications/admin-list-templates.js';

export const handler = endpoint(route, async () => listTemplateResults());
