import { acpEndpoint } from '../../shared/agentic/acp-endpoint.js';
import { delegatePayment } from '../../shared/agentic/delegate.js';
import { delegatePayment as route } from '../../shared/routes/agentic/delegate-payment.js';

export const handler = acpEndpoint(route, async ({ caller, body }) => delegatePayment(caller, body));
