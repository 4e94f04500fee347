/** A bank account's balance as GET .../bank-account/{bankAccountReference}/balance answers it. */
import * as z from 'zod/mini';
import { integer } from './common.js';

export const balanceResult = z.object({
  currency: z.string(),
  // Signed: overdrawn accounts, and accounts owing a compensated credit (LED-15), have negative balances.
  availableAmountInCents: integer(),
  currentAmountInCents: integer(),
});
export type BalanceResult = z.infer<typeof balanceResult>;
