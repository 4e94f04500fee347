import { endpoint } from '../../shared/http/endpoint.js';
import { paymentReceipt } from '../../shared/payments/status.js';
import { paymentReceipt as route } from '../../shared/routes/payments/payment-receipt.js';

export const handler = endpoint(route, async ({ path, caller }) => paymentReceipt(caller, path.paymentReference));
