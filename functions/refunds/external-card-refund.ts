import { endpoint } from '../../shared/http/endpoint.js';
import { recordExternalCardRefund } from '../../shared/refunds/external-card.js';
import { externalCardRefund as route } from '../../shared/routes/refunds.js';

export const handler = endpoint(route, async ({ caller, body }) => recordExternalCardRefund(caller, body));
