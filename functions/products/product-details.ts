import { endpoint } from '../../shared/http/endpoint.js';
import { productDetails } from '../../shared/products/service.js';
import { productDetails as route } from '../../shared/routes/products/product-details.js';

export const handler = endpoint(route, async ({ path, caller }) => productDetails(caller, path.productReference));
