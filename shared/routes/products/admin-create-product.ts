import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { productBody } from '../../schemas/product-bodies.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const adminCreateProduct = adminRoute({
  method: 'POST', path: '/v1/merchant/product/admin/{merchantReference}', auth: 'admin', domain, handler: 'products/admin-create-product',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), body: productBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates a product for a merchant.',
});
