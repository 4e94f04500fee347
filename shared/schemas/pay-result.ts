/** The answer of POST /v1/pay. */
import * as z from 'zod/mini';

/** Designed (not shown by the interface): the submitted payment's references, or the first payment's for a duplicate. */
export const payResult = z.object({
  paymentReference: z.string(),
  shortPaymentReference: z.string(),
  /** The payment's status now: Pending for a new one (the workflow runs after the answer). */
  status: z.string(),
  /** True when yourReference (or the Idempotency-Key) named an earlier payment and nothing new was started. */
  isDuplicate: z.boolean(),
  /** Where to poll: GET /v1/pay/status/{paymentReference}. */
  statusUrl: z.string(),
});
export type PayResult = z.infer<typeof payResult>;
