import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productUpdateBody } from '../../schemas/product-bodies.js';
import { productResult } from '../../schemas/product-results.js';

const domain = 'products';

export const adminUpdateProduct = adminRoute({
  method: 'PUT', path: '/v1/merchant/product/admin', auth: 'admin', domain, handler: 'products/admin-update-product',
  schemas: { query: noQuery(), body: productUpdateBody, response: productResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates any product named by the body\'s reference; 404 when it does not exist.',
});
