/**
 * What the workflow hands each task (lib/workflows/payment.asl.json): references, never money data.
 * Factories, not schemas: each task's handler builds its own input's schema once, at its import, and
 * none of the others' (zod/mini's calls are side effects a bundle keeps; PERF-5's rule, issue 16).
 */
import * as z from 'zod/mini';

const reference = () => z.string().check(z.minLength(1), z.maxLength(128));

export const paymentInput = () => z.object({ paymentReference: reference() });
export const legInput = () => z.object({ paymentReference: reference(), transactionReference: reference(), answered: z.optional(z.boolean()) });
// `outcome` came from executions started before PAY-25; the wait reads what the leg awaits from the leg itself.
export const awaitInput = () => z.object({ paymentReference: reference(), transactionReference: reference(), taskToken: z.string().check(z.minLength(1)), outcome: z.optional(z.string()) });
export const compensateInput = () => z.object({
  paymentReference: reference(),
  failure: z.object({ Error: z.optional(z.string()), Cause: z.optional(z.string()) }),
});
