/** POST /v1/wallet/admin: admin names the owner. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { currencyCode } from './common.js';
import { walletOwnerType } from './wallet-owner-type.js';

export const walletAdminCreateBody = z.strictObject({
  currency: currencyCode(),
  ownerType: walletOwnerType,
  ownerReference: uuid(),
});
export type WalletAdminCreateBody = z.infer<typeof walletAdminCreateBody>;
