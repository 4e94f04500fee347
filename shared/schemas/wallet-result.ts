/** One wallet as the wallet routes answer it, with its ledger balance. */
import * as z from 'zod/mini';
import { integer } from './common.js';
import { walletOwnerType } from './wallet-owner-type.js';

export const walletResult = z.object({
  walletReference: z.string(),
  ownerType: walletOwnerType,
  ownerReference: z.string(),
  currency: z.string(),
  isActive: z.boolean(),
  createdDate: z.string(),
  /** From the wallet's ledger account, signed: below zero only when compensation took back a credit already spent (LED-15). */
  availableAmountInCents: integer(),
  currentAmountInCents: integer(),
});
export type WalletResult = z.infer<typeof walletResult>;
