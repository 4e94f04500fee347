import { endpoint } from '../../shared/http/endpoint.js';
import { refundStatus as route } from '../../shared/routes/refunds/refund-status.js';
import { refundStatus } from '../../shared/refunds/status.js';

export const handler = endpoint(route, async ({ path, caller }) => refundStatus(caller, path.refundReference));
