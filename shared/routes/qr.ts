/** QR codes: dynamic codes for a terminal, validation, EMV generation and decoding. */
import * as z from 'zod/mini';
import { route } from '../http/route.js';
import { noQuery } from '../http/schemas.js';
import { decodedQrResult, decodeQrQuery, dynamicQrBody, emvQrBody, emvQrQuery, validateQrBody, validateQrResult } from '../schemas/qr.js';

const domain = 'qr';

export const generateDynamic = route({
  method: 'POST', path: '/v1/qr/generate/dynamic', auth: 'access', domain, handler: 'qr/generate-dynamic',
  schemas: { query: noQuery(), body: dynamicQrBody, response: z.string() },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'QR payload for one invoice and amount at a terminal, in the requested scheme.',
});

export const validateQr = route({
  method: 'POST', path: '/v1/validate/qr', auth: 'access', domain, handler: 'qr/validate',
  schemas: { query: noQuery(), body: validateQrBody, response: validateQrResult },
  // read: the merchant, QR bill and payment a code names.
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Whether a scanned QR code can be paid here, and which schemes are supported.',
});

export const generateEmv = route({
  method: 'POST', path: '/v1/qr/generate/emv', auth: 'access', domain, handler: 'qr/generate-emv',
  schemas: { query: emvQrQuery, body: emvQrBody, response: z.string() },
  successStatus: 200, implemented: true, resources: {},
  summary: 'EMV QR code from its description (the shape decode answers), as a base64 PNG (optionally with a logo), SVG or the payload text.',
});

export const decode = route({
  method: 'GET', path: '/v1/qr/decode', auth: 'access', domain, handler: 'qr/decode',
  schemas: { query: decodeQrQuery, response: decodedQrResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Decodes QR data into its EMV parts, scheme fields and warnings; the type is detected automatically.',
});
