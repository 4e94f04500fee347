/** The body of POST /v1/checkout_sessions (agentic.md says what is strict and what is ignored). */
import * as z from 'zod/mini';
import { objectList, text } from './common.js';
import { agentCurrency, discountCodes, discountsRequest, ignored, opt } from './agentic-fields.js';
import { buyer } from './agentic-buyer.js';
import { capabilitiesRequest } from './agentic-capabilities-request.js';
import { lineItems } from './agentic-item.js';

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
