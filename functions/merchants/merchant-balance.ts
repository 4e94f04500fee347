import { endpoint } from '../../shared/http/endpoint.js';
import { merchantBalance } from '../../shared/merchants/balance.js';
import { merchantBalance as route } from '../../shared/routes/merchants/merchant-balance.js';

export const handler = endpoint(route, async ({ caller }) => merchantBalance(caller, undefined, 'header.authorization'));
