import { endpoint } from '../../shared/http/endpoint.js';
import { paymentStatus } from '../../shared/payments/status.js';
import { paymentStatus as route } from '../../shared/routes/payments/payment-status.js';

export const handler = endpoint(route, async ({ path, caller }) => paymentStatus(caller, path.paymentReference));
