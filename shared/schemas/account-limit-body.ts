/** Body of POST .../bank-account/{bankAccountReference}/limit. */
import * as z from 'zod/mini';
import { resetPeriod, transactionLimitType } from './account-limit-types.js';
import { currencyCode, opt } from './common.js';

/**
 * A missing amount removes the limit (the interface marks only the two enums required). A limit as
 * the list answers it is accepted too (CON-16): `limitAmountInCents` stands for the new amount, and
 * `currency` must be the account's (a limit is always in its account's currency).
 */
/** A limit's amount: 0 allows no transaction of its type (CON-22). */
const limitAmount = () => z.number().check(
  z.int('must be a whole number of cents'), z.nonnegative('must not be negative (0 allows none)'), z.lte(Number.MAX_SAFE_INTEGER, `must be at most ${Number.MAX_SAFE_INTEGER}`),
);

export const setLimitBody = z.strictObject({
  transactionLimitType: transactionLimitType,
  resetPeriod: resetPeriod,
  newLimitAmountInCents: opt(limitAmount()),
  limitAmountInCents: opt(limitAmount()),
  currency: opt(currencyCode()),
});
export type SetLimitBody = z.infer<typeof setLimitBody>;
