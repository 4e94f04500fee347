import { endpoint } from '../../shared/http/endpoint.js';
import { lookupProducts } from '../../shared/products/service.js';
import { lookupProducts as route } from '../../shared/routes/products/lookup-products.js';

export const handler = endpoint(route, async () => lookupProducts());
