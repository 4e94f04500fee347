/** ACP delegated payment: the card, its allowance, and the vault token answered. */
import * as z from 'zod/mini';
import { dateTime, requiredText, text } from './common.js';
import { int, opt } from './agentic-fields.js';
import { address } from './agentic-address.js';
import { checkoutSessionPath } from './agentic-session-path.js';

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
