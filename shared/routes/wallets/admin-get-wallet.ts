import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { walletResult } from '../../schemas/wallet-result.js';

export const adminGetWallet = adminRoute({
  method: 'GET', path: '/v1/wallet/admin/{walletReference}', auth: 'admin', domain: 'wallets', handler: 'wallets/admin-get-wallet',
  schemas: { path: uuidPath('walletReference'), query: noQuery(), response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): any wallet with its ledger balance, for admin.',
});
