import { endpoint } from '../../shared/http/endpoint.js';
import { validateQrCode } from '../../shared/qr/payability.js';
import { validateQr as route } from '../../shared/routes/qr/validate.js';

export const handler = endpoint(route, async ({ body }) => validateQrCode(body.qrCode));
