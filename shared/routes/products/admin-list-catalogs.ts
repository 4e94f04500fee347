import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productCatalogResult } from '../../schemas/product-catalog-result.js';

const domain = 'products';

export const adminListCatalogs = adminRoute({
  method: 'GET', path: '/v1/merchant/product/admin/catalog', auth: 'admin', domain, handler: 'products/admin-list-catalogs',
  schemas: { query: noQuery(), response: z.array(productCatalogResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'All product catalogs with their products.',
});
