import { endpoint } from '../../shared/http/endpoint.js';
import { merchantCategoryGroups as groups } from '../../shared/lookups/merchant-categories.js';
import { merchantCategoryGroups } from '../../shared/routes/lookups/merchant-category-groups.js';

export const handler = endpoint(merchantCategoryGroups, async () => groups());
