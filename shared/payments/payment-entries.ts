/**
 * A payment against the ledger (reconciliation, PAY-18; tests): its holding account is its legs
 * (LED-14), so each leg's part must be what its status says, and each posting a leg made — and its
 * reversal — must have its entry in the other account (the source's or the destination's), read by
 * its key. Admin-only reporting: one Query for the payment, one GetItem a posting.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { ledgerAccountKey } from '../ledger/accounts.js';
import { ledgerKeys } from '../ledger/keys.js';
import type { LedgerTransaction } from '../ledger/transaction.js';
import { getPayment, legsOf, type LegRecord, type PaymentRecord } from './payments.js';
import { creditPosting, debitPosting, reversalPostings } from './tasks/postings.js';

export interface PaymentAmounts {
  currency: string;
  /** Taken from the sources (net of reversals). */
  sourcedInCents: number;
  /** Given to the destinations (net of reversals). */
  deliveredInCents: number;
}

export interface PaymentEntriesCheck {
  ok: boolean;
  /** What the legs posted, per currency, with what the holding account still holds. */
  actual: (PaymentAmounts & { heldInCents: number })[];
  mismatches: string[];
}

/** The other account's entry of a posting made at `at`: it must be there, with the posting's amount. */
async function counterEntryMismatch(tx: LedgerTransaction, hold: string, at: string): Promise<string | undefined> {
  const index = tx.postings.findIndex((p) => p.account !== hold);
  const posting = tx.postings[index];
  if (!posting) return `${tx.id}: no account but the holding account`;
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: ledgerKeys.entry(posting.account, at, tx.id, index), ConsistentRead: true }));
  if (!out.Item) return `${tx.id}: no entry in ${posting.account} at ${at}`;
  if (Number(out.Item['amountInCents']) !== posting.amountInCents || out.Item['currency'] !== posting.currency) {
    return `${tx.id}: ${posting.account} has ${String(out.Item['amountInCents'])} ${String(out.Item['currency'])}, the posting ${posting.amountInCents} ${posting.currency}`;
  }
  return undefined;
}

async function legMismatches(payment: PaymentRecord, leg: LegRecord): Promise<string[]> {
  const hold = ledgerAccountKey.paymentHold(payment.paymentReference);
  const sign = leg.side === 'source' ? 1 : -1;
  const held = leg.heldInCents ?? 0;
  const found: (string | undefined)[] = [];
  if (held !== (leg.status === 'Completed' ? sign * leg.amountInCents : 0)) found.push(`${leg.side} ${leg.transactionReference} is ${leg.status} and holds ${held}`);
  if (leg.heldInCents !== undefined && leg.heldAccount !== hold) found.push(`${leg.side} ${leg.transactionReference} names ${String(leg.heldAccount)}`);
  if (leg.status === 'Completed' || leg.status === 'Reversed') {
    const posting = leg.side === 'source' ? debitPosting(payment, leg) : creditPosting(payment, leg);
    found.push(leg.postedAt ? await counterEntryMismatch(posting, hold, leg.postedAt) : `${posting.id}: ${leg.status} without its posting's time`);
  }
  if (leg.status === 'Reversed') {
    const reversal = reversalPostings(payment, leg);
    found.push(leg.reversedAt ? await counterEntryMismatch(reversal, hold, leg.reversedAt) : `${reversal.id}: Reversed without its reversal's time`);
  }
  return found.filter((m): m is string => m !== undefined);
}

/** Compares what a payment's legs posted with its amounts, and each posting with its other side. */
export async function checkPaymentEntries(paymentReference: string, expected: readonly PaymentAmounts[]): Promise<PaymentEntriesCheck> {
  const payment = await getPayment(paymentReference);
  if (!payment) return { ok: false, actual: [], mismatches: [`no payment ${paymentReference}`] };
  const mismatches = (await Promise.all(legsOf(payment).map((leg) => legMismatches(payment, leg)))).flat();
  const byCurrency = new Map<string, PaymentAmounts>();
  for (const leg of legsOf(payment)) {
    if (leg.heldInCents === undefined) continue;
    const amounts = byCurrency.get(leg.currency) ?? { currency: leg.currency, sourcedInCents: 0, deliveredInCents: 0 };
    if (leg.side === 'source') amounts.sourcedInCents += leg.heldInCents;
    else amounts.deliveredInCents -= leg.heldInCents;
    byCurrency.set(leg.currency, amounts);
  }
  const actual = [...byCurrency.values()].map((a) => ({ ...a, heldInCents: a.sourcedInCents - a.deliveredInCents }));
  for (const a of actual) {
    if (a.heldInCents < 0) mismatches.push(`${a.currency}: holds ${a.heldInCents}, below zero`);
    const want = expected.find((x) => x.currency === a.currency);
    if (!want) {
      if (a.sourcedInCents !== 0 || a.deliveredInCents !== 0) mismatches.push(`${a.currency}: posted, not expected`);
    } else if (want.sourcedInCents !== a.sourcedInCents || want.deliveredInCents !== a.deliveredInCents) {
      mismatches.push(`${a.currency}: sourced ${a.sourcedInCents}/delivered ${a.deliveredInCents}, expected ${want.sourcedInCents}/${want.deliveredInCents}`);
    }
  }
  for (const want of expected) {
    if (!byCurrency.has(want.currency) && (want.sourcedInCents !== 0 || want.deliveredInCents !== 0)) mismatches.push(`${want.currency}: expected, nothing posted`);
  }
  return { ok: mismatches.length === 0, actual, mismatches };
}
