/**
 * The sandbox's magic values: the one table that decides what a sandbox connector answers. The
 * README's "Test mode" section is generated from it (sandbox-docs.ts) and a unit test holds them
 * together. Test card numbers here are public test values, never real cards.
 */

/** What a sandbox debit does. */
export const DEBIT_BEHAVIOURS = [
  'succeed', 'generic_decline', 'insufficient_funds', 'processing_error', 'requires_pin', 'requires_confirmation', 'timeout_then_succeed',
] as const;
export type DebitBehaviour = (typeof DEBIT_BEHAVIOURS)[number];

/** What a sandbox credit does. */
export const CREDIT_BEHAVIOURS = ['succeed', 'generic_decline', 'timeout_then_succeed'] as const;
export type CreditBehaviour = (typeof CREDIT_BEHAVIOURS)[number];

/** What a sandbox refund (money back to a source) or recall (money taken back from a destination) does. */
export const REFUND_BEHAVIOURS = ['succeed', 'generic_decline', 'timeout_then_succeed'] as const;
export type RefundBehaviour = (typeof REFUND_BEHAVIOURS)[number];

export interface SandboxBehaviour {
  debit: DebitBehaviour;
  credit: CreditBehaviour;
  /** Refunds to the instrument and recalls from it; vault records written before refunds existed have none (succeed). */
  refund?: RefundBehaviour;
}

export const SUCCEED: SandboxBehaviour = { debit: 'succeed', credit: 'succeed', refund: 'succeed' };

export interface SandboxCard extends SandboxBehaviour {
  cardNumber: string;
  /** Whose test number it is: Stripe's well-known ones, or ours for what Stripe has no number for. */
  origin: 'Stripe' | 'sandbox';
}

/** Any expiry in the future and any CVV of the right shape; the number alone decides. */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { cardNumber: '4242424242424242', origin: 'Stripe', debit: 'succeed', credit: 'succeed', refund: 'succeed' },
  { cardNumber: '4000000000000002', origin: 'Stripe', debit: 'generic_decline', credit: 'succeed', refund: 'succeed' },
  { cardNumber: '4000000000009995', origin: 'Stripe', debit: 'insufficient_funds', credit: 'succeed', refund: 'succeed' },
  { cardNumber: '4000000000000119', origin: 'Stripe', debit: 'processing_error', credit: 'succeed', refund: 'succeed' },
  // Ours: BIN 499000, outside Stripe's documented numbers, Luhn-valid.
  { cardNumber: '4990000000000202', origin: 'sandbox', debit: 'requires_pin', credit: 'succeed', refund: 'succeed' },
  { cardNumber: '4990000000000301', origin: 'sandbox', debit: 'requires_confirmation', credit: 'succeed', refund: 'succeed' },
  { cardNumber: '4990000000000400', origin: 'sandbox', debit: 'timeout_then_succeed', credit: 'timeout_then_succeed', refund: 'timeout_then_succeed' },
  { cardNumber: '4990000000000509', origin: 'sandbox', debit: 'succeed', credit: 'generic_decline', refund: 'succeed' },
  { cardNumber: '4990000000000608', origin: 'sandbox', debit: 'succeed', credit: 'succeed', refund: 'generic_decline' },
];

export interface SandboxSuffix extends SandboxBehaviour {
  /** The last six characters of an MSISDN or bank account number. */
  suffix: string;
}

/**
 * Mobile wallets and bank accounts: the value's last six characters decide, so any
 * otherwise valid number can be made to behave (six, so random test numbers rarely hit one).
 */
export const SANDBOX_SUFFIXES: readonly SandboxSuffix[] = [
  { suffix: '000002', debit: 'generic_decline', credit: 'succeed', refund: 'succeed' },
  { suffix: '009995', debit: 'insufficient_funds', credit: 'succeed', refund: 'succeed' },
  { suffix: '000119', debit: 'processing_error', credit: 'succeed', refund: 'succeed' },
  { suffix: '000202', debit: 'requires_pin', credit: 'succeed', refund: 'succeed' },
  { suffix: '000301', debit: 'requires_confirmation', credit: 'succeed', refund: 'succeed' },
  { suffix: '000400', debit: 'timeout_then_succeed', credit: 'timeout_then_succeed', refund: 'timeout_then_succeed' },
  { suffix: '000509', debit: 'succeed', credit: 'generic_decline', refund: 'succeed' },
  { suffix: '000608', debit: 'succeed', credit: 'succeed', refund: 'generic_decline' },
];

/** The one PIN or voucher code the sandbox accepts; any other is declined as incorrect_pin. */
export const SANDBOX_PIN = '1234';

/** Examples built on the suffixes, as the README shows them. */
export const suffixExamples = (suffix: string) => ({
  mobileWallet: `+233240${suffix}`,
  bankAccount: `1000${suffix}`,
});

/** A card number's behaviour: its row, else success. */
export function cardBehaviour(cardNumber: string): SandboxBehaviour {
  const row = SANDBOX_CARDS.find((c) => c.cardNumber === cardNumber);
  return row ? { debit: row.debit, credit: row.credit, refund: row.refund ?? 'succeed' } : SUCCEED;
}

/** An MSISDN's or account number's behaviour, by its last six characters. */
export function suffixBehaviour(value: string): SandboxBehaviour {
  const row = SANDBOX_SUFFIXES.find((s) => value.toLowerCase().endsWith(s.suffix));
  return row ? { debit: row.debit, credit: row.credit, refund: row.refund ?? 'succeed' } : SUCCEED;
}
