/** The status of a refund (also the answer of a recorded external card refund). */
import * as z from 'zod/mini';
import { looseResult, opt } from './common.js';

/** Also the receipt's fields (the receipt adds to them). */
export const refundStatusFields = {
  refundCompletedDate: opt(z.string()),
  createdDate: z.string(),
  reference: z.string(),
  shortReference: opt(z.string()),
  description: opt(z.string()),
  originalAmountInCents: z.number(),
  amountAttemptedInCents: z.number(),
  amountInCents: z.number(),
  cashbackAmountInCents: z.number(),
  fees: z.array(looseResult()),
  data: z.array(looseResult()),
  currency: z.string(),
  status: z.number(),
  category: z.number(),
  summaryStatus: z.number(),
  isComplete: z.boolean(),
  message: opt(z.string()),
};

/** Also the designed answer of the external card refund: the refund as recorded. */
export const refundStatusResult = z.object(refundStatusFields);
export type RefundStatusResult = z.infer<typeof refundStatusResult>;
