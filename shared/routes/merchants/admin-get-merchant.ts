import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

// Ours, not the interface's: it reads merchants only by short code, attribute, terminal or wallet.
export const adminGetMerchant = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/{merchantReference}', auth: 'admin', domain: 'merchants', handler: 'merchants/admin-get-merchant',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): any merchant\'s full profile by its reference, as the updates answer it; 404 when unknown.',
});
