import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { createCheckoutSessionBody } from '../../schemas/agentic-create-session-body.js';
import { checkoutSessionResult } from '../../schemas/agentic-checkout-results.js';

const domain = 'agentic';
const protocol = 'acp';

export const createCheckoutSession = accessRoute({
  method: 'POST', path: '/v1/checkout_sessions', auth: 'access', domain, handler: 'agentic/create-checkout-session', protocol,
  schemas: { query: noQuery(), body: createCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 201, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Opens a checkout session priced from the platform\'s products; capabilities in the answer are those both sides support.',
});
