import { endpoint } from '../../shared/http/endpoint.js';
import { merchantCategories } from '../../shared/lookups/merchant-categories.js';
import { merchantCategory } from '../../shared/routes/lookups/merchant-category.js';

export const handler = endpoint(merchantCategory, async () => [...merchantCategories()]);
