import { endpoint } from '../../shared/http/endpoint.js';
import { adminUpdateProduct } from '../../shared/products/service.js';
import { adminUpdateProduct as route } from '../../shared/routes/products/admin-update-product.js';

export const handler = endpoint(route, async ({ body, caller }) => adminUpdateProduct(caller, body));
