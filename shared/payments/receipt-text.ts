/**
 * What a receipt says, as plain functions of the stored payment: amounts in major units (integer
 * arithmetic on minor units, never floats), masked sources and destinations, and for the merchant
 * copy what that merchant received. The outbox template (shared/messages/template-texts.ts) lays the
 * values out; nothing here reads the table.
 */
import { merchantLedgerAccount } from '../ledger/accounts.js';
import { currencyUnits } from '../lookups/currency-units.js';
import type { ReceiptTemplateName } from '../schemas/receipt-kinds.js';
import type { DestinationLegRecord, PaymentRecord } from './payments.js';

export interface Money {
  currency: string;
  amountInCents: number;
}

/**
 * `amountInCents` minor units of `currency` as "ZAR 1,234.56", "JPY 1,500", "KWD 1.500": the
 * currency's ISO 4217 minor unit decides the decimals. String arithmetic on the integer, so no
 * binary fraction ever touches the amount.
 */
export function formatMinorUnits(amountInCents: number, currency: string): string {
  if (!Number.isSafeInteger(amountInCents)) throw new Error('amountInCents must be a safe integer');
  const minorUnits = currencyUnits(currency)?.minorUnits;
  if (minorUnits === undefined) throw new Error(`Unknown currency ${currency}`);
  const digits = String(Math.abs(amountInCents)).padStart(minorUnits + 1, '0');
  const major = digits.slice(0, digits.length - minorUnits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const minor = minorUnits > 0 ? `.${digits.slice(digits.length - minorUnits)}` : '';
  return `${currency} ${amountInCents < 0 ? '-' : ''}${major}${minor}`;
}

/** Several amounts, summed per currency (in first-seen order) and joined: "ZAR 25.00 + USD 3.00". */
export function formatAmounts(amounts: readonly Money[]): string {
  const sums = new Map<string, number>();
  for (const a of amounts) sums.set(a.currency, (sums.get(a.currency) ?? 0) + a.amountInCents);
  return [...sums].map(([currency, cents]) => formatMinorUnits(cents, currency)).join(' + ');
}

/**
 * A display as stored is already masked (plan.ts: "Card 424242******4242", "+*******4567"); this
 * masks any run of 9 or more digits again (all but the last four) so no receipt can ever carry a
 * card or account number, whatever a future display holds.
 */
export function maskDigitRuns(display: string): string {
  return display.replace(/\d{9,}/g, (run) => `${'*'.repeat(run.length - 4)}${run.slice(-4)}`);
}

const joinDisplays = (displays: readonly string[]): string => [...new Set(displays.map(maskDigitRuns))].join(', ');

/** "2026-11-23 09:15 UTC": one unambiguous form for every recipient. */
export function receiptDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * The destination legs that paid one merchant: its merchant legs, the legs paying into its own
 * ledger account (its bill products' legs, a QR code of the platform: plan.ts names the product
 * owner's account on each), and the legs into its own wallets (`ownWallets`, by reference: a leg
 * names only the wallet, the wallet record names the owner). Never another merchant's.
 */
export function legsOfMerchant(payment: Pick<PaymentRecord, 'destinations'>, merchantReference: string, ownWallets: readonly string[] = []): DestinationLegRecord[] {
  const wanted = merchantReference.toLowerCase();
  const account = merchantLedgerAccount(wanted).toLowerCase();
  const wallets = new Set(ownWallets.map((w) => w.toLowerCase()));
  return payment.destinations.filter(({ leg, ledgerAccount }) =>
    (leg.rail === 'merchant' && leg.instrument.merchantReference.toLowerCase() === wanted)
    || ledgerAccount?.toLowerCase() === account
    || (leg.rail === 'wallet' && wallets.has(leg.instrument.walletReference.toLowerCase())));
}

/** What a credited leg still holds for its payee: its amount less what refunds took back from it. */
const kept = (l: DestinationLegRecord): Money => ({ currency: l.currency, amountInCents: l.amountInCents - (l.refundedInCents ?? 0) });

/** The template params of a receipt of `payment` (every value non-secret and masked). */
export function receiptParams(
  payment: PaymentRecord,
  template: ReceiptTemplateName,
  options: { merchantReference?: string; ownWallets?: readonly string[]; name?: string } = {},
): Record<string, string> {
  const sources = joinDisplays(payment.sources.map((l) => l.display));
  const destinations = joinDisplays(payment.destinations.map((l) => l.display));
  const params: Record<string, string> = {
    reference: payment.shortPaymentReference,
    status: payment.status,
    date: receiptDate(payment.completedAt ?? payment.startedAt ?? payment.createdAt),
    amounts: formatAmounts(payment.amountTotals),
    ...(sources ? { sources } : {}),
    ...(destinations ? { destinations } : {}),
    ...(options.name ? { name: options.name } : {}),
  };
  // Refunds set refundedInCents on legs and these totals, never a leg's status (payments.ts withRefundApplied).
  const refunded = (payment.refundedAmountTotals ?? []).filter((t) => t.amountInCents > 0);
  if (refunded.length > 0) params['refunded'] = formatAmounts(refunded);
  if (template === 'receipt-merchant') {
    // What reached the merchant and stayed: only credited legs count (a failed payment received nothing).
    const credited = (options.merchantReference ? legsOfMerchant(payment, options.merchantReference, options.ownWallets) : payment.destinations)
      .filter((l) => l.status === 'Completed');
    params['received'] = credited.length > 0 ? formatAmounts(credited.map(kept)) : 'nothing';
  } else if (!params['sources']) {
    params['sources'] = 'no source';
  }
  return params;
}
