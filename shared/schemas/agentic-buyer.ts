/**
 * ACP's Buyer on a checkout session request (create, update, complete). Its company, loyalty and
 * tax_exemption are ACP's closed objects (CompanyInfo, LoyaltyInfo, TaxExemption), bounded here, not
 * free-form: a buyer is kept on the session and in every answer, so it stays a few KB (ACP-21).
 */
import * as z from 'zod/mini';
import { emailAddress, integer, text } from './common.js';
import { opt } from './agentic-fields.js';

/** RFC 3339 as ACP's date-time format has it; a pattern rather than common.ts's dateTime(), whose builder would add ~1 KB to each session route. */
const rfc3339 = () => z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/i, 'must be an RFC 3339 date-time, e.g. 2024-01-15T09:00:00Z'));

const companyInfo = z.strictObject({
  name: text(200),
  tax_id: opt(text(64)),
  department: opt(text(200)),
  cost_center: opt(text(64)),
});

const loyaltyInfo = z.strictObject({
  tier: opt(text(64)),
  points_balance: opt(integer()),
  member_since: opt(rfc3339()),
});

const taxExemption = z.strictObject({
  certificate_id: text(128),
  certificate_type: z.enum(['resale', 'exempt_organization', 'government']),
  exempt_regions: opt(z.array(text(16)).check(z.maxLength(100, 'must hold at most 100 regions'))),
  expires_at: opt(rfc3339()),
});

export const buyer = z.strictObject({
  first_name: opt(text(100)),
  last_name: opt(text(100)),
  full_name: opt(text(200)),
  email: emailAddress(),
  phone_number: opt(text(32)),
  customer_id: opt(text(128)),
  account_type: opt(z.enum(['guest', 'registered', 'business'])),
  authentication_status: opt(z.enum(['authenticated', 'guest', 'requires_signin'])),
  company: opt(companyInfo),
  loyalty: opt(loyaltyInfo),
  tax_exemption: opt(taxExemption),
});
export type Buyer = z.infer<typeof buyer>;
