/**
 * The ledger transactions of a payment's legs (shared/ledger/postings.ts): a source's money comes in
 * through its rail's clearing account into the payment's holding account; a destination is paid out
 * of the holding account to the merchant's account or out through its rail. Ids follow the leg, so
 * a retried task finds its posting done; a reversal is the opposite posting under its own id.
 */
import { ledgerAccountKey } from '../../ledger/balances.js';
import { postLedgerTransaction, reversalOf, type LedgerTransaction } from '../../ledger/postings.js';
import { InsufficientFunds } from '../../ledger/errors.js';
import { heldInCents, legsOf, paymentWrites, type DestinationLegRecord, type HeaderGuard, type LegRecord, type PaymentRecord, type SourceLegRecord } from '../payments.js';
import { NOTHING, type Alongside } from './notify.js';
import { TransientError, withLeg } from './record.js';
import { cancellationCodes, CONDITION_FAILED, isTransactionCancelled } from '../../db/transactions.js';
import { WALLET_NOT_ACTIVE } from '../../wallets/rules.js';
import { activeWalletCheck } from '../../wallets/wallets.js';
import { WalletInactive } from './errors.js';
import { destinationAccount, sourceAccount } from './ledger-legs.js';

// In a module of their own so the refund plan can name the accounts without the posting and notification code.
export { destinationAccount, sourceAccount };

export function debitPosting(payment: PaymentRecord, leg: SourceLegRecord): LedgerTransaction {
  return {
    id: `debit:${leg.transactionReference}`, kind: 'payment-debit', paymentReference: payment.paymentReference, transactionReference: leg.transactionReference,
    postings: [
      { account: sourceAccount(leg), currency: leg.currency, amountInCents: -leg.amountInCents },
      { account: ledgerAccountKey.paymentHold(payment.paymentReference), currency: leg.currency, amountInCents: leg.amountInCents },
    ],
  };
}

export function creditPosting(payment: PaymentRecord, leg: DestinationLegRecord): LedgerTransaction {
  return {
    id: `credit:${leg.transactionReference}`, kind: 'payment-credit', paymentReference: payment.paymentReference, transactionReference: leg.transactionReference,
    postings: [
      { account: ledgerAccountKey.paymentHold(payment.paymentReference), currency: leg.currency, amountInCents: -leg.amountInCents },
      { account: destinationAccount(leg), currency: leg.currency, amountInCents: leg.amountInCents },
    ],
  };
}

/** Undoes a leg's posting. */
export function reversalPostings(payment: PaymentRecord, leg: LegRecord): LedgerTransaction {
  const original = leg.side === 'source' ? debitPosting(payment, leg) : creditPosting(payment, leg);
  return reversalOf(original, `reverse:${original.id}`);
}

/**
 * Posts with the payment's change from `previous` in one transaction; a lost race on the payment is
 * transient. A leg's own step passes `legs`: its leg's version is the guard (PAY-17), so the other
 * legs of the payment may be written meanwhile; compensation's reversals pass `version`.
 *
 * The payment's holding account is its legs (LED-14): the posted leg's write carries the holding
 * account's side of `tx` (its part of the balance, and when it was posted or reversed, the time
 * of the ledger entries). What a ledger guard kept the holding account from, this refuses: going
 * below zero (as read), or a destination credited before every source was debited — as read, and
 * the read holds at the write, since compensation marks every leg not yet moved (PAY-17) and the
 * credit's write is conditioned on its leg's version.
 */
export async function postWithPayment(tx: LedgerTransaction, next: PaymentRecord, previous: PaymentRecord, guard: HeaderGuard, alongside: Alongside = NOTHING): Promise<void> {
  const now = new Date();
  const posted = withHoldSide(tx, next, previous, now.toISOString());
  const writes = paymentWrites(posted, previous, guard);
  const walletCheck = movedWallet(tx, previous);
  try {
    // 'already-posted': a retried task finds its change made and writes nothing more.
    await postLedgerTransaction(tx, [...writes, ...alongside.items, ...walletCheck], now, 'caller');
  } catch (error) {
    if (walletCheck.length > 0 && cancellationCodes(error)?.at(-1) === CONDITION_FAILED) throw new WalletInactive(`${tx.transactionReference ?? tx.id}: ${WALLET_NOT_ACTIVE}`);
    if (isTransactionCancelled(error)) throw new TransientError(`payment ${next.paymentReference} changed meanwhile`);
    throw error;
  }
}

/**
 * A wallet leg's debit or credit holds its wallet active in the same transaction (WAL-11): a wallet
 * frozen while the payment waited (a PIN, the other legs) is neither emptied nor filled. Undoing
 * a leg is not held: a reversal gives back what moved, frozen or not.
 */
function movedWallet(tx: LedgerTransaction, payment: PaymentRecord): Record<string, unknown>[] {
  const leg = tx.kind === 'reversal' ? undefined : legsOf(payment).find((l) => l.transactionReference === tx.transactionReference);
  return leg?.leg.rail === 'wallet' ? [activeWalletCheck(leg.leg.instrument.walletReference)] : [];
}

/** `next` with the posted leg carrying the holding account's side of `tx`. */
function withHoldSide(tx: LedgerTransaction, next: PaymentRecord, previous: PaymentRecord, at: string): PaymentRecord {
  const hold = ledgerAccountKey.paymentHold(next.paymentReference);
  const leg = legsOf(next).find((l) => l.transactionReference === tx.transactionReference);
  // The leg's own write, under its version, is what posts this once (LED-13): there must be one.
  if (!leg) throw new Error(`${tx.id}: a payment posting must move its leg`);
  const moved = tx.postings.filter((p) => p.account === hold).reduce((sum, p) => sum + p.amountInCents, 0);
  if (heldInCents(previous, leg.currency) + moved < 0 || (tx.kind === 'payment-credit' && previous.sources.some((s) => s.status !== 'Completed'))) {
    throw new InsufficientFunds(hold, leg.currency);
  }
  const heldSide = { heldAccount: hold, heldInCents: (leg.heldInCents ?? 0) + moved, ...(tx.kind === 'reversal' ? { reversedAt: at } : { postedAt: at }) };
  return withLeg(next, { ...leg, ...heldSide });
}
