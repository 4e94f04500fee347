/** Body of POST .../bank-account/{bankAccountReference}/limit. */
import * as z from 'zod/mini';
import { amountInCents } from '../http/schemas.js';
import { resetPeriod, transactionLimitType } from './account-limit-types.js';
import { currencyCode, opt } from './common.js';

/**
 * A missing amount removes the limit (the interface marks only the two enums required). A limit as
 * the list answers it is accepted too (CON-16): `limitAmountInCents` stands for the new amount, and
 * `currency` must be the account's (a limit is always in its account's currency).
 */
export const setLimitBody = z.strictObject({
  transactionLimitType: transactionLimitType,
  resetPeriod: resetPeriod,
  newLimitAmountInCents: opt(amountInCents()),
  limitAmountInCents: opt(amountInCents()),
  currency: opt(currencyCode()),
});
export type SetLimitBody = z.infer<typeof setLimitBody>;
