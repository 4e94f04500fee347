/** Body of the SMS receipt delivery. */
import * as z from 'zod/mini';
import { msisdn, opt } from './common.js';
import { receiptType } from './receipt-kinds.js';

/** Body of POST /v1/notification/sms/{paymentReference}; no body = the consumer's receipt to the number on file. */
export const smsReceiptBody = z._default(
  z.strictObject({ toNumber: opt(msisdn()), receiptType: z._default(receiptType, 'Consumer') }),
  { receiptType: 'Consumer' },
);
export type SmsReceiptBody = z.infer<typeof smsReceiptBody>;
