import { endpoint } from '../../shared/http/endpoint.js';
import { createMerchantAdmin } from '../../shared/merchants/service.js';
import { checkProductAssignments } from '../../shared/products/assignments.js';
import { adminCreateMerchant as route } from '../../shared/routes/merchants/admin-create-merchant.js';

export const handler = endpoint(route, async ({ body, caller }) => createMerchantAdmin(caller, body, checkProductAssignments));
