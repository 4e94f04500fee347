/**
 * Ours (the interface shows no wallet routes): wallets held on the platform and merchant payouts
 * (docs/decisions/wallets.md). Strict request schemas beside their inferred types, each in a module of
 * its own so a function builds only the ones its route names (issue 16); this module gathers them.
 */
export { walletAdminCreateBody, type WalletAdminCreateBody } from './wallet-admin-create-body.js';
export { walletAdminUpdateBody, type WalletAdminUpdateBody } from './wallet-admin-update-body.js';
export { walletCreateBody, type WalletCreateBody } from './wallet-create-body.js';
export { walletListResult, type WalletListResult } from './wallet-list-result.js';
export { WALLET_OWNER_TYPES, walletOwnerType, type WalletOwnerType } from './wallet-owner-type.js';
export { payoutBody, type PayoutBody } from './wallet-payout-body.js';
export { walletResult, type WalletResult } from './wallet-result.js';
