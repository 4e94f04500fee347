/** GET /v1/pay/receipt/{paymentReference}: the route row of functions/payments/payment-receipt.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { paymentReceiptResult } from '../../schemas/payment-receipt-result.js';

export const paymentReceipt = accessRoute({
  method: 'GET', path: '/v1/pay/receipt/{paymentReference}', auth: 'access', domain: 'payments', handler: 'payments/payment-receipt',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), response: paymentReceiptResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Receipt of a payment: its status plus line items.',
});
