/**
 * Agentic commerce: checkout sessions, delegated card tokens and the product feed. Field names are
 * snake_case as agents send them (Agentic Commerce Protocol style).
 */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { currencyCode, dateTime, emailAddress, looseRecord, looseResult, objectList, opt, requiredText, text } from './common.js';

/** Session ids are ours but opaque to agents: no UUID promise. */
export const checkoutSessionPath = z.strictObject({
  checkoutSessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a checkout session id')),
});

// Agents send lower-case ISO 4217 codes ("usd"); normalised, then checked like every other currency.
const agentCurrency = () => z.pipe(z.pipe(text(3), z.transform((c: string) => c.toUpperCase())), currencyCode());

/** Designed: the interface shows line items only as objects; an item is a product and a quantity. */
export const lineItemRequest = z.strictObject({
  id: requiredText(128),
  quantity: z.number().check(z.int('must be a whole number'), z.gte(1, 'must be 1 to 999'), z.lte(999, 'must be 1 to 999')),
});
export type LineItemRequest = z.infer<typeof lineItemRequest>;

const lineItems = () => z.array(lineItemRequest).check(z.maxLength(100, 'must hold at most 100 line items'));

/** What the agent can handle; the answer carries the intersection with what the session offers. */
export const capabilities = z.strictObject({ interventions: looseRecord() });

export const createCheckoutSessionBody = z.strictObject({
  currency: opt(agentCurrency()),
  line_items: opt(lineItems()),
  capabilities: capabilities,
  external_reference: opt(text(128)),
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBody>;

export const updateCheckoutSessionBody = z.strictObject({
  line_items: opt(lineItems()),
  capabilities: capabilities,
});
export type UpdateCheckoutSessionBody = z.infer<typeof updateCheckoutSessionBody>;

export const completeCheckoutSessionBody = z.strictObject({
  payment_data: z.strictObject({
    /** The vault token (vt_…) from POST /v1/agentic_commerce/delegate_payment. */
    token: requiredText(256),
    provider: requiredText(64),
    type: requiredText(32),
  }),
  buyer: z.strictObject({
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: emailAddress(),
  }),
});
export type CompleteCheckoutSessionBody = z.infer<typeof completeCheckoutSessionBody>;

export const checkoutSessionResult = z.object({
  id: z.string(),
  status: z.string(),
  currency: z.string(),
  merchant_reference: z.string(),
  merchant_name: z.string(),
  line_items: z.array(looseResult()),
  totals: looseResult(),
  capabilities: looseResult(),
  messages: z.array(looseResult()),
  /** Present once the session is completed. */
  order: opt(looseResult()),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CheckoutSessionResult = z.infer<typeof checkoutSessionResult>;

export const delegatePaymentBody = z.strictObject({
  payment_method: z.strictObject({
    type: requiredText(32),
    number: z.string().check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
    expiry_month: z.number().check(z.int('must be a whole number'), z.gte(1, 'must be 1 to 12'), z.lte(12, 'must be 1 to 12')),
    expiry_year: z.number().check(z.int('must be a whole number'), z.gte(2000, 'must be a four-digit year'), z.lte(2100, 'must be a four-digit year')),
    cvc: z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
    name: requiredText(100),
  }),
  allowance: z.strictObject({
    reason: requiredText(64),
    max_amount: amountInCents(),
    currency: agentCurrency(),
    checkout_session_id: checkoutSessionPath.shape.checkoutSessionId,
    merchant_id: requiredText(128),
    expires_at: dateTime(),
  }),
  billing_address: z.strictObject({
    name: requiredText(200),
    line_one: requiredText(256),
    line_two: opt(text(256)),
    city: requiredText(128),
    state: opt(text(128)),
    // Agents send alpha-2 or alpha-3 country codes.
    country: z.string().check(z.regex(/^[A-Za-z]{2,3}$/, 'must be a two- or three-letter country code')),
    postal_code: requiredText(20),
  }),
  risk_signals: opt(objectList(50)),
  metadata: opt(z.record(text(64), text(512))),
});
export type DelegatePaymentBody = z.infer<typeof delegatePaymentBody>;

export const delegatePaymentResult = z.object({ id: z.string(), created: z.string(), expires_at: z.string() });
export type DelegatePaymentResult = z.infer<typeof delegatePaymentResult>;

/** merchant_reference is our name for the merchant filter the interface leaves unnamed. */
export const productFeedQuery = z.strictObject({
  q: z.optional(text(256)),
  merchant_reference: z.optional(uuid()),
});
export type ProductFeedQuery = z.infer<typeof productFeedQuery>;

export const productFeedResult = z.object({
  version: z.string(),
  products: z.array(looseResult()),
  total: z.number(),
});
export type ProductFeedResult = z.infer<typeof productFeedResult>;
