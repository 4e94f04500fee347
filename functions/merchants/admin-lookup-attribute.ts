import { endpoint } from '../../shared/http/endpoint.js';
import { lookupByAttribute } from '../../shared/merchants/lookups.js';
import { adminLookupAttribute as route } from '../../shared/routes/merchants/admin-lookup-attribute.js';

export const handler = endpoint(route, async ({ path }) => lookupByAttribute(path.attribute, path.attributeValue));
