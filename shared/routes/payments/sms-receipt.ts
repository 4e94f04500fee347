/** POST /v1/notification/sms/{paymentReference}: the route row of functions/payments/sms-receipt.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';
import { smsReceiptBody } from '../../schemas/sms-receipt-body.js';

export const smsReceipt = accessRoute({
  method: 'POST', path: '/v1/notification/sms/{paymentReference}', auth: 'access', domain: 'payments', handler: 'payments/sms-receipt',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), body: smsReceiptBody, response: SUCCESS_ONLY },
  // readwrite: the outbox item, the daily send counters, an Idempotency-Key's record (no secrets, so no signingKey: RCP-1, RCP-12).
  successStatus: 200, implemented: true, resources: { table: 'readwrite' }, readsIdempotencyKey: true,
  summary: 'Sends the consumer or merchant receipt of a payment by SMS.',
});
