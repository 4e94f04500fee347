/** POST /v1/transaction/pin/{transactionReference}: the route row of functions/payments/transaction-pin.ts. */
import { paymentFormRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';
import { transactionPinBody } from '../../schemas/transaction-pin-body.js';

export const transactionPin = paymentFormRoute({
  method: 'POST', path: '/v1/transaction/pin/{transactionReference}', auth: 'access', domain: 'payments', handler: 'payments/transaction-pin',
  schemas: { path: uuidPath('transactionReference'), query: noQuery(), body: transactionPinBody, response: SUCCESS_ONLY },
  successStatus: 202, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true }, acceptsPaymentForm: true,
  summary: 'Supplies the PIN or voucher code a transaction waits for; the payment resumes asynchronously.',
});
