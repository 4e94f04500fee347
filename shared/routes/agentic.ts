/** Agentic commerce: checkout sessions for software agents, delegated card tokens, and the product feed. */
import { route } from '../http/route.js';
import { noQuery } from '../http/schemas.js';
import {
  checkoutSessionPath, checkoutSessionResult, completeCheckoutSessionBody, createCheckoutSessionBody, delegatePaymentBody,
  delegatePaymentResult, productFeedQuery, productFeedResult, updateCheckoutSessionBody,
} from '../schemas/agentic.js';

const domain = 'agentic';

export const createCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions', auth: 'access', domain, handler: 'agentic/create-checkout-session',
  schemas: { query: noQuery(), body: createCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 201, implemented: false, resources: { table: 'readwrite' },
  summary: 'Opens a checkout session; capabilities in the answer are those both sides support.',
});

export const updateCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}', auth: 'access', domain, handler: 'agentic/update-checkout-session',
  schemas: { path: checkoutSessionPath, query: noQuery(), body: updateCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 200, implemented: false, resources: { table: 'readwrite' },
  summary: 'Changes the line items or declared capabilities of an open session.',
});

export const getCheckoutSession = route({
  method: 'GET', path: '/v1/checkout_sessions/{checkoutSessionId}', auth: 'access', domain, handler: 'agentic/get-checkout-session',
  schemas: { path: checkoutSessionPath, query: noQuery(), response: checkoutSessionResult },
  successStatus: 200, implemented: false, resources: { table: 'read' },
  summary: 'One checkout session.',
});

export const completeCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}/complete', auth: 'access', domain,
  handler: 'agentic/complete-checkout-session',
  schemas: { path: checkoutSessionPath, query: noQuery(), body: completeCheckoutSessionBody, response: checkoutSessionResult },
  successStatus: 200, implemented: false, resources: { table: 'readwrite', workflows: ['payment'] },
  summary: 'Pays with a delegated token and creates the order.',
});

export const cancelCheckoutSession = route({
  method: 'POST', path: '/v1/checkout_sessions/{checkoutSessionId}/cancel', auth: 'access', domain, handler: 'agentic/cancel-checkout-session',
  schemas: { path: checkoutSessionPath, query: noQuery(), response: checkoutSessionResult },
  successStatus: 200, implemented: false, resources: { table: 'readwrite' },
  summary: 'Cancels an open checkout session.',
});

export const delegatePayment = route({
  method: 'POST', path: '/v1/agentic_commerce/delegate_payment', auth: 'access', domain, handler: 'agentic/delegate-payment',
  schemas: { query: noQuery(), body: delegatePaymentBody, response: delegatePaymentResult },
  successStatus: 200, implemented: false, resources: { table: 'readwrite' },
  summary: 'Vaults a card for one allowance (amount, currency, session, expiry); returns the vt_ token.',
});

export const productFeed = route({
  method: 'GET', path: '/v1/acp/products', auth: 'access', domain, handler: 'agentic/product-feed',
  schemas: { query: productFeedQuery, response: productFeedResult },
  successStatus: 200, implemented: false, resources: { table: 'read' },
  summary: 'Product feed for agents, filtered by free text and optionally by merchant.',
});
