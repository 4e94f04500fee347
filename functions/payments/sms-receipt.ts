import { endpoint } from '../../shared/http/endpoint.js';
import { SMS_RECEIPT } from '../../shared/payments/receipt-channels.js';
import { sendReceipt } from '../../shared/payments/receipts.js';
import { smsReceipt as route } from '../../shared/routes/payments/sms-receipt.js';

export const handler = endpoint(route, async ({ path, body, caller, headers }) =>
  sendReceipt(caller, path.paymentReference, { channel: SMS_RECEIPT, receiptType: body.receiptType, to: body.toNumber, idempotencyKey: headers['idempotency-key'] }));
