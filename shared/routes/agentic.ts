/**
 * Agentic commerce: checkout sessions for software agents, delegated card tokens, and the product
 * feed. These routes speak the Agentic Commerce Protocol (protocol: 'acp'): bare ACP bodies, ACP's
 * error object, API-Version, Idempotency-Key and Request-Id headers (docs/decisions/agentic.md).
 * signingKey: idempotency records keep an HMAC of the body and the sealed answer (ACP-7).
 */
export { createCheckoutSession } from './agentic/create-checkout-session.js';
export { updateCheckoutSession } from './agentic/update-checkout-session.js';
export { getCheckoutSession } from './agentic/get-checkout-session.js';
export { completeCheckoutSession } from './agentic/complete-checkout-session.js';
export { cancelCheckoutSession } from './agentic/cancel-checkout-session.js';
export { delegatePayment } from './agentic/delegate-payment.js';
export { productFeed } from './agentic/product-feed.js';
