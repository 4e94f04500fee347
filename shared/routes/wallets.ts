/** Ours (the interface shows none): wallets held on the platform, docs/decisions/wallets.md (WAL-1 … WAL-4). */
export { createWallet } from './wallets/create-wallet.js';
export { adminCreateWallet } from './wallets/admin-create-wallet.js';
export { listWallets } from './wallets/list-wallets.js';
export { getWallet } from './wallets/get-wallet.js';
export { adminGetWallet } from './wallets/admin-get-wallet.js';
export { adminUpdateWallet } from './wallets/admin-update-wallet.js';
