/**
 * Agentic commerce: checkout sessions, delegated card tokens and the product feed, in the bodies of
 * the Agentic Commerce Protocol 2026-04-17 (../shared/spec/acp-2026-04-17, docs/decisions/agentic.md).
 * Requests are strict where ACP's JSON Schemas are (`additionalProperties: false`); the parts ACP
 * defines but this platform does not act on (fulfilment, attribution) are accepted as objects and
 * ignored (ACP-4); discount codes are answered as rejected (ACP-14). Responses list every field they carry, as the route table requires.
 */
export { checkoutSessionPath } from './agentic-session-path.js';
export {
  buyer, cancelCheckoutSessionBody, capabilitiesRequest, completeCheckoutSessionBody, createCheckoutSessionBody, interventionCapabilities, itemRequest,
  paymentData, updateCheckoutSessionBody,
  type Buyer, type CancelCheckoutSessionBody, type CapabilitiesRequest, type CompleteCheckoutSessionBody, type CreateCheckoutSessionBody,
  type ItemRequest, type PaymentData, type UpdateCheckoutSessionBody,
} from './agentic-checkout-requests.js';
export {
  capabilitiesResult, checkoutSessionResult, orderResult,
  type CapabilitiesResult, type CheckoutSessionResult, type LineItemResult, type MessageResult, type OrderLineItemResult, type OrderResult,
  type TotalResult,
} from './agentic-checkout-results.js';
export {
  allowance, delegatePaymentBody, delegatePaymentResult, paymentMethodCard, type Allowance, type DelegatePaymentBody, type DelegatePaymentResult,
} from './agentic-delegate.js';
export {
  feedProductResult, productFeedQuery, productFeedResult, type FeedProductResult, type ProductFeedQuery, type ProductFeedResult,
} from './agentic-feed.js';
