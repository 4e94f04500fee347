import { endpoint } from '../../shared/http/endpoint.js';
import { merchantBalance } from '../../shared/merchants/balance.js';
import { adminMerchantBalance as route } from '../../shared/routes/merchants/admin-merchant-balance.js';

export const handler = endpoint(route, async ({ caller, path }) => merchantBalance(caller, path.merchantReference, 'path.merchantReference'));
