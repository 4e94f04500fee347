/**
 * Ours (the interface shows no wallet routes): wallets held on the platform and merchant payouts
 * (docs/decisions/wallets.md). Strict request schemas beside their inferred types.
 */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { currencyCode, integer } from './common.js';

/** Whose a wallet is: a consumer's or a merchant's. */
export const WALLET_OWNER_TYPES = ['Consumer', 'Merchant'] as const;
export const walletOwnerType = z.enum(WALLET_OWNER_TYPES);
export type WalletOwnerType = z.infer<typeof walletOwnerType>;

/** POST /v1/wallet: a wallet for the caller (ownerType only when its token speaks for a consumer and a merchant). */
export const walletCreateBody = z.strictObject({
  currency: currencyCode(),
  ownerType: z.optional(walletOwnerType),
});
export type WalletCreateBody = z.infer<typeof walletCreateBody>;

/** POST /v1/wallet/admin: admin names the owner. */
export const walletAdminCreateBody = z.strictObject({
  currency: currencyCode(),
  ownerType: walletOwnerType,
  ownerReference: uuid(),
});
export type WalletAdminCreateBody = z.infer<typeof walletAdminCreateBody>;

/**
 * PUT /v1/wallet/admin/{walletReference}: freeze or free a wallet. The other fields of the wallet's
 * answer are accepted so a read can be sent back (WAL-9): walletReference must be the path's, the
 * rest is ignored.
 */
export const walletAdminUpdateBody = z.strictObject({
  isActive: z.boolean(),
  walletReference: z.optional(uuid()),
  ownerType: z.optional(walletOwnerType),
  ownerReference: z.optional(uuid()),
  currency: z.optional(currencyCode()),
  createdDate: z.optional(z.string()),
  availableAmountInCents: z.optional(integer()),
  currentAmountInCents: z.optional(integer()),
});
export type WalletAdminUpdateBody = z.infer<typeof walletAdminUpdateBody>;

export const walletResult = z.object({
  walletReference: z.string(),
  ownerType: walletOwnerType,
  ownerReference: z.string(),
  currency: z.string(),
  isActive: z.boolean(),
  createdDate: z.string(),
  /** From the wallet's ledger account; never below zero. */
  availableAmountInCents: integer(),
  currentAmountInCents: integer(),
});
export type WalletResult = z.infer<typeof walletResult>;

export const walletListResult = z.array(walletResult);
export type WalletListResult = z.infer<typeof walletListResult>;

/** POST /v1/merchant/payout and its admin variant: settle part of what the platform owes the merchant. */
export const payoutBody = z.strictObject({
  amountInCents: amountInCents(),
  currency: currencyCode(),
  /** One of the merchant's bank accounts; absent = its settlement account. */
  bankAccountReference: z.optional(uuid()),
});
export type PayoutBody = z.infer<typeof payoutBody>;
