import { endpoint } from '../../shared/http/endpoint.js';
import { listProducts } from '../../shared/products/service.js';
import { listProducts as route } from '../../shared/routes/products/list-products.js';

export const handler = endpoint(route, async ({ caller }) => listProducts(caller));
