import { endpoint } from '../../shared/http/endpoint.js';
import { lookupExternal } from '../../shared/merchants/lookups.js';
import { lookupExternal as route } from '../../shared/routes/merchants/lookup-external.js';

export const handler = endpoint(route, async ({ path, caller }) => lookupExternal(caller, path.merchantReference, path.merchantSource));
