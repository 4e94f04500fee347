import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { walletListResult } from '../../schemas/wallet-list-result.js';

export const listWallets = accessRoute({
  method: 'GET', path: '/v1/wallet', auth: 'access', domain: 'wallets', handler: 'wallets/list-wallets',
  schemas: { query: noQuery(), response: walletListResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): the wallets of the token\'s consumer and merchant, each with its ledger balance.',
});
