import { endpoint } from '../../shared/http/endpoint.js';
import { lookupByShortCode } from '../../shared/merchants/lookups.js';
import { adminLookupShortCode as route } from '../../shared/routes/merchants/admin-lookup-shortcode.js';

export const handler = endpoint(route, async ({ path }) => lookupByShortCode(path.shortCode));
