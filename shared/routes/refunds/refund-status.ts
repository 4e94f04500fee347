/** GET /v2/refund/status/{refundReference}: the route row of functions/refunds/refund-status.ts. */
import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { refundStatusResult } from '../../schemas/refund-status-result.js';

export const refundStatus = accessRoute({
  method: 'GET', path: '/v2/refund/status/{refundReference}', auth: 'access', domain: 'refunds', handler: 'refunds/refund-status',
  schemas: { path: uuidPath('refundReference'), query: noQuery(), response: refundStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Progress and amounts of a refund.',
});
