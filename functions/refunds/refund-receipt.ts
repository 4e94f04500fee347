import { endpoint } from '../../shared/http/endpoint.js';
import { refundReceipt as route } from '../../shared/routes/refunds/refund-receipt.js';
import { refundReceipt } from '../../shared/refunds/status.js';

export const handler = endpoint(route, async ({ path, caller }) => refundReceipt(caller, path.refundReference));
