import { endpoint } from '../../shared/http/endpoint.js';
import { adminUserChanges } from '../../shared/identity/admin-user-changes.js';
import { updateMerchant } from '../../shared/merchants/service.js';
import { checkProductAssignments } from '../../shared/products/assignments.js';
import { adminUpdateMerchant as route } from '../../shared/routes/merchants/admin-update-merchant.js';

export const handler = endpoint(route, async ({ body, caller }) => updateMerchant(caller, body, 'admin', checkProductAssignments, adminUserChanges));
