/** What the refund workflow hands each task (lib/workflows/refund.asl.json): references, never money data. */
import * as z from 'zod/mini';

const reference = () => z.string().check(z.minLength(1), z.maxLength(128));

export const refundInput = z.object({ refundReference: reference() });
export const compensateRefundInput = z.object({
  refundReference: reference(),
  failure: z.object({ Error: z.optional(z.string()), Cause: z.optional(z.string()) }),
});
