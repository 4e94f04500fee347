/**
 * Reading an account's entries (its statement) by time: one Query on the account's partition
 * (keys.ts), paged. Request paths may use it (limits count what was spent in a period).
 */
import { queryAll } from '../db/query.js';
import { ENTRY_SK_PREFIX, LEDGER_PK_PREFIX } from './keys.js';
import type { LedgerKind } from './transaction.js';

export interface LedgerEntry {
  account: string;
  currency: string;
  /** Signed: + into the account, − out of it. */
  amountInCents: number;
  transactionId: string;
  kind: LedgerKind;
  reversesKind?: LedgerKind;
  paymentReference?: string;
  transactionReference?: string;
  createdAt: string;
}

export interface StatementRange {
  /** Only entries in this currency. */
  currency?: string;
  /** Inclusive bounds. */
  from?: Date;
  to?: Date;
}

/** An account's entries, oldest first. */
export async function accountEntries(accountKey: string, range: StatementRange = {}): Promise<LedgerEntry[]> {
  // '~' sorts after every character of an ISO time and of '#', so `to` is inclusive.
  const low = `${ENTRY_SK_PREFIX}${range.from?.toISOString() ?? ''}`;
  const high = `${ENTRY_SK_PREFIX}${range.to?.toISOString() ?? ''}~`;
  const entries = (await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
    ExpressionAttributeValues: { ':pk': `${LEDGER_PK_PREFIX}${accountKey}`, ':low': low, ':high': high },
    ConsistentRead: true,
  })) as unknown as LedgerEntry[];
  return range.currency ? entries.filter((e) => e.currency === range.currency) : entries;
}

/** Whether an entry is spending from its account: a payment's debit, or the reversal giving one back. */
const countsAsSpending = (e: LedgerEntry) => e.kind === 'payment-debit' || (e.kind === 'reversal' && e.reversesKind === 'payment-debit');

/**
 * What an account spent in a currency since `since` (for limits: checkLimit's spentInPeriodInCents):
 * payment debits out of it, less reversals of them; money paid into it and refunds do not count.
 */
export async function spentSince(accountKey: string, currency: string, since: Date): Promise<number> {
  const entries = await accountEntries(accountKey, { currency, from: since });
  return Math.max(0, -entries.filter(countsAsSpending).reduce((sum, e) => sum + e.amountInCents, 0));
}
