/**
 * A ledger transaction and the pure rules on it: balanced per currency, whole safe amounts, at least
 * two postings; postings merged per account and currency; the reversal of a transaction.
 *
 * Sign convention: a posting's amountInCents is the change of that account's balance. + is money
 * into the account, − money out of it. An account's balance is the sum of its entries, and the
 * postings of one transaction sum to 0 per currency (money is moved, never made).
 */
import { accountPolicy } from './accounts.js';
import { InvalidLedgerTransaction } from './errors.js';

export interface Posting {
  /** A key from ledgerAccountKey. */
  account: string;
  /** ISO 4217. */
  currency: string;
  /** Signed minor units: + into the account, − out of it. */
  amountInCents: number;
}

/**
 * payment-debit / payment-credit: a payment's legs. refund-recover: a refund takes money back from
 * the destination that got it; refund: it gives the money back to the source (the cap shrinks).
 */
export type LedgerKind = 'payment-debit' | 'payment-credit' | 'reversal' | 'refund-recover' | 'refund';

export interface LedgerTransaction {
  /** Deterministic (e.g. debit:<transactionReference>), so a retried task posts it once. */
  id: string;
  kind: LedgerKind;
  paymentReference?: string;
  /**
   * The leg's transaction reference. A payment-debit sources money under it (the refund cap grows);
   * a refund names the source transaction it gives back to (the cap shrinks).
   */
  transactionReference?: string;
  postings: Posting[];
  memo?: string;
  /** For a reversal: the id of the transaction it undoes, and that transaction's kind. */
  reverses?: string;
  reversesKind?: LedgerKind;
}

const CURRENCY = /^[A-Z]{3}$/;

/** Refuses (throws, before anything is written) whatever the ledger must never hold. */
export function assertValidTransaction(tx: LedgerTransaction): void {
  const refuse = (reason: string): never => {
    throw new InvalidLedgerTransaction(`${tx.id}: ${reason}`);
  };
  if (!tx.id) refuse('no id');
  if (tx.postings.length < 2) refuse('fewer than two postings');
  const sums = new Map<string, number>();
  for (const p of tx.postings) {
    accountPolicy(p.account);
    if (!CURRENCY.test(p.currency)) refuse(`currency ${p.currency} is not an ISO 4217 code`);
    if (!Number.isSafeInteger(p.amountInCents) || p.amountInCents === 0) refuse(`amount ${p.amountInCents} is not a non-zero whole number of cents`);
    const sum = (sums.get(p.currency) ?? 0) + p.amountInCents;
    if (!Number.isSafeInteger(sum)) refuse(`${p.currency} postings overflow`);
    sums.set(p.currency, sum);
  }
  for (const [currency, sum] of sums) if (sum !== 0) refuse(`${currency} postings sum to ${sum}, not 0`);
  if (tx.kind === 'reversal' && (!tx.reverses || !tx.reversesKind)) refuse('a reversal names what it reverses (use reversalOf)');
  if (tx.kind !== 'reversal' && (tx.reverses || tx.reversesKind)) refuse('only a reversal reverses');
  if (tx.reversesKind === 'reversal') refuse('a reversal is not reversed');
}

/**
 * Postings merged per account and currency, in first-seen order, nets of zero dropped: one
 * TransactWriteItems may not touch one balance item twice.
 */
export function netPostings(postings: readonly Posting[]): Posting[] {
  const byKey = new Map<string, Posting>();
  for (const p of postings) {
    const key = `${p.account}\n${p.currency}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, amountInCents: seen.amountInCents + p.amountInCents } : { ...p });
  }
  return [...byKey.values()].filter((p) => p.amountInCents !== 0);
}

/** What a transaction moves in its one currency (the sum of its + postings); refused when it spans currencies. */
export function movedAmount(tx: LedgerTransaction): { currency: string; amountInCents: number } {
  const currencies = [...new Set(tx.postings.map((p) => p.currency))];
  const [currency] = currencies;
  if (currencies.length !== 1 || currency === undefined) throw new InvalidLedgerTransaction(`${tx.id}: a ${tx.kind} moves one currency`);
  return { currency, amountInCents: tx.postings.reduce((sum, p) => sum + Math.max(p.amountInCents, 0), 0) };
}

/**
 * A reversal of a payment credit (compensation, PAY-17) undoes our own posting, and the payer is owed
 * the money: it is never refused for want of balance. The destination may then go below its kind's
 * floor and owes the platform that much until credits cover it (LED-15).
 */
export function reversesPaymentCredit(tx: Pick<LedgerTransaction, 'kind' | 'reversesKind'>): boolean {
  return tx.kind === 'reversal' && tx.reversesKind === 'payment-credit';
}

/** The opposite of a transaction under a new id: every posting negated. A reversal is not reversed again. */
export function reversalOf(original: LedgerTransaction, id: string): LedgerTransaction {
  if (original.kind === 'reversal') throw new InvalidLedgerTransaction(`${original.id} is a reversal; it is not reversed again`);
  if (id === original.id) throw new InvalidLedgerTransaction(`${id}: a reversal needs its own id`);
  return {
    id,
    kind: 'reversal',
    ...(original.paymentReference !== undefined ? { paymentReference: original.paymentReference } : {}),
    ...(original.transactionReference !== undefined ? { transactionReference: original.transactionReference } : {}),
    postings: original.postings.map((p) => ({ ...p, amountInCents: -p.amountInCents })),
    memo: `reversal of ${original.id}`,
    reverses: original.id,
    reversesKind: original.kind,
  };
}
