import { changeDebitOrders } from '../../shared/accounts/operations.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { stopDebitOrders as route } from '../../shared/routes/accounts/stop-debit-orders.js';

export const handler = endpoint(route, async ({ body, caller }) => changeDebitOrders(caller, 'stop', body.debitOrderReferences));
