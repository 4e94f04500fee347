import { acpEndpoint } from '../../shared/agentic/acp-endpoint.js';
import { updateSession } from '../../shared/agentic/checkout.js';
import { updateCheckoutSession as route } from '../../shared/routes/agentic/update-checkout-session.js';

export const handler = acpEndpoint(route, async ({ caller, path, body }) => updateSession(caller, path.checkoutSessionId, body));
