/** ACP's Buyer on a checkout session request (create, update, complete). */
import * as z from 'zod/mini';
import { emailAddress, looseRecord, text } from './common.js';
import { opt } from './agentic-fields.js';

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
