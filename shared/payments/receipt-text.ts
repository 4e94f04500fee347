/**
 * What a receipt says, as plain functions of the stored payment: amounts in major units (integer
 * arithmetic on minor units, never floats), masked sources and destinations, and for the merchant
 * copy what that merchant received. The outbox template (shared/messages/template-texts.ts) lays the
 * values out; nothing here reads the table.
 */
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
 * The destination legs one merchant was paid by: its merchant legs, or (a merchant paid through
 * its bill products, whose legs name the product, not the merchant) the payment's bill legs.
 */
export function legsOfMerchant(payment: Pick<PaymentRecord, 'destinations'>, merchantReference: string): DestinationLegRecord[] {
  const wanted = merchantReference.toLowerCase();
  const own = payment.destinations.filter((l) => l.leg.rail === 'merchant' && l.leg.instrument.merchantReference.toLowerCase() === wanted);
  return own.length > 0 ? own : payment.destinations.filter((l) => l.leg.rail === 'bill');
}

/** The template params of a receipt of `payment` (every value non-secret and masked). */
export function receiptParams(
  payment: PaymentRecord,
  template: ReceiptTemplateName,
  options: { merchantReference?: string; name?: string } = {},
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
  if (template === 'receipt-merchant') {
    // What reached the merchant: only credited legs count (a failed payment received nothing).
    const credited = (options.merchantReference ? legsOfMerchant(payment, options.merchantReference) : payment.destinations)
      .filter((l) => l.status === 'Completed');
    params['received'] = credited.length > 0 ? formatAmounts(credited) : 'nothing';
  } else if (!params['sources']) {
    params['sources'] = 'no source';
  }
  return params;
}
