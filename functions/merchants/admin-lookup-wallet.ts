import { endpoint } from '../../shared/http/endpoint.js';
import { lookupByWallet } from '../../shared/merchants/lookups.js';
import { adminLookupWallet as route } from '../../shared/routes/merchants/admin-lookup-wallet.js';

export const handler = endpoint(route, async ({ path }) => lookupByWallet(path.msisdn));
