import { endpoint } from '../../shared/http/endpoint.js';
import { listCatalogs } from '../../shared/products/service.js';
import { adminListCatalogs as route } from '../../shared/routes/products/admin-list-catalogs.js';

export const handler = endpoint(route, async () => listCatalogs());
