import { endpoint } from '../../shared/http/endpoint.js';
import { submitPayout } from '../../shared/payments/payout.js';
import { adminMerchantPayout as route } from '../../shared/routes/merchants/admin-payout.js';

export const handler = endpoint(route, async ({ caller, path, body, headers }) => submitPayout(caller, path.merchantReference, body, headers['idempotency-key']));
