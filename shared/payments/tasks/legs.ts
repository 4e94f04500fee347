/**
 * What every money-moving step shares (DebitSource, CreditDestination, and the refund flow's steps
 * to come): the guard that keeps it from racing a compensation, and the undo its compensation runs.
 * docs/decisions/payments.md, PAY-17.
 */
import { railReverse } from '../../rails/leg-connectors.js';
import type { ReverseRequest } from '../../rails/types.js';
import { hasSettled, moneyMayMove, type LegRecord, type PaymentRecord } from '../payments.js';
import { PaymentSettling } from './errors.js';
import { postWithPayment, reversalPostings } from './postings.js';
import { mustGetPayment, TransientError, withLeg } from './record.js';
import { isInPlatformRail, movesOnlyInLedger } from './ledger-legs.js';

// In a module of their own so the pay and refund plans can ask without the leg tasks' code.
export { isInPlatformRail, movesOnlyInLedger };

export const nowIso = () => new Date().toISOString();

export interface LegInput {
  paymentReference: string;
  transactionReference: string;
}

/** The rail request that undoes a leg under its own key (or forbids it, when it never ran). */
function reverseRequest(leg: LegRecord): ReverseRequest {
  const base = { idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency };
  return leg.side === 'source' ? { ...base, operation: 'debit', source: leg.leg } : { ...base, operation: 'credit', destination: leg.leg };
}

/** Undoes a leg at its rail, or forbids it there when it never ran; a leg inside the platform has no rail. */
export async function undoAtRail(leg: LegRecord): Promise<void> {
  if (!movesOnlyInLedger(leg)) await railReverse(leg.leg.rail)(reverseRequest(leg));
}

/** A payment's legs in the order compensation undoes them: destinations, then sources, each newest first. */
export function legsNewestFirst(payment: PaymentRecord): LegRecord[] {
  return [...[...payment.destinations].reverse(), ...[...payment.sources].reverse()];
}

/**
 * A leg task that finds its payment compensating or ended: whatever it may have moved on the rail
 * under the leg's key is reversed (idempotent; a key never used is marked so a late call does nothing)
 * — unless the leg is recorded Completed, or the payment settled: then another run of this step
 * moved that money under the same key, and only compensation may reverse it (PAY-33).
 */
async function refuseLateLeg(payment: PaymentRecord, leg: LegRecord): Promise<never> {
  if (leg.status !== 'Completed' && !hasSettled(payment)) await undoAtRail(leg);
  throw new PaymentSettling(`payment ${payment.paymentReference} is ${payment.compensatingSince ? 'compensating' : payment.status}; ${leg.side} ${leg.transactionReference} moves nothing`);
}

/**
 * Runs a leg's rail call and the write that records it, against compensation starting at any
 * moment: a payment already compensating is refused before the call; a write refused because the
 * payment changed meanwhile is looked at again, and if compensation began, the call is reversed.
 */
export async function guardedLegTask<L extends LegRecord, T>(
  input: LegInput, pick: (payment: PaymentRecord, transactionReference: string) => L, task: (payment: PaymentRecord, leg: L) => Promise<T>,
): Promise<T> {
  const payment = await mustGetPayment(input.paymentReference);
  const leg = pick(payment, input.transactionReference);
  if (!moneyMayMove(payment) && leg.status !== 'Completed') return refuseLateLeg(payment, leg);
  try {
    return await task(payment, leg);
  } catch (error) {
    if (error instanceof TransientError) {
      const now = await mustGetPayment(input.paymentReference);
      if (!moneyMayMove(now)) return refuseLateLeg(now, pick(now, input.transactionReference));
    }
    throw error;
  }
}

/**
 * Undoes one leg: at its rail always (what our record does not know of is undone too), and in the
 * ledger when it was posted (the opposite of the step's posting). Answers the payment as stored after.
 */
export async function reverseLeg(payment: PaymentRecord, named: LegRecord): Promise<PaymentRecord> {
  // The leg as this read of the payment has it (its version is what the write is conditioned on).
  const leg = [...payment.sources, ...payment.destinations].find((l) => l.side === named.side && l.transactionReference === named.transactionReference) ?? named;
  await undoAtRail(leg);
  if (leg.status !== 'Completed') return payment;
  await postWithPayment(reversalPostings(payment, leg), withLeg(payment, { ...leg, status: 'Reversed', updatedAt: nowIso() }), payment, 'version');
  return mustGetPayment(payment.paymentReference);
}
