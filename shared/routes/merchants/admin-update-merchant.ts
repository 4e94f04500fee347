import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { MAX_MERCHANT_BODY_BYTES, merchantAdminUpdateBody } from '../../schemas/merchant-bodies.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

// The interface does not show this answer; the full profile is what the create route returns.
export const adminUpdateMerchant = adminRoute({
  method: 'PUT', path: '/v1/merchant/admin', auth: 'admin', domain: 'merchants', handler: 'merchants/admin-update-merchant',
  schemas: { query: noQuery(), body: merchantAdminUpdateBody, response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Updates any merchant named by the body\'s reference, including product assignments and settlement account.',
});
