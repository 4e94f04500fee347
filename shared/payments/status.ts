/**
 * GET /v1/pay/status/{paymentReference} and GET /v1/pay/receipt/{paymentReference}: the payment as
 * its readers see it (access.ts), legs grouped as the request had them, each with its own status and
 * a masked display, what it waits for, totals and progress.
 *
 * Poll interval (interface: "at least 1 second between polls, otherwise cached results"): each
 * container keeps the last status answer per payment and reader for 1 s and serves it again to a
 * poll inside that second, without reading the table. Cheap (no write per poll, which a shared
 * cache item would need) and never wrong: a poll that lands on another container is answered fresh.
 */
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError } from '../http/errors.js';
import { isFinalStatus } from '../lookups/final-statuses.js';
import type { PaymentLegResult, PaymentStatusResult } from '../schemas/payment-status-result.js';
import type { PaymentReceiptResult } from '../schemas/payment-receipt-result.js';
import { mayAnswer, mayRead } from './access.js';
import { getPayment, percentageComplete, type LegRecord, type PaymentRecord } from './payments.js';

export const POLL_INTERVAL_MS = 1000;
const CACHE_LIMIT = 500;

/** Request keys whose item is a single object (the rest are lists). */
const SINGLE = new Set(['cash', 'applePay', 'googlePay']);

function legResult(leg: LegRecord): PaymentLegResult {
  return {
    transactionReference: leg.transactionReference, rail: leg.leg.rail, status: leg.status, amountInCents: leg.amountInCents, currency: leg.currency,
    display: leg.display,
    ...(leg.awaiting && (leg.status === 'AwaitingPin' || leg.status === 'AwaitingConfirmation') ? { awaiting: leg.awaiting } : {}),
    ...(leg.declineCode ? { declineCode: leg.declineCode } : {}),
    ...(leg.failureReason ? { failureReason: leg.failureReason } : {}),
    ...(leg.refundedInCents ? { refundedInCents: leg.refundedInCents } : {}),
  };
}

function grouped(legs: readonly LegRecord[]): Record<string, PaymentLegResult | PaymentLegResult[]> {
  const groups: Record<string, PaymentLegResult | PaymentLegResult[]> = {};
  for (const leg of [...legs].sort((a, b) => a.index - b.index)) {
    if (SINGLE.has(leg.group)) groups[leg.group] = legResult(leg);
    else {
      const list = groups[leg.group];
      groups[leg.group] = Array.isArray(list) ? [...list, legResult(leg)] : [legResult(leg)];
    }
  }
  return groups;
}

/** The status answer of a stored payment (pure). */
export function paymentStatusOf(payment: PaymentRecord): PaymentStatusResult {
  const waiting = payment.sources.find((l) => (l.status === 'AwaitingPin' || l.status === 'AwaitingConfirmation') && l.awaiting);
  return {
    isComplete: isFinalStatus(payment.status),
    percentageComplete: percentageComplete(payment),
    status: payment.status,
    paymentStartedDate: payment.startedAt ?? payment.createdAt,
    ...(payment.completedAt ? { paymentCompletedDate: payment.completedAt } : {}),
    ...(payment.yourReference ? { yourReference: payment.yourReference } : {}),
    ...(payment.description ? { description: payment.description } : {}),
    paymentReference: payment.paymentReference,
    shortPaymentReference: payment.shortPaymentReference,
    ...(payment.splitReference ? { splitReference: payment.splitReference } : {}),
    channel: payment.channel,
    ...(payment.consumerReference ? { consumerReference: payment.consumerReference } : {}),
    // A payment stored before the consumer was kept on it shows the reference alone (PAY-21).
    ...(payment.consumer || payment.consumerReference ? { consumer: payment.consumer ?? { reference: payment.consumerReference } } : {}),
    ...(payment.location ? { location: payment.location } : {}),
    ...(payment.merchant ? { merchant: payment.merchant } : {}),
    paymentSources: grouped(payment.sources),
    paymentDestinations: grouped(payment.destinations),
    amountTotals: payment.amountTotals,
    ...(payment.refundedAmountTotals ? { refundedAmountTotals: payment.refundedAmountTotals } : {}),
    ...(waiting?.awaiting ? { awaiting: { kind: waiting.awaiting, transactionReference: waiting.transactionReference } } : {}),
    ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
  };
}

/**
 * The answer as this caller may see it. Its payer (those who `mayAnswer`: the caller that submitted
 * it, its consumer, admin) sees it all; a payee (a merchant it pays, a refund operator reading a
 * refund's original receipt) sees of the consumer only its reference and name (PAY-21): the rest of
 * the request's description of it (e-mail, mobile, date of birth, PAY-22) is the payer's (PAY-35).
 * Webhooks go to the payer's receiver and carry the whole answer.
 */
export function asSeenBy<T extends PaymentStatusResult>(caller: Caller, payment: PaymentRecord, answer: T): T {
  if (!answer.consumer || mayAnswer(caller, payment)) return answer;
  const { consumer, ...rest } = answer;
  const named = Object.entries(consumer).filter(([field]) => field === 'reference' || field === 'firstName' || field === 'lastName');
  return (named.length > 0 ? { ...rest, consumer: Object.fromEntries(named) } : rest) as T;
}

/** The payment if this caller may read it; 404 otherwise, the same answer as for one that does not exist. */
export async function readablePayment(caller: Caller, paymentReference: string, field = 'path.paymentReference'): Promise<PaymentRecord> {
  const payment = await getPayment(paymentReference.toLowerCase());
  if (!payment || !mayRead(caller, payment)) throw new NotFoundError('Payment', field);
  return payment;
}

const cache = new Map<string, { at: number; result: PaymentStatusResult }>();

function readerKey(caller: Caller): string {
  if (caller.kind !== 'user') return callerScope(caller);
  return [callerScope(caller), caller.claims['ConsumerReference'] ?? '', caller.claims['MerchantReference'] ?? ''].join('|');
}

/**
 * GET /v1/pay/status/{paymentReference} (and, once its bill is found, /v1/pay/status/qrpayment/{billReference}):
 * fresh at most once a second per payment and reader (per container). `field` is what a 404 names.
 */
export async function paymentStatus(caller: Caller, paymentReference: string, now: () => number = Date.now, field?: string): Promise<PaymentStatusResult> {
  const key = `${paymentReference.toLowerCase()}|${readerKey(caller)}`;
  const hit = cache.get(key);
  if (hit && now() - hit.at < POLL_INTERVAL_MS) return hit.result;
  const payment = await readablePayment(caller, paymentReference, field);
  const result = asSeenBy(caller, payment, paymentStatusOf(payment));
  cache.delete(key);
  cache.set(key, { at: now(), result });
  // Oldest first in a Map: drop from the front to stay bounded.
  for (const old of cache.keys()) {
    if (cache.size <= CACHE_LIMIT) break;
    cache.delete(old);
  }
  return result;
}

/** The receipt answer of a stored payment (pure): the status plus the request's line items. */
export function paymentReceiptOf(payment: PaymentRecord): PaymentReceiptResult {
  return { ...paymentStatusOf(payment), lineItems: payment.lineItems ?? [] };
}

/** GET /v1/pay/receipt/{paymentReference}: always fresh. */
export async function paymentReceipt(caller: Caller, paymentReference: string): Promise<PaymentReceiptResult> {
  const payment = await readablePayment(caller, paymentReference);
  return asSeenBy(caller, payment, paymentReceiptOf(payment));
}
