/** GET /v1/merchant/payment/form/{terminalOrMerchantOrQrCodeReference}: the route row of functions/payments/payment-form.ts. */
import { formPageRoute } from '../../http/route.js';
import { uuidPath } from '../../http/schemas.js';
import { paymentFormQuery } from '../../schemas/payment-form-query.js';

// The hosted form is the HTML page itself (FORM-1): the interface's "string" is the document, served
// raw with its Content-Security-Policy, so a browser can open it.
export const paymentForm = formPageRoute({
  method: 'GET', path: '/v1/merchant/payment/form/{terminalOrMerchantOrQrCodeReference}', auth: 'access', domain: 'payments',
  handler: 'payments/payment-form',
  schemas: { path: uuidPath('terminalOrMerchantOrQrCodeReference'), query: paymentFormQuery },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, rawResponse: true, rawContentType: 'text/html', answersGone: true,
  summary: 'Hosted payment form (an HTML page) for a terminal, merchant or QR bill; opens a single-use form session.',
});
