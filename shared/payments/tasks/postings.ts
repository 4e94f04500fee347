/**
 * The ledger transactions of a payment's legs (shared/ledger/postings.ts): a source's money comes in
 * through its rail's clearing account into the payment's holding account; a destination is paid out
 * of the holding account to the merchant's account or out through its rail. Ids follow the leg, so
 * a retried task finds its posting done; a reversal is the opposite posting under its own id.
 */
import { ledgerAccountKey } from '../../ledger/balances.js';
import { postLedgerTransaction, reversalOf, type LedgerTransaction } from '../../ledger/postings.js';
import { paymentWrites, type DestinationLegRecord, type HeaderGuard, type LegRecord, type PaymentRecord, type SourceLegRecord } from '../payments.js';
import { sendNotifications, type Alongside } from './notify.js';
import { TransientError } from './record.js';
import { isTransactionCancelled } from '../../db/transactions.js';
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
 */
export async function postWithPayment(tx: LedgerTransaction, next: PaymentRecord, previous: PaymentRecord, guard: HeaderGuard, alongside: Alongside = { items: [], webhookIds: [] }): Promise<void> {
  const writes = paymentWrites(next, previous, guard);
  // The leg's own write, under its version, is what posts this once (LED-13): there must be one.
  if (!writes.some((w) => (w['Put'] as { Item?: Record<string, unknown> } | undefined)?.Item?.['entity'] === 'PaymentLeg')) {
    throw new Error(`${tx.id}: a payment posting must move its leg`);
  }
  try {
    const outcome = await postLedgerTransaction(tx, [...writes, ...alongside.items], new Date(), 'caller');
    if (outcome === 'already-posted') return;
  } catch (error) {
    if (isTransactionCancelled(error)) throw new TransientError(`payment ${next.paymentReference} changed meanwhile`);
    throw error;
  }
  await sendNotifications(alongside);
}
