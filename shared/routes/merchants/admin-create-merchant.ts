import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { MAX_MERCHANT_BODY_BYTES, merchantAdminCreateBody } from '../../schemas/merchant-bodies.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

export const adminCreateMerchant = adminRoute({
  method: 'POST', path: '/v1/merchant/admin', auth: 'admin', domain: 'merchants', handler: 'merchants/admin-create-merchant',
  schemas: { query: noQuery(), body: merchantAdminCreateBody, response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Creates a merchant (name, category code and currency required), optionally with its first bank account.',
});
