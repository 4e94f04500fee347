/** POST /v1/validate/qr: the route row of functions/qr/validate.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { validateQrBody, validateQrResult } from '../../schemas/validate-qr.js';

export const validateQr = accessRoute({
  method: 'POST', path: '/v1/validate/qr', auth: 'access', domain: 'qr', handler: 'qr/validate',
  schemas: { query: noQuery(), body: validateQrBody, response: validateQrResult },
  // read: the merchant, QR bill and payment a code names.
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Whether a scanned QR code can be paid here, and which schemes are supported.',
});
