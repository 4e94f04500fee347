/** The body of POST /v1/checkout_sessions/{id} (agentic.md says what is strict and what is ignored). */
import * as z from 'zod/mini';
import { objectList, text } from './common.js';
import { discountCodes, discountsRequest, ignored, opt } from './agentic-fields.js';
import { buyer } from './agentic-buyer.js';
import { lineItems } from './agentic-item.js';

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
