import { endpoint } from '../../shared/http/endpoint.js';
import { submitPayment } from '../../shared/payments/submit.js';
import { pay as route } from '../../shared/routes/payments/pay.js';

export const handler = endpoint(route, async ({ body, caller, headers }) => submitPayment(caller, body, headers['idempotency-key']));
