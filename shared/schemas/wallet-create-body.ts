/** POST /v1/wallet: a wallet for the caller (ownerType only when its token speaks for a consumer and a merchant). */
import * as z from 'zod/mini';
import { currencyCode } from './common.js';
import { walletOwnerType } from './wallet-owner-type.js';

export const walletCreateBody = z.strictObject({
  currency: currencyCode(),
  ownerType: z.optional(walletOwnerType),
});
export type WalletCreateBody = z.infer<typeof walletCreateBody>;
