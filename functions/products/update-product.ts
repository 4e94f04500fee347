import { endpoint } from '../../shared/http/endpoint.js';
import { updateProduct } from '../../shared/products/service.js';
import { updateProduct as route } from '../../shared/routes/products/update-product.js';

export const handler = endpoint(route, async ({ body, caller }) => updateProduct(caller, body));
