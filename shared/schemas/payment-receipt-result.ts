/** The receipt of a payment: its status plus line items. */
import * as z from 'zod/mini';
import { looseResult } from './common.js';
import { paymentStatusFields } from './payment-status-result.js';

export const paymentReceiptResult = z.object({ ...paymentStatusFields, lineItems: z.array(looseResult()) });
export type PaymentReceiptResult = z.infer<typeof paymentReceiptResult>;
