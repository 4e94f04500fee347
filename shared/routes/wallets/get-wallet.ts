import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { walletResult } from '../../schemas/wallet-result.js';

export const getWallet = accessRoute({
  method: 'GET', path: '/v1/wallet/{walletReference}', auth: 'access', domain: 'wallets', handler: 'wallets/get-wallet',
  schemas: { path: uuidPath('walletReference'), query: noQuery(), response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): one wallet with its ledger balance, for its owner (anyone else: 404).',
});
