import { endpoint } from '../../shared/http/endpoint.js';
import { lookupByTerminal } from '../../shared/merchants/lookups.js';
import { adminLookupTerminal as route } from '../../shared/routes/merchants/admin-lookup-terminal.js';

export const handler = endpoint(route, async ({ path }) => lookupByTerminal(path.terminalReference, path.merchantSource));
