/**
 * Writing a ledger transaction: one TransactWriteItems holding its header (posted once by id), one
 * entry per posting, one balance update per account and currency (guarded where the account may
 * not go negative, except a reversal of a payment credit, LED-15; none of either for an account kept by the caller's items, LED-14), the refund-cap counter when it moves one, the reversed transaction's mark for a
 * reversal, and the caller's own items (e.g. the payment leg's status), all or nothing.
 * Keys: keys.ts. Sign convention and validation: transaction.ts.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { cancellationCodes, CONDITION_FAILED, lostToConflict } from '../db/transactions.js';
import { accountPolicy } from './accounts.js';
import { InsufficientFunds, InvalidLedgerTransaction, LedgerIdConflict, RefundCapExceeded, ReversalRefused } from './errors.js';
import { ledgerKeys } from './keys.js';
import { refundCapUpdate } from './refund-cap.js';
import { assertValidTransaction, movedAmount, netPostings, reversesPaymentCredit, type LedgerTransaction, type Posting } from './transaction.js';

// The model is re-exported so a caller can take all it posts with from one module.
export { reversalOf, type LedgerKind, type LedgerTransaction, type Posting } from './transaction.js';

/** DynamoDB's limit on the items of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

type ItemRole =
  | { role: 'header' }
  | { role: 'reversed-mark' }
  | { role: 'entry' }
  | { role: 'balance'; posting: Posting }
  | { role: 'refund-cap' };

interface PlannedItem {
  item: Record<string, unknown>;
  role: ItemRole;
}

/**
 * What makes a transaction post once: `header`, its header item, Put only if absent (LED-7); `caller`,
 * the caller's own items — a conditional write in the same transaction that only one posting of
 * this id can pass, such as a payment leg moving from Pending to Completed under its version
 * (LED-13) — so no header is written, and a reversal marks no header either.
 */
export type PostedOnceBy = 'header' | 'caller';

/**
 * The balance update of one merged posting; the guard keeps `headroomInCents` (current + overdraft)
 * from going below 0. `unguarded`: a reversal of a payment credit, which may leave a debt (LED-15).
 */
function balanceUpdate(p: Posting, at: string, unguarded: boolean): Record<string, unknown> {
  const guarded = p.amountInCents < 0 && !accountPolicy(p.account).mayGoNegative && !unguarded;
  return {
    Update: {
      TableName: config.tableName,
      Key: ledgerKeys.balance(p.account, p.currency),
      // ADD creates missing numbers at 0, so the first posting to an account needs no balance item.
      // availableAmountInCents = current: the ledger keeps no holds (a payment's holding account is its hold).
      UpdateExpression: 'ADD currentAmountInCents :amount, availableAmountInCents :amount, headroomInCents :amount SET account = :account, currency = :currency, entity = :entity, updatedAt = :at',
      // A missing item has no headroom: the comparison is false, so a debit of an empty account is refused.
      ...(guarded ? { ConditionExpression: 'headroomInCents >= :need' } : {}),
      ExpressionAttributeValues: {
        ':amount': p.amountInCents, ':account': p.account, ':currency': p.currency, ':entity': 'LedgerBalance', ':at': at,
        ...(guarded ? { ':need': -p.amountInCents } : {}),
      },
    },
  };
}

function planItems(tx: LedgerTransaction, now: Date, once: PostedOnceBy): PlannedItem[] {
  assertValidTransaction(tx);
  const at = now.toISOString();
  const TableName = config.tableName;
  const shared = {
    kind: tx.kind,
    ...(tx.paymentReference !== undefined ? { paymentReference: tx.paymentReference } : {}),
    ...(tx.transactionReference !== undefined ? { transactionReference: tx.transactionReference } : {}),
    ...(tx.reversesKind !== undefined ? { reversesKind: tx.reversesKind } : {}),
  };
  const planned: PlannedItem[] = once === 'caller' ? [] : [{
    role: { role: 'header' },
    item: {
      Put: {
        TableName,
        Item: { ...ledgerKeys.transaction(tx.id), entity: 'LedgerTransaction', ...tx, createdAt: at },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  }];
  if (once === 'header' && tx.kind === 'reversal' && tx.reverses) {
    planned.push({
      role: { role: 'reversed-mark' },
      item: {
        Update: {
          TableName,
          Key: ledgerKeys.transaction(tx.reverses),
          UpdateExpression: 'SET reversedBy = :id',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(reversedBy)',
          ExpressionAttributeValues: { ':id': tx.id },
        },
      },
    });
  }
  // An account kept by the caller's items (a payment's holding account: its legs, LED-14) gets no
  // entry and no balance item here: the caller's write, which alone posts this once, carries it.
  const keptByCaller = (p: Posting) => accountPolicy(p.account).keptByCaller === true;
  const kept = tx.postings.find(keptByCaller);
  if (kept && once !== 'caller') throw new InvalidLedgerTransaction(`${tx.id}: ${kept.account} is kept by its payment's legs; only a leg's own write may move it`);
  tx.postings.forEach((p, i) => {
    if (keptByCaller(p)) return;
    planned.push({
      role: { role: 'entry' },
      item: { Put: { TableName, Item: { ...ledgerKeys.entry(p.account, at, tx.id, i), entity: 'LedgerEntry', transactionId: tx.id, ...shared, ...p, createdAt: at } } },
    });
  });
  // Compensation gives the payer back whatever the destination has spent since (LED-15).
  const unguarded = reversesPaymentCredit(tx);
  for (const p of netPostings(tx.postings)) if (!keptByCaller(p)) planned.push({ role: { role: 'balance', posting: p }, item: balanceUpdate(p, at, unguarded) });
  const cap = refundCapUpdate(tx, at);
  if (cap) planned.push({ role: { role: 'refund-cap' }, item: cap });
  return planned;
}

/** The TransactWriteItems items that post `tx` (validated first; an invalid one throws and nothing is built). */
export function ledgerTransactionItems(tx: LedgerTransaction, now = new Date(), once: PostedOnceBy = 'header'): Record<string, unknown>[] {
  return planItems(tx, now, once).map((p) => p.item);
}

/** The fields that make two postings of one id the same movement. */
function identity(tx: Pick<LedgerTransaction, 'kind' | 'paymentReference' | 'transactionReference' | 'postings' | 'reverses'>): string {
  return JSON.stringify([tx.kind, tx.paymentReference ?? null, tx.transactionReference ?? null, tx.reverses ?? null,
    tx.postings.map((p) => [p.account, p.currency, p.amountInCents])]);
}

/**
 * A transaction's header as stored (undefined: never posted by header, LED-7). Read only after a
 * cancellation (a retry or a refusal), never on the way to a successful post; and by reconciliation.
 */
export async function storedHeader(id: string): Promise<Record<string, unknown> | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: ledgerKeys.transaction(id), ConsistentRead: true }));
  return out.Item;
}

const CONFLICT_RETRIES = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts `tx` with the caller's items in one TransactWriteItems. 'already-posted' when this id was
 * posted before with the same contents (a retried task; the caller's items went with the first
 * posting and are not written again). Throws InsufficientFunds, RefundCapExceeded or
 * ReversalRefused when a guard fails, LedgerIdConflict when the id holds another movement, and
 * the original TransactionCanceledException when only a caller's item failed its condition. With
 * `once` = `caller` (LED-13) the caller's items alone keep it from posting twice: a second posting is
 * that TransactionCanceledException, never 'already-posted' — even when a guard failed with it (LED-17).
 */
export async function postLedgerTransaction(tx: LedgerTransaction, extraItems: Record<string, unknown>[] = [], now = new Date(), once: PostedOnceBy = 'header'): Promise<'posted' | 'already-posted'> {
  const planned = planItems(tx, now, once);
  const items = [...planned.map((p) => p.item), ...extraItems];
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new InvalidLedgerTransaction(`${tx.id}: ${items.length} items, more than the ${MAX_TRANSACTION_ITEMS} one TransactWriteItems takes`);
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return 'posted';
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const failed = (i: number) => codes[i] === CONDITION_FAILED;
      if (once === 'header' && failed(0)) {
        const stored = await storedHeader(tx.id);
        if (stored && identity(stored as unknown as LedgerTransaction) === identity(tx)) return 'already-posted';
        throw new LedgerIdConflict(tx.id);
      }
      // Posted once by the caller (LED-13): its own item refused means another writer got there first
      // (a duplicate run of the step), whatever a guard says of the balances it left (LED-17).
      if (once === 'caller' && codes.some((code, i) => i >= planned.length && code === CONDITION_FAILED)) throw error;
      // The most telling refusal first: a refund above its cap is refused whatever the balances say.
      const refusedRole = (role: ItemRole['role']) => planned.find((p, i) => p.role.role === role && failed(i))?.role;
      if (tx.reverses && refusedRole('reversed-mark')) {
        const original = await storedHeader(tx.reverses);
        throw new ReversalRefused(tx.reverses, !original, original ? `already reversed by ${String(original['reversedBy'])}` : 'it was never posted');
      }
      if (tx.transactionReference && refusedRole('refund-cap')) {
        const { currency, amountInCents } = movedAmount(tx);
        if (tx.kind === 'payment-debit') throw new InvalidLedgerTransaction(`${tx.id}: ${tx.transactionReference} already sourced another currency`);
        throw new RefundCapExceeded(tx.transactionReference, currency, amountInCents);
      }
      const balance = refusedRole('balance');
      if (balance?.role === 'balance') throw new InsufficientFunds(balance.posting.account, balance.posting.currency);
      // Two writers raced on an item (the same id posted concurrently, or a busy balance): safe to
      // send again, since the header's condition makes the second arrival 'already-posted' (or, posted
      // once by the caller, the caller's condition refuses it).
      if (lostToConflict(error) && attempt < CONFLICT_RETRIES) {
        await pause(20 * 2 ** attempt + Math.floor(Math.random() * 20));
        continue;
      }
      throw error;
    }
  }
}
