import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { merchantBalanceResult } from '../../schemas/merchant-balance.js';

// Ours, not the interface's: it shows no way to read what the platform owes a merchant (MER-17).
export const merchantBalance = accessRoute({
  method: 'GET', path: '/v1/merchant/balance', auth: 'access', domain: 'merchants', handler: 'merchants/merchant-balance',
  schemas: { query: noQuery(), response: merchantBalanceResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): the calling merchant\'s balance per currency (what the platform owes it), from the ledger.',
});
