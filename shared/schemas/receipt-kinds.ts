/** Which receipt (consumer or merchant) and the templates a receipt may name. */
import * as z from 'zod/mini';

export const RECEIPT_TYPES = ['Consumer', 'Merchant'] as const;
export const receiptType = z.enum(RECEIPT_TYPES);
export type ReceiptType = z.infer<typeof receiptType>;

/** Templates a receipt may name (entries of shared/messages/templates.ts; a unit test holds them there). */
export const RECEIPT_TEMPLATE_NAMES = ['receipt-consumer', 'receipt-merchant'] as const;
export type ReceiptTemplateName = (typeof RECEIPT_TEMPLATE_NAMES)[number];
