import { endpoint } from '../../shared/http/endpoint.js';
import { createMerchantSelf } from '../../shared/merchants/service.js';
import { createMerchant as route } from '../../shared/routes/merchants/create-merchant.js';

export const handler = endpoint(route, async ({ body, caller }) => createMerchantSelf(caller, body));
