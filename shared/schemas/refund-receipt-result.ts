/** The receipt of a refund: its status plus the original payment's receipt. */
import * as z from 'zod/mini';
import { looseResult, opt } from './common.js';
import { refundStatusFields } from './refund-status-result.js';

export const refundReceiptResult = z.object({
  ...refundStatusFields,
  yourReference: opt(z.string()),
  originalPaymentReceipt: opt(looseResult()),
});
export type RefundReceiptResult = z.infer<typeof refundReceiptResult>;
