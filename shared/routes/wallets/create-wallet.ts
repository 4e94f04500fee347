import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { walletCreateBody } from '../../schemas/wallet-create-body.js';
import { walletResult } from '../../schemas/wallet-result.js';

export const createWallet = accessRoute({
  method: 'POST', path: '/v1/wallet', auth: 'access', domain: 'wallets', handler: 'wallets/create-wallet',
  schemas: { query: noQuery(), body: walletCreateBody, response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): a wallet for the token\'s consumer or merchant in one currency (one per owner and currency).',
});
