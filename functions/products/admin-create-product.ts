import { endpoint } from '../../shared/http/endpoint.js';
import { adminCreateProduct } from '../../shared/products/service.js';
import { adminCreateProduct as route } from '../../shared/routes/products/admin-create-product.js';

export const handler = endpoint(route, async ({ path, body, caller }) => adminCreateProduct(caller, body, path.merchantReference));
