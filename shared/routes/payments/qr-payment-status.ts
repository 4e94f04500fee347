/** GET /v1/pay/status/qrpayment/{billReference}: the route row of functions/payments/qr-payment-status.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { paymentStatusResult } from '../../schemas/payment-status-result.js';
import { qrPaymentPath } from '../../schemas/qr-payment-path.js';

export const qrPaymentStatus = accessRoute({
  method: 'GET', path: '/v1/pay/status/qrpayment/{billReference}', auth: 'access', domain: 'payments', handler: 'payments/qr-payment-status',
  schemas: { path: qrPaymentPath, query: noQuery(), response: paymentStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Progress of the payment of a QR bill; polls closer than 1 s apart get the cached answer.',
});
