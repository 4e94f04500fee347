import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productBody } from '../../schemas/product-bodies.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const createProduct = accessRoute({
  method: 'POST', path: '/v1/merchant/product', auth: 'access', domain, handler: 'products/create-product',
  schemas: { query: noQuery(), body: productBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates a product for the caller (name and product type required).',
});
