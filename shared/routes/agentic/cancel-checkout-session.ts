import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { cancelCheckoutSessionBody } from '../../schemas/agentic-cancel-session-body.js';
import { checkoutSessionResult } from '../../schemas/agentic-checkout-results.js';
import { checkoutSessionPath } from '../../schemas/agentic-session-path.js';

const domain = 'agentic';
const protocol = 'acp';

export const cancelCheckoutSession = accessRoute({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}/cancel', auth: 'access', domain, handler: 'agentic/cancel-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), body: cancelCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Cancels an open checkout session; a completed or cancelled one answers 405.',
});
