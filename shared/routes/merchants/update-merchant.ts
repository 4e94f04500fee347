import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { MAX_MERCHANT_BODY_BYTES, merchantUpdateBody } from '../../schemas/merchant-bodies.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

// The interface does not show this answer; the full profile, as on the admin update.
export const updateMerchant = accessRoute({
  method: 'PUT', path: '/v1/merchant', auth: 'access', domain: 'merchants', handler: 'merchants/update-merchant',
  schemas: { query: noQuery(), body: merchantUpdateBody, response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Updates the caller\'s merchant profile; product assignments are left unchanged.',
});
