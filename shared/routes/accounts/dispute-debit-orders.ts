import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { debitOrdersBody } from '../../schemas/account-bodies.js';

export const disputeDebitOrders = accessRoute({
  method: 'POST', path: '/v1/consumer/account/debit-order/dispute', auth: 'access', domain: 'accounts', handler: 'accounts/dispute-debit-orders',
  schemas: { query: noQuery(), body: debitOrdersBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Disputes debit orders already collected from the caller\'s account.',
});
