import { endpoint } from '../../shared/http/endpoint.js';
import { readTemplateResult } from '../../shared/notifications/template-service.js';
import { adminGetTemplate as route } from '../../shared/routes/notifications/admin-get-template.js';

export const handler = endpoint(route, async ({ path }) => readTemplateResult(path.templateReference));
