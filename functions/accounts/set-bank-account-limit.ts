import { setLimit } from '../../shared/accounts/limit-rules.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { setBankAccountLimit as route } from '../../shared/routes/accounts/set-bank-account-limit.js';

export const handler = endpoint(route, async ({ path, body, caller }) => setLimit(caller, path.bankAccountReference, body));
