import { endpoint } from '../../shared/http/endpoint.js';
import { transactionStatuses } from '../../shared/lookups/transaction-statuses.js';
import { transactionStatus } from '../../shared/routes/lookups.js';

export const handler = endpoint(transactionStatus, async () => transactionStatuses().map((s) => ({ ...s, next: [...s.next] })));
