import { endpoint } from '../../shared/http/endpoint.js';
import { submitPayout } from '../../shared/payments/payout.js';
import { merchantPayout as route } from '../../shared/routes/merchants/payout.js';

export const handler = endpoint(route, async ({ caller, body, headers }) => submitPayout(caller, undefined, body, headers['idempotency-key']));
