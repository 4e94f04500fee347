import { endpoint } from '../../shared/http/endpoint.js';
import { listProducts } from '../../shared/products/service.js';
import { adminListProducts as route } from '../../shared/routes/products/admin-list-products.js';

export const handler = endpoint(route, async ({ path, caller }) => listProducts(caller, path.merchantReference));
