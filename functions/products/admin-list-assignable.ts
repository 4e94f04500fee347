import { endpoint } from '../../shared/http/endpoint.js';
import { listAssignable } from '../../shared/products/service.js';
import { adminListAssignable as route } from '../../shared/routes/products/admin-list-assignable.js';

export const handler = endpoint(route, async () => listAssignable());
