import { acpEndpoint } from '../../shared/agentic/acp-endpoint.js';
import { completeSession } from '../../shared/agentic/complete.js';
import { completeCheckoutSession as route } from '../../shared/routes/agentic/complete-checkout-session.js';

export const handler = acpEndpoint(route, async ({ caller, path, body }) => completeSession(caller, path.checkoutSessionId, body));
