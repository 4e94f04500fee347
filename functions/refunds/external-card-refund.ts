import { endpoint } from '../../shared/http/endpoint.js';
import { recordExternalCardRefund } from '../../shared/refunds/external-card.js';
import { externalCardRefund as route } from '../../shared/routes/refunds/external-card-refund.js';

export const handler = endpoint(route, async ({ caller, body }) => recordExternalCardRefund(caller, body));
