import { endpoint } from '../../shared/http/endpoint.js';
import { refund as route } from '../../shared/routes/refunds/refund.js';
import { submitRefund } from '../../shared/refunds/submit.js';

export const handler = endpoint(route, async ({ body, caller, headers }) => submitRefund(caller, body, headers['idempotency-key']));
