import { acpEndpoint } from '../../shared/agentic/acp-endpoint.js';
import { cancelSession } from '../../shared/agentic/checkout.js';
import { cancelCheckoutSession as route } from '../../shared/routes/agentic/cancel-checkout-session.js';

export const handler = acpEndpoint(route, async ({ caller, path, body }) => cancelSession(caller, path.checkoutSessionId, body));
