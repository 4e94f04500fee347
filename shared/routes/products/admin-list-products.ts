import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const adminListProducts = adminRoute({
  method: 'GET', path: '/v1/merchant/product/admin/{merchantReference}', auth: 'admin', domain, handler: 'products/admin-list-products',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: z.array(productResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant\'s products, owned and assigned.',
});
