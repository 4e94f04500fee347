import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { digitsAsInt } from '../../schemas/common.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

export const adminLookupShortCode = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/lookup/shortcode/{shortCode}', auth: 'admin', domain: 'merchants', handler: 'merchants/admin-lookup-shortcode',
  schemas: { path: z.strictObject({ shortCode: digitsAsInt(9) }), query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant by its short code (USSD/QR identifier).',
});
