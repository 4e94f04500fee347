import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { updateCheckoutSessionBody } from '../../schemas/agentic-update-session-body.js';
import { checkoutSessionResult } from '../../schemas/agentic-checkout-results.js';
import { checkoutSessionPath } from '../../schemas/agentic-session-path.js';

const domain = 'agentic';
const protocol = 'acp';

export const updateCheckoutSession = accessRoute({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}', auth: 'access', domain, handler: 'agentic/update-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), body: updateCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Changes the line items or buyer of an open session and prices it again.',
});
