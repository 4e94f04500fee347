import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const listProducts = accessRoute({
  method: 'GET', path: '/v1/merchant/product', auth: 'access', domain, handler: 'products/list-products',
  schemas: { query: noQuery(), response: z.array(productResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'The caller\'s products, owned and assigned (isAssigned tells them apart).',
});
