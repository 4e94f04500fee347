import { endpoint } from '../../shared/http/endpoint.js';
import { productTypes } from '../../shared/lookups/product-types.js';
import { productType } from '../../shared/routes/lookups/product-type.js';

export const handler = endpoint(productType, async () => [...productTypes()]);
