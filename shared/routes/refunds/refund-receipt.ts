/** GET /v2/refund/receipt/{refundReference}: the route row of functions/refunds/refund-receipt.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { refundReceiptResult } from '../../schemas/refund-receipt-result.js';

export const refundReceipt = accessRoute({
  method: 'GET', path: '/v2/refund/receipt/{refundReference}', auth: 'access', domain: 'refunds', handler: 'refunds/refund-receipt',
  schemas: { path: uuidPath('refundReference'), query: noQuery(), response: refundReceiptResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Receipt of a refund with the original payment\'s receipt.',
});
