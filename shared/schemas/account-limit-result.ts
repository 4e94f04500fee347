/** A bank account's limit as GET .../bank-account/{bankAccountReference}/limit answers it. */
import * as z from 'zod/mini';
import { resetPeriod, transactionLimitType } from './account-limit-types.js';
import { integer, opt } from './common.js';

/** One limit of a bank account; a null amount means no limit of that kind. */
export const limitResult = z.object({
  transactionLimitType: transactionLimitType,
  resetPeriod: resetPeriod,
  limitAmountInCents: opt(integer()),
  currency: opt(z.string()),
});
export type LimitResult = z.infer<typeof limitResult>;
