import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { requiredText } from '../../schemas/common.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

/** Path of GET /v1/merchant/lookup/{merchantReference}/{merchantSource}: an external reference, not a UUID. */
const externalMerchantPath = z.strictObject({ merchantReference: requiredText(128), merchantSource: requiredText(128) });

export const lookupExternal = accessRoute({
  method: 'GET', path: '/v1/merchant/lookup/{merchantReference}/{merchantSource}', auth: 'access', domain: 'merchants',
  handler: 'merchants/lookup-external',
  schemas: { path: externalMerchantPath, query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant by its reference in a source system; not available in production.',
});
