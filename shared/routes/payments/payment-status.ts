/** GET /v1/pay/status/{paymentReference}: the route row of functions/payments/payment-status.ts. */
import { paymentFormRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { paymentStatusResult } from '../../schemas/payment-status-result.js';

export const paymentStatus = paymentFormRoute({
  method: 'GET', path: '/v1/pay/status/{paymentReference}', auth: 'access', domain: 'payments', handler: 'payments/payment-status',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), response: paymentStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'read' }, acceptsPaymentForm: true,
  summary: 'Progress of a payment; polls closer than 1 s apart get the cached answer.',
});
