/** Whose a wallet is: a consumer's or a merchant's. */
import * as z from 'zod/mini';

export const WALLET_OWNER_TYPES = ['Consumer', 'Merchant'] as const;
export const walletOwnerType = z.enum(WALLET_OWNER_TYPES);
export type WalletOwnerType = z.infer<typeof walletOwnerType>;
