/**
 * Agentic commerce: checkout sessions for software agents, delegated card tokens, and the product
 * feed. These routes speak the Agentic Commerce Protocol (protocol: 'acp'): bare ACP bodies, ACP's
 * error object, API-Version, Idempotency-Key and Request-Id headers (docs/decisions/agentic.md).
 * signingKey: idempotency records keep an HMAC of the body and the sealed answer (ACP-7).
 */
import { route } from '../http/route.js';
import { noQuery } from '../http/schemas.js';
import {
  cancelCheckoutSessionBody, checkoutSessionPath, checkoutSessionResult, completeCheckoutSessionBody, createCheckoutSessionBody,
  delegatePaymentBody, delegatePaymentResult, productFeedQuery, productFeedResult, updateCheckoutSessionBody,
} from '../schemas/agentic.js';

const domain = 'agentic';
const protocol = 'acp';

export const createCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions', auth: 'access', domain, handler: 'agentic/create-checkout-session', protocol,
  schemas: { query: noQuery(), body: createCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 201, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Opens a checkout session priced from the platform\'s products; capabilities in the answer are those both sides support.',
});

export const updateCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}', auth: 'access', domain, handler: 'agentic/update-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), body: updateCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Changes the line items or buyer of an open session and prices it again.',
});

export const getCheckoutSession = route({
  method: 'GET', path: '/v1/checkout_sessions/{checkoutSessionId}', auth: 'access', domain, handler: 'agentic/get-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), response: checkoutSessionResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One checkout session; its order\'s status follows the payment.',
});

export const completeCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}/complete', auth: 'access', domain,
  handler: 'agentic/complete-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), body: completeCheckoutSessionBody, response: checkoutSessionResult },
  // The webhooks queue: the order's order_create is enqueued with the payment's insert (ACP-18).
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], queues: ['webhooks'], signingKey: true },
  summary: 'Pays with a delegated vault token through the payments engine and creates the order.',
});

export const cancelCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}/cancel', auth: 'access', domain, handler: 'agentic/cancel-checkout-session', protocol,
  schemas: { path: checkoutSessionPath, query: noQuery(), body: cancelCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Cancels an open checkout session; a completed or cancelled one answers 405.',
});

export const delegatePayment = route({
  method: 'POST', path: '/v1/agentic_commerce/delegate_payment', auth: 'access', domain, handler: 'agentic/delegate-payment', protocol,
  schemas: { query: noQuery(), body: delegatePaymentBody, response: delegatePaymentResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Vaults a card for one allowance (amount, currency, session, merchant, expiry); returns the single-use vt_ token.',
});

export const productFeed = route({
  method: 'GET', path: '/v1/acp/products', auth: 'access', domain, handler: 'agentic/product-feed', protocol,
  schemas: { query: productFeedQuery, response: productFeedResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Product feed for agents in ACP\'s product shape, filtered by free text and optionally by merchant; paged.',
});
