/**
 * Agentic commerce: checkout sessions, delegated card tokens and the product feed, in the bodies of
 * the Agentic Commerce Protocol 2026-04-17 (../shared/spec/acp-2026-04-17, docs/decisions/agentic.md).
 * Requests are strict where ACP's JSON Schemas are (`additionalProperties: false`); the parts ACP
 * defines but this platform does not act on (fulfilment, attribution) are accepted as objects and
 * ignored (ACP-4); discount codes are answered as rejected (ACP-14). Responses list every field they carry, as the route table requires.
 */
import * as z from 'zod/mini';
import { dateTime, digitsAsInt, emailAddress, looseRecord, looseResult, objectList, requiredText, text } from './common.js';

const opt = <T extends z.ZodMiniType>(schema: T) => z.optional(schema);
const int = (min: number, max: number, what: string) =>
  z.number().check(z.int('must be a whole number'), z.gte(min, what), z.lte(max, what));

/** Session ids are ours (cs_…) but opaque to agents. */
export const checkoutSessionPath = z.strictObject({
  checkoutSessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a checkout session id')),
});

/** ACP sends ISO 4217 codes in lower case ("usd"); upper case is accepted too. */
const agentCurrency = () => z.string().check(z.regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code'));

/**
 * ACP's Item: the product reference, optionally its name and the price the agent saw. `quantity` is
 * not in ACP's Item (upstream issue #264); it is accepted as the one extension (ACP-5).
 */
export const itemRequest = z.strictObject({
  id: requiredText(128),
  name: opt(text(256)),
  unit_amount: opt(z.number().check(z.int('must be a whole number'))),
  quantity: opt(int(1, 999, 'must be 1 to 999')),
});
export type ItemRequest = z.infer<typeof itemRequest>;

const INTERVENTIONS = ['3ds', 'biometric', 'address_verification'] as const;

export const interventionCapabilities = z.strictObject({
  supported: opt(z.array(z.enum(INTERVENTIONS))),
  required: opt(z.array(z.enum(['3ds', 'biometric']))),
  enforcement: opt(z.enum(['always', 'conditional', 'optional'])),
  display_context: opt(z.enum(['native', 'webview', 'modal', 'redirect'])),
  redirect_context: opt(z.enum(['in_app', 'external_browser', 'none'])),
  max_redirects: opt(int(0, 100, 'must be 0 to 100')),
  max_interaction_depth: opt(int(1, 100, 'must be 1 to 100')),
});

/** What the agent can handle; the answer carries the intersection with what the platform supports. */
export const capabilitiesRequest = z.strictObject({
  payment: opt(looseRecord()),
  interventions: opt(interventionCapabilities),
  extensions: opt(z.array(z.union([text(128), looseRecord()])).check(z.maxLength(50, 'must hold at most 50 extensions'))),
});
export type CapabilitiesRequest = z.infer<typeof capabilitiesRequest>;

export const buyer = z.strictObject({
  first_name: opt(text(100)),
  last_name: opt(text(100)),
  full_name: opt(text(200)),
  email: emailAddress(),
  phone_number: opt(text(32)),
  customer_id: opt(text(128)),
  account_type: opt(z.enum(['guest', 'registered', 'business'])),
  authentication_status: opt(z.enum(['authenticated', 'guest', 'requires_signin'])),
  company: opt(looseRecord()),
  loyalty: opt(looseRecord()),
  tax_exemption: opt(looseRecord()),
});
export type Buyer = z.infer<typeof buyer>;

const lineItems = () => z.array(itemRequest).check(z.minLength(1, 'must hold at least one item'), z.maxLength(100, 'must hold at most 100 items'));

/** Accepted, stored nowhere and acted on by nothing here (ACP-4). */
const ignored = () => opt(looseRecord());

/** ACP's DiscountsRequest and the deprecated `coupons`: codes are answered as rejected (ACP-14). */
const discountCodes = () => z.array(text(64)).check(z.maxLength(20, 'must hold at most 20 codes'));
const discountsRequest = () => opt(z.strictObject({ codes: discountCodes() }));

export const createCheckoutSessionBody = z.strictObject({
  buyer: opt(buyer),
  line_items: lineItems(),
  currency: agentCurrency(),
  fulfillment_details: ignored(),
  capabilities: capabilitiesRequest,
  fulfillment_groups: opt(objectList(50)),
  affiliate_attribution: ignored(),
  coupons: opt(discountCodes()),
  discounts: discountsRequest(),
  locale: opt(text(35)),
  timezone: opt(text(64)),
  quote_id: opt(text(128)),
  metadata: ignored(),
  order_notes: opt(text(5000)),
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBody>;

export const updateCheckoutSessionBody = z.strictObject({
  buyer: opt(buyer),
  line_items: opt(lineItems()),
  fulfillment_details: ignored(),
  fulfillment_groups: opt(objectList(50)),
  selected_fulfillment_options: opt(objectList(50)),
  coupons: opt(discountCodes()),
  discounts: discountsRequest(),
  order_notes: opt(text(5000)),
});
export type UpdateCheckoutSessionBody = z.infer<typeof updateCheckoutSessionBody>;

const address = z.strictObject({
  name: text(256),
  line_one: text(60),
  line_two: opt(text(60)),
  city: text(60),
  state: text(128),
  country: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code')),
  postal_code: text(20),
});

/** ACP's PaymentData, with the handler route only: a purchase order number is refused (ACP-6). */
export const paymentData = z.strictObject({
  handler_id: requiredText(128),
  instrument: z.object({
    type: requiredText(64),
    credential: z.object({ type: requiredText(64), token: requiredText(256) }),
  }),
  billing_address: opt(address),
});

export const completeCheckoutSessionBody = z.strictObject({
  buyer: opt(buyer),
  payment_data: paymentData,
  authentication_result: ignored(),
  affiliate_attribution: ignored(),
  risk_signals: ignored(),
  marketing_consents: opt(objectList(20)),
  order_notes: opt(text(5000)),
});
export type CompleteCheckoutSessionBody = z.infer<typeof completeCheckoutSessionBody>;

/** ACP's CancelSessionRequest: optional, and only the reason is read. */
export const cancelCheckoutSessionBody = z.optional(z.object({
  intent_trace: opt(z.object({ reason_code: requiredText(64), trace_summary: opt(text(500)), metadata: opt(looseRecord()) })),
}));
export type CancelCheckoutSessionBody = z.infer<typeof cancelCheckoutSessionBody>;
export type PaymentData = z.infer<typeof paymentData>;

// --- responses -------------------------------------------------------------------------------

const totalResult = z.object({ type: z.string(), display_text: z.string(), amount: z.number() });
export type TotalResult = z.infer<typeof totalResult>;

const lineItemResult = z.object({
  id: z.string(),
  item: z.object({ id: z.string() }),
  quantity: z.number(),
  name: opt(z.string()),
  description: opt(z.string()),
  unit_amount: z.number(),
  product_id: opt(z.string()),
  category: opt(z.string()),
  totals: z.array(totalResult),
});
export type LineItemResult = z.infer<typeof lineItemResult>;

const messageResult = z.object({
  type: z.string(),
  code: z.string(),
  severity: z.string(),
  resolution: z.string(),
  param: z.string(),
  content_type: z.string(),
  content: z.string(),
});
export type MessageResult = z.infer<typeof messageResult>;

const paymentHandlerResult = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  version: z.string(),
  spec: z.string(),
  requires_delegate_payment: z.boolean(),
  requires_pci_compliance: z.boolean(),
  psp: z.string(),
  config_schema: z.string(),
  instrument_schemas: z.array(z.string()),
  config: looseResult(),
});

export const capabilitiesResult = z.object({
  payment: z.object({ handlers: z.array(paymentHandlerResult) }),
  interventions: z.object({ supported: z.array(z.string()), required: z.array(z.string()), enforcement: z.string() }),
  /** The extensions both sides support, as ACP's ExtensionDeclaration (ACP-6); absent when none. */
  extensions: opt(z.array(z.object({ name: z.string(), extends: z.array(z.string()) }))),
});
export type CapabilitiesResult = z.infer<typeof capabilitiesResult>;

/** ACP's OrderLineItem: what was ordered (nothing is fulfilled by the platform, so current = ordered). */
const orderLineItemResult = z.object({
  id: z.string(),
  title: z.string(),
  product_id: opt(z.string()),
  quantity: z.object({ ordered: z.number(), current: z.number() }),
  unit_price: z.number(),
  subtotal: z.number(),
});
export type OrderLineItemResult = z.infer<typeof orderLineItemResult>;

export const orderResult = z.object({
  type: z.literal('order'),
  id: z.string(),
  checkout_session_id: z.string(),
  order_number: z.string(),
  permalink_url: z.string(),
  status: z.string(),
  line_items: z.array(orderLineItemResult),
  totals: z.array(totalResult),
});
export type OrderResult = z.infer<typeof orderResult>;

export const checkoutSessionResult = z.object({
  id: z.string(),
  protocol: z.object({ version: z.string() }),
  capabilities: capabilitiesResult,
  buyer: opt(looseResult()),
  status: z.string(),
  currency: z.string(),
  locale: opt(z.string()),
  line_items: z.array(lineItemResult),
  fulfillment_options: z.array(looseResult()),
  totals: z.array(totalResult),
  messages: z.array(messageResult),
  links: z.array(z.object({ type: z.string(), title: z.string(), url: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
  /** merchant_reference, merchant_name and, once paid, payment_reference (ACP-3). */
  metadata: z.record(z.string(), z.string()),
  /** Present once the session is completed. */
  order: opt(orderResult),
  /** The discount codes sent, all rejected: no promotions run here (ACP-14). */
  discounts: opt(z.object({
    codes: z.array(z.string()),
    applied: z.array(z.never()),
    rejected: z.array(z.object({ code: z.string(), reason: z.string(), message: z.string() })),
  })),
});
export type CheckoutSessionResult = z.infer<typeof checkoutSessionResult>;

// --- delegated payment -----------------------------------------------------------------------

/** ACP's PaymentMethodCard. Expiry is required here although ACP leaves it optional: a card is paid with it (ACP-9). */
export const paymentMethodCard = z.strictObject({
  type: z.literal('card'),
  card_number_type: z.enum(['fpan', 'network_token']),
  number: z.string().check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
  exp_month: z.string().check(z.regex(/^(0?[1-9]|1[0-2])$/, 'must be a month 01 to 12')),
  exp_year: z.string().check(z.regex(/^\d{4}$/, 'must be a four-digit year')),
  name: opt(text(100)),
  cvc: opt(z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits'))),
  cryptogram: opt(text(256)),
  eci_value: opt(text(2)),
  checks_performed: opt(z.array(z.enum(['avs', 'cvv', 'ani', 'auth0']))),
  iin: opt(text(8)),
  display_card_funding_type: z.enum(['credit', 'debit', 'prepaid']),
  display_wallet_type: opt(text(64)),
  display_brand: opt(text(64)),
  display_last4: opt(z.string().check(z.regex(/^\d{4}$/, 'must be four digits'))),
  metadata: z.record(text(64), text(512)),
  virtual: opt(z.boolean()),
});

export const allowance = z.strictObject({
  reason: z.literal('one_time'),
  max_amount: int(1, 100_000_000_000, 'must be a positive amount in minor units'),
  currency: z.string().check(z.regex(/^[a-z]{3}$/, 'must be a lower-case ISO 4217 code, e.g. usd')),
  checkout_session_id: checkoutSessionPath.shape.checkoutSessionId,
  merchant_id: requiredText(256),
  expires_at: dateTime(),
});
export type Allowance = z.infer<typeof allowance>;

export const delegatePaymentBody = z.strictObject({
  payment_method: paymentMethodCard,
  allowance,
  billing_address: opt(address),
  risk_signals: z.array(z.strictObject({
    type: z.literal('card_testing'),
    score: z.number().check(z.int('must be a whole number')),
    action: z.enum(['blocked', 'manual_review', 'authorized']),
  })).check(z.maxLength(50, 'must hold at most 50 signals')),
  metadata: z.record(text(64), text(512)),
});
export type DelegatePaymentBody = z.infer<typeof delegatePaymentBody>;

/** ACP's DelegatePaymentResponse: the token's expiry travels in metadata.expires_at (ACP-10). */
export const delegatePaymentResult = z.object({ id: z.string(), created: z.string(), metadata: z.record(z.string(), z.string()) });
export type DelegatePaymentResult = z.infer<typeof delegatePaymentResult>;

// --- product feed ----------------------------------------------------------------------------

/** merchant_reference is our name for the merchant filter the interface leaves unnamed (ACP-12). */
export const productFeedQuery = z.strictObject({
  q: z.optional(text(256)),
  merchant_reference: z.optional(z.string().check(z.regex(/^[0-9a-fA-F-]{36}$/, 'must be a merchant reference (UUID)'))),
  limit: z.optional(z.string().check(z.regex(/^(100|[1-9]\d?)$/, 'must be 1 to 100'))),
  offset: z.optional(digitsAsInt(6)),
});
export type ProductFeedQuery = z.infer<typeof productFeedQuery>;

const priceResult = z.object({ amount: z.number(), currency: z.string() });

const feedVariantResult = z.object({
  id: z.string(),
  title: z.string(),
  description: opt(z.object({ plain: z.string() })),
  price: opt(priceResult),
  availability: z.object({ available: z.boolean(), status: z.string() }),
  categories: z.array(z.object({ value: z.string(), taxonomy: z.string() })),
  seller: z.object({ name: z.string() }),
});

export const feedProductResult = z.object({
  id: z.string(),
  title: z.string(),
  description: opt(z.object({ plain: z.string() })),
  variants: z.array(feedVariantResult),
});
export type FeedProductResult = z.infer<typeof feedProductResult>;

export const productFeedResult = z.object({
  version: z.string(),
  products: z.array(feedProductResult),
  total: z.number(),
});
export type ProductFeedResult = z.infer<typeof productFeedResult>;
