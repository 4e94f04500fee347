import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const productDetails = accessRoute({
  method: 'GET', path: '/v1/merchant/product/details/{productReference}', auth: 'access', domain, handler: 'products/product-details',
  schemas: { path: uuidPath('productReference'), query: noQuery(), response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One product by reference.',
});
