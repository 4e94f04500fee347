import { endpoint } from '../../shared/http/endpoint.js';
import { qrPaymentStatus } from '../../shared/payments/qr-payment-status.js';
import { qrPaymentStatus as route } from '../../shared/routes/payments/qr-payment-status.js';

export const handler = endpoint(route, async ({ path, caller }) => qrPaymentStatus(caller, path.billReference));
