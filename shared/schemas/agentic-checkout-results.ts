/** The checkout session as answered, with its capabilities and order. */
import * as z from 'zod/mini';
import { looseResult } from './common.js';
import { opt } from './agentic-fields.js';

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
  /** ACP's metadata for merchant use: the merchant and, once paid, the payment (ACP-3). */
  metadata: z.object({ merchant_reference: opt(z.string()), merchant_name: opt(z.string()), payment_reference: opt(z.string()) }),
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
