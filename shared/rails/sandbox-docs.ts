/**
 * The README's "Test mode" tables, rendered from the sandbox table so the two cannot drift: a unit
 * test compares this text with the README between its test-mode markers.
 */
import {
  SANDBOX_CARDS, SANDBOX_PIN, SANDBOX_SUFFIXES, suffixExamples, type CreditBehaviour, type DebitBehaviour, type RefundBehaviour,
} from './sandbox-behaviour.js';

export const TEST_MODE_BEGIN = '<!-- test-mode:begin (generated from shared/rails/sandbox-behaviour.ts) -->';
export const TEST_MODE_END = '<!-- test-mode:end -->';

const DEBIT_TEXT: Record<DebitBehaviour, string> = {
  succeed: 'succeeds',
  generic_decline: 'declined, `generic_decline`',
  insufficient_funds: 'declined, `insufficient_funds`',
  processing_error: 'declined, `processing_error`',
  requires_pin: 'waits for a PIN (`requires_pin`)',
  requires_confirmation: 'waits for confirmation (`requires_confirmation`)',
  timeout_then_succeed: 'first attempt throws `RailTimeout`, the retry succeeds',
};

const CREDIT_TEXT: Record<CreditBehaviour, string> = {
  succeed: 'succeeds',
  generic_decline: 'declined, `generic_decline`',
  timeout_then_succeed: 'first attempt throws `RailTimeout`, the retry succeeds',
};

const REFUND_TEXT: Record<RefundBehaviour, string> = {
  succeed: 'succeeds',
  generic_decline: 'declined, `generic_decline`',
  timeout_then_succeed: 'first attempt throws `RailTimeout`, the retry succeeds',
};

/** The markdown between the markers, markers included. */
export function testModeMarkdown(): string {
  const cards = SANDBOX_CARDS.map((c) => `| \`${c.cardNumber}\` | ${c.origin} | ${DEBIT_TEXT[c.debit]} | ${CREDIT_TEXT[c.credit]} | ${REFUND_TEXT[c.refund ?? 'succeed']} |`);
  const suffixes = SANDBOX_SUFFIXES.map((s) => {
    const e = suffixExamples(s.suffix);
    return `| \`${s.suffix}\` | \`${e.mobileWallet}\` | \`${e.bankAccount}\` | ${DEBIT_TEXT[s.debit]} | ${CREDIT_TEXT[s.credit]} | ${REFUND_TEXT[s.refund ?? 'succeed']} |`;
  });
  return [
    TEST_MODE_BEGIN,
    '',
    'Cards (any future expiry, any CVV of the right shape; any other Luhn-valid number succeeds):',
    '',
    '| Card number | From | Debit (card as source) | Credit (card as destination) | Refund to it / recall from it |',
    '|---|---|---|---|---|',
    ...cards,
    '',
    'Mobile wallets and bank accounts: the last six characters of the MSISDN or account number decide',
    '(any other value succeeds); examples:',
    '',
    '| Ends in | Mobile wallet MSISDN | Bank account number | Debit | Credit | Refund / recall |',
    '|---|---|---|---|---|---|',
    ...suffixes,
    '',
    `PIN or voucher: \`${SANDBOX_PIN}\` completes a debit waiting for a PIN; any other is declined (\`incorrect_pin\`).`,
    'A refund or recall is declined (`original_not_found`) unless the rail settled the debit or credit it',
    'gives back for, and not reversed it.',
    'QR codes of other schemes (SnapScan, Zapper, GHQR, NIBSS ... read from the code, never an unreadable, damaged or expired one:',
    'those are refused before the payment starts) are paid through the qrCode rail and always succeed; a code of this platform',
    "(its template 28) is paid inside the platform, to its merchant's ledger account. Cash, Apple Pay and Google Pay always succeed.",
    'Reversals always succeed. Merchants,',
    "bills and wallets are not a rail: they are paid inside the platform, by a ledger posting to the merchant's account (a bill's: the product owner's)",
    "or the wallet's, with no connector; a wallet source is taken from its ledger balance the same way (an empty one is refused before the payment starts).",
    '',
    TEST_MODE_END,
  ].join('\n');
}
