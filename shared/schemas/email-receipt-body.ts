/** Body of the e-mail receipt delivery. */
import * as z from 'zod/mini';
import { emailAddress, opt } from './common.js';
import { RECEIPT_TEMPLATE_NAMES, receiptType } from './receipt-kinds.js';

const receiptTemplateName = z.enum(RECEIPT_TEMPLATE_NAMES, `must be one of ${RECEIPT_TEMPLATE_NAMES.join(', ')}`);

/** Body of POST /v1/notification/email/{paymentReference}; a null template = the receipt type's default. */
export const emailReceiptBody = z._default(
  z.strictObject({ toEmailAddress: opt(emailAddress()), templateName: opt(receiptTemplateName), receiptType: z._default(receiptType, 'Consumer') }),
  { receiptType: 'Consumer' },
);
export type EmailReceiptBody = z.infer<typeof emailReceiptBody>;
