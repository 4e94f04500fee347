import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { msisdn } from '../../schemas/common.js';
import { merchantBasicResult } from '../../schemas/merchant-basic-result.js';

export const adminLookupWallet = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/lookup/wallet/{msisdn}', auth: 'admin', domain: 'merchants', handler: 'merchants/admin-lookup-wallet',
  schemas: { path: z.strictObject({ msisdn: msisdn() }), query: noQuery(), response: z.array(merchantBasicResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Merchants linked to a mobile wallet number.',
});
