import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productUpdateBody } from '../../schemas/product-bodies.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const updateProduct = accessRoute({
  method: 'PUT', path: '/v1/merchant/product', auth: 'access', domain, handler: 'products/update-product',
  schemas: { query: noQuery(), body: productUpdateBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates one of the caller\'s products; 404 when it does not exist.',
});
