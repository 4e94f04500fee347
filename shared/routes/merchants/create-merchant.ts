import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { merchantBasicResult } from '../../schemas/merchant-basic-result.js';
import { MAX_MERCHANT_BODY_BYTES, merchantBody } from '../../schemas/merchant-bodies.js';

export const createMerchant = accessRoute({
  method: 'POST', path: '/v1/merchant', auth: 'access', domain: 'merchants', handler: 'merchants/create-merchant',
  schemas: { query: noQuery(), body: merchantBody, response: merchantBasicResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Registers a merchant profile for the caller.',
});
