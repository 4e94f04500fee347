import { endpoint } from '../../shared/http/endpoint.js';
import { generateEmv } from '../../shared/qr/generate-emv.js';
import { generateEmv as route } from '../../shared/routes/qr/generate-emv.js';

export const handler = endpoint(route, async ({ caller, query, body }) => generateEmv(caller, query, body));
