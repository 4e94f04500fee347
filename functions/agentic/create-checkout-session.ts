import { acpEndpoint } from '../../shared/agentic/acp-endpoint.js';
import { createSession } from '../../shared/agentic/checkout.js';
import { createCheckoutSession as route } from '../../shared/routes/agentic/create-checkout-session.js';

export const handler = acpEndpoint(route, async ({ caller, body }) => createSession(caller, body));
