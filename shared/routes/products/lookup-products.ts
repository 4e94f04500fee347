import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productLookupResult } from '../../schemas/product-lookup-result.js';

const domain = 'products';

export const lookupProducts = accessRoute({
  method: 'GET', path: '/v1/merchant/product/lookup', auth: 'access', domain, handler: 'products/lookup-products',
  schemas: { query: noQuery(), response: z.array(productLookupResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Active products of all merchants, with their type and merchant.',
});
