import { listLimits } from '../../shared/accounts/limit-rules.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { bankAccountLimits as route } from '../../shared/routes/accounts/bank-account-limits.js';

export const handler = endpoint(route, async ({ path, caller }) => listLimits(caller, path.bankAccountReference));
