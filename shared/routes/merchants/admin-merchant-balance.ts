import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { merchantBalanceResult } from '../../schemas/merchant-balance.js';

export const adminMerchantBalance = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/balance/{merchantReference}', auth: 'admin', domain: 'merchants', handler: 'merchants/admin-merchant-balance',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: merchantBalanceResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): a merchant\'s balance per currency (what the platform owes it), from the ledger.',
});
