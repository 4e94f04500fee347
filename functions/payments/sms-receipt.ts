import { endpoint } from '../../shared/http/endpoint.js';
import { sendReceipt } from '../../shared/payments/receipts.js';
import { smsReceipt as route } from '../../shared/routes/payments/sms-receipt.js';

export const handler = endpoint(route, async ({ path, body, caller }) =>
  sendReceipt(caller, path.paymentReference, { channel: 'sms', receiptType: body.receiptType, to: body.toNumber }));
