/** POST /v2/refund: the route row of functions/refunds/refund.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { refundAcceptedResult, refundBody } from '../../schemas/refund-request.js';

export const refund = accessRoute({
  method: 'POST', path: '/v2/refund', auth: 'access', domain: 'refunds', handler: 'refunds/refund',
  schemas: { query: noQuery(), body: refundBody, response: refundAcceptedResult },
  // signingKey: the Idempotency-Key record keeps an HMAC of the body under a key derived from the platform secret.
  successStatus: 202, implemented: true, resources: { table: 'readwrite', workflows: ['refund'], signingKey: true }, readsIdempotencyKey: true,
  summary: 'Starts a full or partial refund, at most the amount the source transaction sourced.',
});
