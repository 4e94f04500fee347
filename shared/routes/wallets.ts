/** Ours (the interface shows none): wallets held on the platform, docs/decisions/wallets.md (WAL-1 … WAL-4). */
import { route } from '../http/route.js';
import { noQuery, uuidPath } from '../http/schemas.js';
import { walletAdminCreateBody, walletAdminUpdateBody, walletCreateBody, walletListResult, walletResult } from '../schemas/wallet.js';

const domain = 'wallets';

export const createWallet = route({
  method: 'POST', path: '/v1/wallet', auth: 'access', domain, handler: 'wallets/create-wallet',
  schemas: { query: noQuery(), body: walletCreateBody, response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): a wallet for the token\'s consumer or merchant in one currency (one per owner and currency).',
});

export const adminCreateWallet = route({
  method: 'POST', path: '/v1/wallet/admin', auth: 'admin', domain, handler: 'wallets/admin-create-wallet',
  schemas: { query: noQuery(), body: walletAdminCreateBody, response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): a wallet for the named consumer or merchant in one currency.',
});

export const listWallets = route({
  method: 'GET', path: '/v1/wallet', auth: 'access', domain, handler: 'wallets/list-wallets',
  schemas: { query: noQuery(), response: walletListResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): the wallets of the token\'s consumer and merchant, each with its ledger balance.',
});

export const getWallet = route({
  method: 'GET', path: '/v1/wallet/{walletReference}', auth: 'access', domain, handler: 'wallets/get-wallet',
  schemas: { path: uuidPath('walletReference'), query: noQuery(), response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): one wallet with its ledger balance, for its owner (anyone else: 404).',
});

export const adminGetWallet = route({
  method: 'GET', path: '/v1/wallet/admin/{walletReference}', auth: 'admin', domain, handler: 'wallets/admin-get-wallet',
  schemas: { path: uuidPath('walletReference'), query: noQuery(), response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): any wallet with its ledger balance, for admin.',
});

export const adminUpdateWallet = route({
  method: 'PUT', path: '/v1/wallet/admin/{walletReference}', auth: 'admin', domain, handler: 'wallets/admin-update-wallet',
  schemas: { path: uuidPath('walletReference'), query: noQuery(), body: walletAdminUpdateBody, response: walletResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): freezes (isActive false: no payment may use it) or frees a wallet; its money stays.',
});
