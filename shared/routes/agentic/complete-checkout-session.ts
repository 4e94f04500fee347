import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { completeCheckoutSessionBody } from '../../schemas/agentic-complete-session-body.js';
import { checkoutSessionResult } from '../../schemas/agentic-checkout-results.js';
import { checkoutSessionPath } from '../../schemas/agentic-session-path.js';

const domain = 'agentic';
const protocol = 'acp';

export const completeCheckoutSession = accessRoute({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}/complete', auth: 'access', domain,
  handler: 'agentic/complete-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), body: completeCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true },
  summary: 'Pays with a delegated vault token through the payments engine and creates the order.',
});
