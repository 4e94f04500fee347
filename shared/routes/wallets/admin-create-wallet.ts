import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { walletAdminCreateBody } from '../../schemas/wallet-admin-create-body.js';
import { walletResult } from '../../schemas/wallet-result.js';

export const adminCreateWallet = adminRoute({
  method: 'POST', path: '/v1/wallet/admin', auth: 'admin', domain: 'wallets', handler: 'wallets/admin-create-wallet',
  schemas: { query: noQuery(), body: walletAdminCreateBody, response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): a wallet for the named consumer or merchant in one currency.',
});
