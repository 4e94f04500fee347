import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { checkoutSessionResult } from '../../schemas/agentic-checkout-results.js';
import { checkoutSessionPath } from '../../schemas/agentic-session-path.js';

const domain = 'agentic';
const protocol = 'acp';

export const getCheckoutSession = accessRoute({
  method: 'GET', path: '/v1/checkout_sessions/{checkoutSessionId}', auth: 'access', domain, handler: 'agentic/get-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), response: checkoutSessionResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One checkout session; its order\'s status follows the payment.',
});
