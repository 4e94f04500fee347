/** POST /v2/refund/merchant/external-card: the route row of functions/refunds/external-card-refund.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { externalCardRefundBody } from '../../schemas/external-card-refund-body.js';
import { refundStatusResult } from '../../schemas/refund-status-result.js';

// The interface does not show this answer; the refund as recorded, in the status shape
// (docs/decisions/external-card-refunds.md, XCR-6).
export const externalCardRefund = accessRoute({
  method: 'POST', path: '/v2/refund/merchant/external-card', auth: 'access', domain: 'refunds', handler: 'refunds/external-card-refund',
  schemas: { query: noQuery(), body: externalCardRefundBody, response: refundStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Records a refund a card terminal already processed, from the terminal\'s transaction record.',
});
