import { endpoint } from '../../shared/http/endpoint.js';
import { createProduct } from '../../shared/products/service.js';
import { createProduct as route } from '../../shared/routes/products/create-product.js';

export const handler = endpoint(route, async ({ body, caller }) => createProduct(caller, body));
