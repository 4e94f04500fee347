/** GET /v1/merchant/payment/form/offline: the route row of functions/payments/offline-payment-form.ts. */
import { formPageRoute } from '../../http/route.js';
import { offlinePaymentFormQuery } from '../../schemas/offline-payment-form-query.js';

export const offlinePaymentForm = formPageRoute({
  method: 'GET', path: '/v1/merchant/payment/form/offline', auth: 'access', domain: 'payments', handler: 'payments/offline-payment-form',
  schemas: { query: offlinePaymentFormQuery },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, rawResponse: true, rawContentType: 'text/html', answersGone: true,
  summary: 'Hosted payment form (an HTML page) from a signed offline link (?x=ClientTimestamp|Reference|AmountInCents|ClientReference|Signature).',
});
