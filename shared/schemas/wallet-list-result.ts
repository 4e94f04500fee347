/** GET /v1/wallet: the caller's wallets. */
import * as z from 'zod/mini';
import { walletResult } from './wallet-result.js';

export const walletListResult = z.array(walletResult);
export type WalletListResult = z.infer<typeof walletListResult>;
