/** Refunds: full or partial refund of a transaction, progress and receipt, and refunds recorded by card terminals. */
import { route } from '../http/route.js';
import { noQuery, uuidPath } from '../http/schemas.js';
import { externalCardRefundBody, refundAcceptedResult, refundBody, refundReceiptResult, refundStatusResult } from '../schemas/refund.js';

const domain = 'refunds';

export const refund = route({
  method: 'POST', path: '/v2/refund', auth: 'access', domain, handler: 'refunds/refund',
  schemas: { query: noQuery(), body: refundBody, response: refundAcceptedResult },
  // signingKey: the Idempotency-Key record keeps an HMAC of the body under a key derived from the platform secret.
  successStatus: 202, implemented: true, resources: { table: 'readwrite', workflows: ['refund'], signingKey: true },
  summary: 'Starts a full or partial refund, at most the amount the source transaction sourced.',
});

export const refundStatus = route({
  method: 'GET', path: '/v2/refund/status/{refundReference}', auth: 'access', domain, handler: 'refunds/refund-status',
  schemas: { path: uuidPath('refundReference'), query: noQuery(), response: refundStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Progress and amounts of a refund.',
});

export const refundReceipt = route({
  method: 'GET', path: '/v2/refund/receipt/{refundReference}', auth: 'access', domain, handler: 'refunds/refund-receipt',
  schemas: { path: uuidPath('refundReference'), query: noQuery(), response: refundReceiptResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Receipt of a refund with the original payment\'s receipt.',
});

// The interface does not show this answer; the refund as recorded, in the status shape
// (docs/decisions/external-card-refunds.md, XCR-6).
export const externalCardRefund = route({
  method: 'POST', path: '/v2/refund/merchant/external-card', auth: 'access', domain, handler: 'refunds/external-card-refund',
  schemas: { query: noQuery(), body: externalCardRefundBody, response: refundStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Records a refund a card terminal already processed, from the terminal\'s transaction record.',
});
