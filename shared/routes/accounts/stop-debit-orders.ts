import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { debitOrdersBody } from '../../schemas/account-bodies.js';

export const stopDebitOrders = accessRoute({
  method: 'POST', path: '/v1/consumer/account/debit-order/stop', auth: 'access', domain: 'accounts', handler: 'accounts/stop-debit-orders',
  schemas: { query: noQuery(), body: debitOrdersBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Stops future collections of the named debit orders.',
});
