/** Body of POST /v1/transaction/pin/{transactionReference}. */
import * as z from 'zod/mini';
import { opt, text } from './common.js';

/** A PIN or a voucher code. */
export const transactionPinBody = z.optional(z.strictObject({ pin: opt(text(32)) }));
export type TransactionPinBody = z.infer<typeof transactionPinBody>;
