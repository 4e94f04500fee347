/** POST /v1/pay: the route row of functions/payments/pay.ts. */
import { paymentFormRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { payBody } from '../../schemas/pay-body.js';
import { payResult } from '../../schemas/pay-result.js';

export const pay = paymentFormRoute({
  method: 'POST', path: '/v1/pay', auth: 'access', domain: 'payments', handler: 'payments/pay',
  schemas: { query: noQuery(), body: payBody, response: payResult },
  // signingKey: the Idempotency-Key record keeps an HMAC of the body under a key derived from the platform secret.
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true }, readsIdempotencyKey: true, acceptsPaymentForm: true, answersGone: true,
  summary: 'Submits a payment from one or more sources to one or more destinations; returns its reference.',
});
