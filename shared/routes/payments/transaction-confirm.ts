/** POST /v1/transaction/confirm/{transactionReference}: the route row of functions/payments/transaction-confirm.ts. */
import { paymentFormRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';
import { transactionConfirmBody } from '../../schemas/transaction-confirm-body.js';

export const transactionConfirm = paymentFormRoute({
  method: 'POST', path: '/v1/transaction/confirm/{transactionReference}', auth: 'access', domain: 'payments', handler: 'payments/transaction-confirm',
  schemas: { path: uuidPath('transactionReference'), query: noQuery(), body: transactionConfirmBody, response: SUCCESS_ONLY },
  successStatus: 202, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true }, acceptsPaymentForm: true,
  summary: 'Confirms (true) or cancels (false) a transaction waiting for confirmation.',
});
