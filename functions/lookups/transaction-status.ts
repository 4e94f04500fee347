import { endpoint } from '../../shared/http/endpoint.js';
import { describedStatus, transactionStatuses } from '../../shared/lookups/transaction-statuses.js';
import { transactionStatus } from '../../shared/routes/lookups/transaction-status.js';

export const handler = endpoint(transactionStatus, async () => transactionStatuses().map((s) => ({ ...describedStatus(s), next: [...s.next] })));
