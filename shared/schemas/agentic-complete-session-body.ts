/** The body of POST /v1/checkout_sessions/{id}/complete: ACP's PaymentData and what comes with it. */
import * as z from 'zod/mini';
import { objectList, requiredText, text } from './common.js';
import { ignored, opt } from './agentic-fields.js';
import { address } from './agentic-address.js';
import { buyer } from './agentic-buyer.js';

/** ACP's PaymentData, with the handler route only: a purchase order number is refused (ACP-6). */
export const paymentData = z.strictObject({
  handler_id: requiredText(128),
  instrument: z.object({
    type: requiredText(64),
    credential: z.object({ type: requiredText(64), token: requiredText(256) }),
  }),
  billing_address: opt(address),
});
export type PaymentData = z.infer<typeof paymentData>;

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
