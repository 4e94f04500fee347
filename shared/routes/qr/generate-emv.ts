/** POST /v1/qr/generate/emv: the route row of functions/qr/generate-emv.ts. */
import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { emvQrBody, emvQrQuery } from '../../schemas/emv-qr-request.js';

export const generateEmv = accessRoute({
  method: 'POST', path: '/v1/qr/generate/emv', auth: 'access', domain: 'qr', handler: 'qr/generate-emv',
  schemas: { query: emvQrQuery, body: emvQrBody, response: z.string() },
  successStatus: 200, implemented: true, resources: {},
  summary: 'EMV QR code from its description (the shape decode answers), as a base64 PNG (optionally with a logo), SVG or the payload text.',
});
