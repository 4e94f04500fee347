/**
 * Invariant checks, for tests and operations: admin-only reporting, never called from a request path
 * or a workflow task. checkLedgerInvariants Scans the table (the one place DESIGN.md allows a Scan).
 * A payment's own check (its legs against the entries they posted) is shared/payments/payment-entries.ts.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { accountPolicy, type AccountPolicy } from './accounts.js';
import { BALANCE_SK_PREFIX, ENTRY_SK_PREFIX, LEDGER_PK_PREFIX } from './keys.js';
import { accountEntries } from './statement.js';
import { reversesPaymentCredit, type LedgerKind } from './transaction.js';

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
  /**
   * Accounts below their floor by no more than compensation took back from them (LED-15): what each
   * party owes the platform. Not a break, but money to recover, which the balance alone does not say.
   */
  debts: OutstandingDebt[];
}

/** A party's debt to the platform that compensation left (LED-15, LED-16). */
export interface OutstandingDebt {
  account: string;
  currency: string;
  /** How far the balance is below its floor (−overdraft limit). */
  owedInCents: number;
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
  /** The accounts a reversal of a payment credit took money from: the only ones that may owe a debt (LED-15). */
  compensated: Set<string>;
}

const pairKey = (account: string, currency: string) => `${account}\n${currency}`;

// Its own page loop: db/query.ts queryAll reads Queries into memory, and this is a Scan of every
// ledger item (admin-only) that must fold each page into totals rather than hold them all.
async function scanLedger(currencies: ReadonlySet<string> | undefined): Promise<Totals> {
  const totals: Totals = { entries: new Map(), balances: new Map(), compensated: new Set() };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({
      TableName: config.tableName,
      // Ledger entries and balances, and the items that keep an account for their caller (LED-14: a payment's legs).
      FilterExpression: '(begins_with(PK, :ledger) AND (begins_with(SK, :entry) OR begins_with(SK, :balance))) OR attribute_exists(heldAccount)',
      ProjectionExpression: 'PK, SK, #currency, amountInCents, currentAmountInCents, availableAmountInCents, headroomInCents, overdraftLimitInCents, heldAccount, heldInCents, #kind, reversesKind',
      ExpressionAttributeNames: { '#currency': 'currency', '#kind': 'kind' },
      ExpressionAttributeValues: { ':ledger': LEDGER_PK_PREFIX, ':entry': ENTRY_SK_PREFIX, ':balance': BALANCE_SK_PREFIX },
      ConsistentRead: true,
      ExclusiveStartKey: startKey,
    }));
    for (const item of page.Items ?? []) {
      const sk = String(item['SK']);
      const kept = typeof item['heldAccount'] === 'string';
      const account = kept ? String(item['heldAccount']) : String(item['PK']).slice(LEDGER_PK_PREFIX.length);
      const currency = !kept && sk.startsWith(BALANCE_SK_PREFIX) ? sk.slice(BALANCE_SK_PREFIX.length) : String(item['currency']);
      if (currencies && !currencies.has(currency)) continue;
      const key = pairKey(account, currency);
      if (kept) totals.entries.set(key, (totals.entries.get(key) ?? 0) + Number(item['heldInCents'] ?? 0));
      else if (sk.startsWith(BALANCE_SK_PREFIX)) totals.balances.set(key, item);
      else {
        const amount = Number(item['amountInCents']);
        totals.entries.set(key, (totals.entries.get(key) ?? 0) + amount);
        const tx = { kind: item['kind'] as LedgerKind, reversesKind: item['reversesKind'] as LedgerKind | undefined };
        if (reversesPaymentCredit(tx) && amount < 0) totals.compensated.add(key);
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return totals;
}

function policyOf(account: string): AccountPolicy | undefined {
  try {
    return accountPolicy(account);
  } catch {
    return undefined;
  }
}

/** An entry as the debt walk reads it. */
type DebtEntry = { amountInCents: number; kind: LedgerKind; reversesKind?: LedgerKind | undefined };

/**
 * What an account owes the platform through compensation (LED-18), from its entries oldest first
 * and its floor (−overdraft limit): the part of each reversal of a payment credit that took the
 * balance below the floor, less what later credits brought back. A reversal that left the account at
 * or above its floor leaves no debt; any other debit below the floor (refused by its guard, so a
 * break) adds none.
 */
export function compensationDebt(entries: readonly DebtEntry[], floorInCents: number): number {
  let balance = 0;
  let debt = 0;
  for (const e of entries) {
    balance += e.amountInCents;
    const below = Math.max(0, floorInCents - balance);
    debt = Math.min(reversesPaymentCredit(e) && e.amountInCents < 0 ? debt - e.amountInCents : debt, below);
  }
  return debt;
}

const floorOf = (item: Record<string, unknown>) => -Number(item['overdraftLimitInCents'] ?? 0);

/**
 * The compensation debt of each account below its floor that compensation took money from: its
 * statement read in order (one Query each; only accounts below their floor, so few).
 */
async function compensationDebts({ balances, compensated }: Totals): Promise<Map<string, number>> {
  const debts = new Map<string, number>();
  for (const key of compensated) {
    const item = balances.get(key);
    if (!item || Number(item['currentAmountInCents'] ?? 0) >= floorOf(item)) continue;
    const [account = '', currency = ''] = key.split('\n');
    debts.set(key, compensationDebt(await accountEntries(account, { currency }), floorOf(item)));
  }
  return debts;
}

function judge({ entries, balances }: Totals, debts: Map<string, number>): LedgerInvariants {
  const totalsByCurrency: Record<string, number> = {};
  for (const [key, sum] of entries) {
    const currency = key.split('\n')[1] ?? '';
    totalsByCurrency[currency] = (totalsByCurrency[currency] ?? 0) + sum;
  }
  const mismatches: BalanceMismatch[] = [];
  const owed: OutstandingDebt[] = [];
  for (const key of new Set([...entries.keys(), ...balances.keys()])) {
    const [account = '', currency = ''] = key.split('\n');
    const entriesInCents = entries.get(key) ?? 0;
    const item = balances.get(key);
    const policy = policyOf(account);
    // An account kept by its caller's items (LED-14) has no balance item: its balance is their sum.
    if (policy?.keptByCaller) {
      if (item) mismatches.push({ account, currency, reason: 'a balance item for an account kept by its payment\'s legs', balanceInCents: Number(item['currentAmountInCents'] ?? 0), entriesInCents });
      if (!policy.mayGoNegative && entriesInCents < 0) mismatches.push({ account, currency, reason: 'below what its account kind allows', entriesInCents });
      continue;
    }
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
    if (!policy) report('not a ledger account kind');
    // Below its floor by at most the debt compensation left on it (LED-15, LED-18); further is a break.
    if (!policy?.mayGoNegative && current < -overdraft) {
      if (current < -overdraft - (debts.get(key) ?? 0)) report('below what its account kind allows');
      else owed.push({ account, currency, owedInCents: -overdraft - current });
    }
  }
  return { balancedPerCurrency: Object.values(totalsByCurrency).every((t) => t === 0), totalsByCurrency, mismatches, debts: owed };
}

/**
 * Whole-ledger check: the entries of each currency sum to 0, and every balance item equals the sum
 * of its account's entries (and is not below its kind's floor, beyond the debts compensation left on
 * it, LED-15, LED-18). Reads every ledger item (Scan), and the statement of each account below its floor
 * that compensation took money from.
 */
export async function checkLedgerInvariants(scope: InvariantScope = {}): Promise<LedgerInvariants> {
  const currencies = scope.currencies ? new Set(scope.currencies) : undefined;
  const attempts = Math.max(1, scope.attempts ?? 3);
  const check = async () => {
    const totals = await scanLedger(currencies);
    return judge(totals, await compensationDebts(totals));
  };
  let result = await check();
  for (let attempt = 1; attempt < attempts && !(result.balancedPerCurrency && result.mismatches.length === 0); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    result = await check();
  }
  return result;
}
