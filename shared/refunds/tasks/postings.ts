/**
 * A refund's ledger transactions and rail keys. Money comes back from the destination's account
 * (the one the payment credited) into the refund's holding account, then goes from there to the
 * source's account (the one the payment debited); the second names the source transaction, so the
 * ledger's refund cap shrinks in the same write. Ids follow the refund, so a retried step posts once.
 */
import { ledgerAccountKey } from '../../ledger/accounts.js';
import { reversalOf, type LedgerTransaction } from '../../ledger/postings.js';
import { connectorFor } from '../../rails/registry.js';
import type { RefundRecord } from '../refunds.js';

export type StepName = 'recover' | 'giveBack';

export function recoverPosting(refund: RefundRecord): LedgerTransaction {
  return {
    id: `refund-recover:${refund.refundReference}`, kind: 'refund-recover',
    paymentReference: refund.paymentReference, transactionReference: refund.destination.transactionReference,
    memo: `refund ${refund.refundReference}`,
    postings: [
      { account: refund.destination.ledgerAccount, currency: refund.currency, amountInCents: -refund.amountInCents },
      { account: ledgerAccountKey.refundHold(refund.refundReference), currency: refund.currency, amountInCents: refund.amountInCents },
    ],
  };
}

export function giveBackPosting(refund: RefundRecord): LedgerTransaction {
  return {
    id: `refund:${refund.refundReference}`, kind: 'refund',
    paymentReference: refund.paymentReference, transactionReference: refund.source.transactionReference,
    memo: `refund ${refund.refundReference}`,
    postings: [
      { account: ledgerAccountKey.refundHold(refund.refundReference), currency: refund.currency, amountInCents: -refund.amountInCents },
      { account: refund.source.ledgerAccount, currency: refund.currency, amountInCents: refund.amountInCents },
    ],
  };
}

export const stepPosting = (refund: RefundRecord, step: StepName) => (step === 'recover' ? recoverPosting(refund) : giveBackPosting(refund));

export const reversalOfStep = (refund: RefundRecord, step: StepName) => {
  const original = stepPosting(refund, step);
  return reversalOf(original, `reverse:${original.id}`);
};

/** The rail key of a step: the refund's reference and what the step does (one key per operation). */
export const railKey = (refund: RefundRecord, step: StepName) => `${refund.refundReference}-${step === 'recover' ? 'recall' : 'refund'}`;

/** Undoes a step at its rail, or forbids it there when it never ran; a step inside the platform has no rail. */
export async function undoStepAtRail(refund: RefundRecord, step: StepName): Promise<void> {
  const base = { idempotencyKey: railKey(refund, step), amountInCents: refund.amountInCents, currency: refund.currency };
  if (step === 'recover' && !refund.destination.inPlatform) {
    await connectorFor(refund.destination.leg.rail).reverse({ ...base, operation: 'recall', destination: refund.destination.leg });
  }
  if (step === 'giveBack' && !refund.source.inPlatform) {
    await connectorFor(refund.source.leg.rail).reverse({ ...base, operation: 'refund', source: refund.source.leg });
  }
}
