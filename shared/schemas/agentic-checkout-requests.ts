/** Request bodies of the ACP checkout session routes (agentic.ts says what is strict and what is ignored). */
import * as z from 'zod/mini';
import { emailAddress, looseRecord, objectList, requiredText, text } from './common.js';
import { int, opt } from './agentic-fields.js';
import { address } from './agentic-address.js';

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
