/** GET /v1/qr/decode: the route row of functions/qr/decode.ts. */
import { accessRoute } from '../../http/route.js';
import { decodedQrResult, decodeQrQuery } from '../../schemas/decoded-qr.js';

export const decode = accessRoute({
  method: 'GET', path: '/v1/qr/decode', auth: 'access', domain: 'qr', handler: 'qr/decode',
  schemas: { query: decodeQrQuery, response: decodedQrResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Decodes QR data into its EMV parts, scheme fields and warnings; the type is detected automatically.',
});
