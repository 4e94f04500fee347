/**
 * Invariant checks, for tests and operations: admin-only reporting, never called from a request path
 * or a workflow task. checkLedgerInvariants Scans the table (the one place DESIGN.md allows a Scan);
 * checkPaymentEntries is one Query (the payment's holding account) and one GetItem.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { accountPolicy, ledgerAccountKey } from './accounts.js';
import { accountBalance } from './balances.js';
import { BALANCE_SK_PREFIX, ENTRY_SK_PREFIX, LEDGER_PK_PREFIX } from './keys.js';
import { accountEntries } from './statement.js';

export interface BalanceMismatch {
  account: string;
  currency: string;
  reason: string;
  /** The balance item's currentAmountInCents (undefined: no balance item). */
  balanceInCents?: number;
  entriesInCents: number;
}

export interface LedgerInvariants {
  /** Every currency's entries sum to 0. */
  balancedPerCurrency: boolean;
  totalsByCurrency: Record<string, number>;
  /** Balance items that differ from their entries, or sit below what their account kind allows. */
  mismatches: BalanceMismatch[];
}

export interface InvariantScope {
  /** Only these currencies (tests use their own, e.g. XTS, so other tests' writes cannot interfere). */
  currencies?: readonly string[];
  /**
   * Scans to make before reporting a failure: one Scan is not a snapshot, so a transaction that
   * commits while it runs can look half-written. A real break shows on every attempt. Default 3.
   */
  attempts?: number;
}

interface Totals {
  entries: Map<string, number>;
  balances: Map<string, Record<string, unknown>>;
}

const pairKey = (account: string, currency: string) => `${account}\n${currency}`;

// Its own page loop: db/query.ts queryAll reads Queries into memory, and this is a Scan of every
// ledger item (admin-only) that must fold each page into totals rather than hold them all.
async function scanLedger(currencies: ReadonlySet<string> | undefined): Promise<Totals> {
  const totals: Totals = { entries: new Map(), balances: new Map() };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({
      TableName: config.tableName,
      FilterExpression: 'begins_with(PK, :ledger) AND (begins_with(SK, :entry) OR begins_with(SK, :balance))',
      ProjectionExpression: 'PK, SK, #currency, amountInCents, currentAmountInCents, availableAmountInCents, headroomInCents, overdraftLimitInCents',
      ExpressionAttributeNames: { '#currency': 'currency' },
      ExpressionAttributeValues: { ':ledger': LEDGER_PK_PREFIX, ':entry': ENTRY_SK_PREFIX, ':balance': BALANCE_SK_PREFIX },
      ConsistentRead: true,
      ExclusiveStartKey: startKey,
    }));
    for (const item of page.Items ?? []) {
      const account = String(item['PK']).slice(LEDGER_PK_PREFIX.length);
      const sk = String(item['SK']);
      const currency = sk.startsWith(BALANCE_SK_PREFIX) ? sk.slice(BALANCE_SK_PREFIX.length) : String(item['currency']);
      if (currencies && !currencies.has(currency)) continue;
      const key = pairKey(account, currency);
      if (sk.startsWith(BALANCE_SK_PREFIX)) totals.balances.set(key, item);
      else totals.entries.set(key, (totals.entries.get(key) ?? 0) + Number(item['amountInCents']));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return totals;
}

function judge({ entries, balances }: Totals): LedgerInvariants {
  const totalsByCurrency: Record<string, number> = {};
  for (const [key, sum] of entries) {
    const currency = key.split('\n')[1] ?? '';
    totalsByCurrency[currency] = (totalsByCurrency[currency] ?? 0) + sum;
  }
  const mismatches: BalanceMismatch[] = [];
  for (const key of new Set([...entries.keys(), ...balances.keys()])) {
    const [account = '', currency = ''] = key.split('\n');
    const entriesInCents = entries.get(key) ?? 0;
    const item = balances.get(key);
    if (!item) {
      mismatches.push({ account, currency, reason: 'entries without a balance item', entriesInCents });
      continue;
    }
    const current = Number(item['currentAmountInCents'] ?? 0);
    const overdraft = Number(item['overdraftLimitInCents'] ?? 0);
    const report = (reason: string) => mismatches.push({ account, currency, reason, balanceInCents: current, entriesInCents });
    if (current !== entriesInCents) report('balance differs from the sum of its entries');
    if (Number(item['availableAmountInCents'] ?? 0) !== current) report('available differs from current (the ledger keeps no holds)');
    if (Number(item['headroomInCents'] ?? 0) !== current + overdraft) report('headroom differs from current + overdraft limit');
    let mayGoNegative = false;
    try {
      mayGoNegative = accountPolicy(account).mayGoNegative;
    } catch {
      report('not a ledger account kind');
    }
    if (!mayGoNegative && current < -overdraft) report('below what its account kind allows');
  }
  return { balancedPerCurrency: Object.values(totalsByCurrency).every((t) => t === 0), totalsByCurrency, mismatches };
}

/**
 * Whole-ledger check: the entries of each currency sum to 0, and every balance item equals the sum
 * of its account's entries (and is not below its kind's floor). Reads every ledger item (Scan).
 */
export async function checkLedgerInvariants(scope: InvariantScope = {}): Promise<LedgerInvariants> {
  const currencies = scope.currencies ? new Set(scope.currencies) : undefined;
  const attempts = Math.max(1, scope.attempts ?? 3);
  let result = judge(await scanLedger(currencies));
  for (let attempt = 1; attempt < attempts && !(result.balancedPerCurrency && result.mismatches.length === 0); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    result = judge(await scanLedger(currencies));
  }
  return result;
}

export interface PaymentAmounts {
  currency: string;
  /** Taken from the sources (net of reversals). */
  sourcedInCents: number;
  /** Given to the destinations (net of reversals). */
  deliveredInCents: number;
}

export interface PaymentEntriesCheck {
  ok: boolean;
  /** What the holding account's entries say, per currency, with what it still holds. */
  actual: (PaymentAmounts & { heldInCents: number })[];
  mismatches: string[];
}

/**
 * Compares what the ledger posted for a payment with its amounts. Every debit and credit of a
 * payment passes through its holding account, so that account's statement is the payment's
 * movements: debits (+) sourced, credits (−) delivered, reversals counted against what they undo.
 */
export async function checkPaymentEntries(paymentReference: string, expected: readonly PaymentAmounts[]): Promise<PaymentEntriesCheck> {
  const hold = ledgerAccountKey.paymentHold(paymentReference);
  const entries = await accountEntries(hold);
  const byCurrency = new Map<string, PaymentAmounts>();
  const mismatches: string[] = [];
  for (const e of entries) {
    const amounts = byCurrency.get(e.currency) ?? { currency: e.currency, sourcedInCents: 0, deliveredInCents: 0 };
    const undone = e.kind === 'reversal' ? e.reversesKind : e.kind;
    if (e.paymentReference !== paymentReference) mismatches.push(`${e.transactionId} in ${hold} names payment ${String(e.paymentReference)}`);
    if (undone === 'payment-debit') amounts.sourcedInCents += e.amountInCents;
    else if (undone === 'payment-credit') amounts.deliveredInCents -= e.amountInCents;
    else mismatches.push(`${e.transactionId} (${e.kind}) should not touch ${hold}`);
    byCurrency.set(e.currency, amounts);
  }
  const actual = await Promise.all([...byCurrency.values()].map(async (a) => ({ ...a, heldInCents: (await accountBalance(hold, a.currency)).currentAmountInCents })));
  for (const a of actual) {
    if (a.heldInCents !== a.sourcedInCents - a.deliveredInCents) mismatches.push(`${a.currency}: holds ${a.heldInCents}, sourced − delivered is ${a.sourcedInCents - a.deliveredInCents}`);
    const want = expected.find((x) => x.currency === a.currency);
    if (!want) mismatches.push(`${a.currency}: posted, not expected`);
    else if (want.sourcedInCents !== a.sourcedInCents || want.deliveredInCents !== a.deliveredInCents) {
      mismatches.push(`${a.currency}: sourced ${a.sourcedInCents}/delivered ${a.deliveredInCents}, expected ${want.sourcedInCents}/${want.deliveredInCents}`);
    }
  }
  for (const want of expected) {
    if (!byCurrency.has(want.currency) && (want.sourcedInCents !== 0 || want.deliveredInCents !== 0)) mismatches.push(`${want.currency}: expected, nothing posted`);
  }
  return { ok: mismatches.length === 0, actual, mismatches };
}
