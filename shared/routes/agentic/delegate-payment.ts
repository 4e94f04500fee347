import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { delegatePaymentBody, delegatePaymentResult } from '../../schemas/agentic-delegate.js';

const domain = 'agentic';
const protocol = 'acp';

export const delegatePayment = accessRoute({
  method: 'POST', path: '/v1/agentic_commerce/delegate_payment', auth: 'access', domain, handler: 'agentic/delegate-payment', protocol,
  schemas: { query: noQuery(), body: delegatePaymentBody, response: delegatePaymentResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Vaults a card for one allowance (amount, currency, session, merchant, expiry); returns the single-use vt_ token.',
});
