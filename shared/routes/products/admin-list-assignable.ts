import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const adminListAssignable = adminRoute({
  method: 'GET', path: '/v1/merchant/product/admin/assignable', auth: 'admin', domain, handler: 'products/admin-list-assignable',
  schemas: { query: noQuery(), response: z.array(productResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Products that can be assigned to merchants: active, not deleted, in no catalog.',
});
