/** POST /v1/qr/generate/dynamic: the route row of functions/qr/generate-dynamic.ts. */
import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { dynamicQrBody } from '../../schemas/dynamic-qr-body.js';

export const generateDynamic = accessRoute({
  method: 'POST', path: '/v1/qr/generate/dynamic', auth: 'access', domain: 'qr', handler: 'qr/generate-dynamic',
  schemas: { query: noQuery(), body: dynamicQrBody, response: z.string() },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'QR payload for one invoice and amount at a terminal, in the requested scheme.',
});
