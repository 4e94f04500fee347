/** POST /v1/merchant/payout and its admin variant: settle part of what the platform owes the merchant. */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { currencyCode } from './common.js';

export const payoutBody = z.strictObject({
  amountInCents: amountInCents(),
  currency: currencyCode(),
  /** One of the merchant's bank accounts; absent = its settlement account. */
  bankAccountReference: z.optional(uuid()),
});
export type PayoutBody = z.infer<typeof payoutBody>;
