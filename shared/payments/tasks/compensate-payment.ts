/**
 * CompensatePayment: the saga's undo. Marks the payment compensating (so no step moves money from
 * then on), undoes every leg newest first with the step's own compensation, and ends the payment
 * Cancelled, Expired or Failed with the reason, giving back its limit reservations (PAY-32) — unless
 * every leg had already moved, or only credits inside the platform are left: then it completes the
 * payment instead (PAY-40, PAY-44).
 * docs/decisions/payments.md.
 */
import { releaseItems } from '../../accounts/limit-spend.js';
import { isFinalStatus } from '../../lookups/final-statuses.js';
import type { LegRecord, PaymentRecord } from '../payments.js';
import { completePayment, movedEverything } from './complete-payment.js';
import { compensateCredit } from './credit-destination.js';
import { compensateDebit } from './debit-source.js';
import { CreditFailed, PaymentSettling } from './errors.js';
import { legsNewestFirst, nowIso } from './legs.js';
import { notifications } from './notify.js';
import { commitPayment, mustGetPayment, TransientError } from './record.js';

/** The workflow's Catch hands over what failed. */
export interface Failure {
  Error?: string;
  Cause?: string;
}

/** The payment's end after a failure: the payer said no, time ran out, or something failed. */
function endStatus(failure: Failure): 'Cancelled' | 'Expired' | 'Failed' {
  if (failure.Error === 'PaymentCancelled') return 'Cancelled';
  if (failure.Error === 'States.Timeout' || failure.Error === 'States.HeartbeatTimeout') return 'Expired';
  return 'Failed';
}

function reasonOf(failure: Failure): string {
  // A Lambda's Cause is its error as JSON: keep the message, which names the decline code.
  try {
    const cause = JSON.parse(failure.Cause ?? '') as { errorMessage?: unknown };
    if (typeof cause.errorMessage === 'string') return `${failure.Error ?? 'Error'}: ${cause.errorMessage}`;
  } catch {
    // Not JSON: use it as it is.
  }
  return [failure.Error, failure.Cause].filter(Boolean).join(': ') || 'unknown failure';
}

/**
 * CompensatePayment: undoes what was done, newest first — credited destinations, then debited
 * sources — on the rail and in the ledger (a reversal is a new balanced posting), cancels the legs
 * still open, and ends the payment Cancelled, Expired or Failed with the reason.
 */
export async function compensatePayment(input: { paymentReference: string; failure: Failure }): Promise<{ status: string; reason: string }> {
  const status = endStatus(input.failure);
  const reason = reasonOf(input.failure);
  const rolledForward = await completeIfMoved(input.paymentReference);
  if (rolledForward) return { status: rolledForward, reason: `${reason}; every leg had moved, so the payment was completed` };
  let payment = await markCompensating(input.paymentReference);
  if (isFinalStatus(payment.status)) return { status: payment.status, reason: payment.failureReason ?? reason };
  // No task moves money from here on. Every leg is reversed at its rail, newest first, whatever our
  // record says of it: a call still in flight, or one that landed after its task lost the race,
  // is undone; a leg never called is marked so that a late call does nothing.
  for (const leg of legsNewestFirst(payment)) payment = await (leg.side === 'source' ? compensateDebit(payment, leg) : compensateCredit(payment, leg));
  const at = nowIso();
  // A leg that was waiting ends as the payment does (the payer said no, or time ran out); any other open leg never ran.
  const end = (awaiting: unknown) => (awaiting && status !== 'Failed' ? status : 'Cancelled');
  const closed: PaymentRecord = {
    ...payment,
    status,
    failureReason: reason,
    completedAt: at,
    sources: payment.sources.map((l) => (isFinalStatus(l.status) ? l : { ...l, status: end(l.awaiting), awaiting: undefined, updatedAt: at })),
    destinations: payment.destinations.map((l) => (isFinalStatus(l.status) ? l : { ...l, status: 'Cancelled', updatedAt: at })),
  };
  // Nothing left the consumer's own accounts: their limit reservations are given back in the same write, so once (PAY-32).
  await commitPayment(closed, payment, notifications(closed, payment), releaseItems(payment.limitReservations));
  return { status, reason };
}

/**
 * A payment whose every leg moved is completed, not compensated (PAY-40): reversing it would take
 * back credits already delivered (and spent, LED-15). Answers 'Completed' then; undefined when it
 * must be compensated (a leg not moved, or compensation already began, also meanwhile).
 */
async function completeIfMoved(paymentReference: string): Promise<'Completed' | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    if (!movedEverything(await mustGetPayment(paymentReference))) return undefined;
    try {
      await completePayment({ paymentReference });
      return 'Completed';
    } catch (error) {
      // Compensation began meanwhile: it goes on as it began.
      if (error instanceof PaymentSettling) return undefined;
      // A credit inside the platform refused (its wallet frozen meanwhile, WAL-11): that leg is now Failed.
      if (error instanceof CreditFailed) return undefined;
      // A write lost to a leg task racing it (a credit landing at the same time): read again, so a
      // race alone never turns a payment that moved into a compensated one (PAY-44).
      if (!(error instanceof TransientError) || attempt >= MARK_ATTEMPTS) throw error;
    }
  }
}

/** How often compensation reads again when a leg task's write beat its mark. */
const MARK_ATTEMPTS = 5;

/** Marks the payment compensating (first write of every compensation); answers it, and its legs, as stored after the mark. */
export async function markCompensating(paymentReference: string): Promise<PaymentRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const payment = await mustGetPayment(paymentReference);
    if (isFinalStatus(payment.status) || payment.compensatingSince !== undefined) return payment;
    const at = nowIso();
    // Every leg not yet moved is marked with the header, in one write: its version moves, so a leg
    // step that read it before loses its own write (PAY-17). A moved leg is reversed below.
    const mark = <L extends LegRecord>(leg: L): L => (leg.status === 'Completed' || leg.status === 'Reversed' ? leg : { ...leg, compensatingSince: at });
    try {
      await commitPayment({ ...payment, compensatingSince: at, sources: payment.sources.map(mark), destinations: payment.destinations.map(mark) }, payment);
      // As stored after the mark: no leg step's write can commit after it (each is conditioned on
      // the version its leg had when the step read it), so these legs are final.
      return await mustGetPayment(paymentReference);
    } catch (error) {
      if (!(error instanceof TransientError) || attempt >= MARK_ATTEMPTS) throw error;
    }
  }
}
