import { changeDebitOrders } from '../../shared/accounts/operations.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { disputeDebitOrders as route } from '../../shared/routes/accounts/dispute-debit-orders.js';

export const handler = endpoint(route, async ({ body, caller }) => changeDebitOrders(caller, 'dispute', body.debitOrderReferences));
