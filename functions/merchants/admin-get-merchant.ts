import { endpoint } from '../../shared/http/endpoint.js';
import { readMerchantProfile } from '../../shared/merchants/lookups.js';
import { adminGetMerchant as route } from '../../shared/routes/merchants/admin-get-merchant.js';

export const handler = endpoint(route, async ({ path }) => readMerchantProfile(path.merchantReference));
