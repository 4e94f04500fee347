/** POST /v1/notification/email/{paymentReference}: the route row of functions/payments/email-receipt.ts. */
import { paymentFormRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';
import { emailReceiptBody } from '../../schemas/email-receipt-body.js';

export const emailReceipt = paymentFormRoute({
  method: 'POST', path: '/v1/notification/email/{paymentReference}', auth: 'access', domain: 'payments', handler: 'payments/email-receipt',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), body: emailReceiptBody, response: SUCCESS_ONLY },
  // readwrite: the outbox item, the daily send counters, an Idempotency-Key's record (no secrets, so no signingKey: RCP-1, RCP-12).
  successStatus: 200, implemented: true, resources: { table: 'readwrite' }, readsIdempotencyKey: true, acceptsPaymentForm: true,
  summary: 'Sends the consumer or merchant receipt of a payment by e-mail, with a named or the default template.',
});
