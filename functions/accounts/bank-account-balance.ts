import { bankAccountBalance } from '../../shared/accounts/operations.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { bankAccountBalance as route } from '../../shared/routes/accounts/bank-account-balance.js';

export const handler = endpoint(route, async ({ path, caller }) => bankAccountBalance(caller, path.bankAccountReference));
