/** The refund request (POST /v2/refund) and its answer. */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { looseRecord, opt } from './common.js';

/** Body of POST /v2/refund; the amount may not exceed what the source transaction sourced (checked by the refund flow). */
export const refundBody = z.strictObject({
  sourceTransactionReference: uuid(),
  destinationTransactionReference: uuid(),
  clientData: opt(looseRecord()),
  refundAmountInCents: amountInCents(),
});
export type RefundBody = z.infer<typeof refundBody>;

export const refundAcceptedResult = z.object({
  reference: z.string(),
  /** Where to poll: the status and receipt URLs by name. */
  refundStatusUrls: z.record(z.string(), z.string()),
});
export type RefundAcceptedResult = z.infer<typeof refundAcceptedResult>;
