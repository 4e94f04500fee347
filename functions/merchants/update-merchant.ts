import { endpoint } from '../../shared/http/endpoint.js';
import { updateMerchant } from '../../shared/merchants/service.js';
import { updateMerchant as route } from '../../shared/routes/merchants/update-merchant.js';

export const handler = endpoint(route, async ({ body, caller }) => updateMerchant(caller, body, 'self'));
