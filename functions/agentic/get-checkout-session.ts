import { acpReadEndpoint } from '../../shared/agentic/protocol.js';
import { getOwnSession } from '../../shared/agentic/checkout.js';
import { getCheckoutSession as route } from '../../shared/routes/agentic/get-checkout-session.js';

export const handler = acpReadEndpoint(route, async ({ caller, path }) => getOwnSession(caller, path.checkoutSessionId));
