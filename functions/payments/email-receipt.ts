import { endpoint } from '../../shared/http/endpoint.js';
import { EMAIL_RECEIPT } from '../../shared/payments/receipt-channels.js';
import { sendReceipt } from '../../shared/payments/receipts.js';
import { emailReceipt as route } from '../../shared/routes/payments/email-receipt.js';

export const handler = endpoint(route, async ({ path, body, caller, headers }) => sendReceipt(caller, path.paymentReference, {
  channel: EMAIL_RECEIPT, receiptType: body.receiptType, to: body.toEmailAddress, templateName: body.templateName, idempotencyKey: headers['idempotency-key'],
}));
