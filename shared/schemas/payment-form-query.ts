/** Query of the hosted payment form for a terminal, merchant or QR bill. */
import * as z from 'zod/mini';
import { text } from './common.js';
import { yourReference } from './your-reference.js';

export const paymentFormQuery = z.strictObject({
  clientReference: z.optional(yourReference(128)),
  timestamp: z.optional(text(64)),
  templateName: z.optional(text(64)),
  notificationEmailTemplateName: z.optional(text(64)),
  options: z.optional(text(1024)),
});
export type PaymentFormQuery = z.infer<typeof paymentFormQuery>;
