/** Body of POST /v1/transaction/confirm/{transactionReference}. */
import * as z from 'zod/mini';

/** true confirms the transaction, false cancels it. */
export const transactionConfirmBody = z.strictObject({ confirm: z.boolean() });
export type TransactionConfirmBody = z.infer<typeof transactionConfirmBody>;
