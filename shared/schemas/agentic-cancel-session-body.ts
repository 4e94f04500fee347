/** The body of POST /v1/checkout_sessions/{id}/cancel: ACP's CancelSessionRequest, optional, and only the reason is read. */
import * as z from 'zod/mini';
import { looseRecord, requiredText, text } from './common.js';
import { opt } from './agentic-fields.js';

export const cancelCheckoutSessionBody = z.optional(z.object({
  intent_trace: opt(z.object({ reason_code: requiredText(64), trace_summary: opt(text(500)), metadata: opt(looseRecord()) })),
}));
export type CancelCheckoutSessionBody = z.infer<typeof cancelCheckoutSessionBody>;
