/**
 * PUT /v1/wallet/admin/{walletReference}: freeze or free a wallet. The other fields of the wallet's
 * answer are accepted so a read can be sent back (WAL-9): walletReference must be the path's, the
 * rest is ignored.
 */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { currencyCode, integer } from './common.js';
import { walletOwnerType } from './wallet-owner-type.js';

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
