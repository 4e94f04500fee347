/** The merchant balance answer (GET /v1/merchant/balance and its admin twin). */
import * as z from 'zod/mini';
import { balanceResult } from './account-balance.js';

/** Ours (the interface shows none): what the platform owes a merchant, per currency (MER-17). */
export const merchantBalanceResult = z.object({
  merchantReference: z.string(),
  balances: z.array(balanceResult),
});
export type MerchantBalanceResult = z.infer<typeof merchantBalanceResult>;
