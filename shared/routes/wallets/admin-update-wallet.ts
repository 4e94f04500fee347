import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { walletAdminUpdateBody } from '../../schemas/wallet-admin-update-body.js';
import { walletResult } from '../../schemas/wallet-result.js';

export const adminUpdateWallet = adminRoute({
  method: 'PUT', path: '/v1/wallet/admin/{walletReference}', auth: 'admin', domain: 'wallets', handler: 'wallets/admin-update-wallet',
  schemas: { path: uuidPath('walletReference'), query: noQuery(), body: walletAdminUpdateBody, response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): freezes (isActive false: no payment may use it) or frees a wallet; its money stays.',
});
