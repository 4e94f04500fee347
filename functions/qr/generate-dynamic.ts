import { endpoint } from '../../shared/http/endpoint.js';
import { generateDynamicQr } from '../../shared/qr/dynamic.js';
import { generateDynamic as route } from '../../shared/routes/qr/generate-dynamic.js';

export const handler = endpoint(route, async ({ caller, body }) => generateDynamicQr(caller, body));
