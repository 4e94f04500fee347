/**
 * The refund workflow's other steps: StartRefund (Pending → Processing), CompleteRefund (Completed,
 * and the payment shows what was refunded, in the same write) and CompensateRefund (the saga's undo:
 * marks the refund compensating, undoes each step newest first at its rail and in the ledger, and
 * ends it Failed with the reason, giving the legs' refund allowance back in that same write). Once
 * both steps are done the money is back at the source: the refund only rolls forward, and a
 * compensation asked for then completes it instead (docs/decisions/refunds.md, REF-10).
 */
import { isFinalStatus } from '../../lookups/final-statuses.js';
import { ReversalRefused } from '../../ledger/errors.js';
import { connectorFor } from '../../rails/registry.js';
import { postLedgerTransaction } from '../../ledger/postings.js';
import { getPayment, paymentWrites, withRefundApplied } from '../../payments/payments.js';
import { both } from '../../payments/tasks/notify.js';
import { orderUpdated } from '../../agentic/order-events.js';
import { cancelledAt } from '../../db/transactions.js';
import { releaseAllowance, type RefundRecord } from '../refunds.js';
import { refundNotifications } from '../notifications.js';
import { railKey, reversalOfStep, undoStepAtRail, type StepName } from './postings.js';
import { commitRefund, mustGetRefund, nowIso, refundMayMove, refundPut, RefundSettling, RefundTaskInvalid, TransientError } from './record.js';
import type { RefundInput } from './steps.js';

export async function startRefund(input: RefundInput): Promise<RefundInput> {
  const refund = await mustGetRefund(input.refundReference);
  if (refund.status === 'Pending') {
    const next: RefundRecord = { ...refund, status: 'Processing', startedAt: nowIso() };
    await commitRefund(next, refund.version, [], refundNotifications(next, refund));
  }
  return input;
}

/** Both money steps done: taken back from the destination and given back to the source (REF-10). */
export const bothStepsDone = (refund: Pick<RefundRecord, 'recover' | 'giveBack'>): boolean =>
  refund.recover.status === 'Completed' && refund.giveBack.status === 'Completed';

const PAYMENT_ATTEMPTS = 8;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Both steps done: the refund is Completed and, in the same transaction, the payment records it
 * (PartiallyRefunded, or Refunded once all of it). Refunds of one payment completing together race
 * on the payment item: a lost race reads it again. A refund marked compensating whose steps are both
 * done is completed too (and no longer compensating): the money reached the source, so it only
 * rolls forward (REF-10).
 */
export async function completeRefund(input: RefundInput): Promise<{ refundReference: string; status: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const refund = await mustGetRefund(input.refundReference);
    if (refund.status === 'Completed') return { refundReference: refund.refundReference, status: 'Completed' };
    if (isFinalStatus(refund.status)) throw new RefundSettling(`refund ${refund.refundReference} is ${refund.status}`);
    if (!bothStepsDone(refund)) {
      if (!refundMayMove(refund)) throw new RefundSettling(`refund ${refund.refundReference} is compensating`);
      throw new RefundTaskInvalid(`refund ${refund.refundReference} has steps not completed`);
    }
    const payment = await getPayment(refund.paymentReference);
    if (!payment) throw new RefundTaskInvalid(`refund ${refund.refundReference}: no payment ${refund.paymentReference}`);
    const { compensatingSince: _compensating, ...moving } = refund;
    const next: RefundRecord = { ...moving, status: 'Completed', completedAt: nowIso() };
    const paid = withRefundApplied(payment, {
      sourceTransactionReference: refund.source.transactionReference, destinationTransactionReference: refund.destination.transactionReference,
      amountInCents: refund.amountInCents, currency: refund.currency,
    });
    // The payment's header and its two legs, each under the version read (payments.ts, paymentWrites).
    const paymentItems = paymentWrites(paid, payment);
    try {
      // A checkout payment's order shows what was refunded (ACP-18): its order_update goes with the change.
      await commitRefund(next, refund.version, paymentItems, both(refundNotifications(next, refund), orderUpdated(paid, payment)));
      return { refundReference: refund.refundReference, status: 'Completed' };
    } catch (error) {
      const paymentChanged = cancelledAt(error)?.some((index) => index >= 1 && index <= paymentItems.length) === true;
      if (!paymentChanged && !(error instanceof TransientError)) throw error;
      if (attempt >= PAYMENT_ATTEMPTS) throw new TransientError(`refund ${refund.refundReference}: payment ${refund.paymentReference} kept changing`);
      await pause(20 * attempt + Math.floor(Math.random() * 30));
    }
  }
}

/** The workflow's Catch hands over what failed. */
export interface Failure {
  Error?: string;
  Cause?: string;
}

function reasonOf(failure: Failure): string {
  // A Lambda's Cause is its error as JSON: keep the message, which names the decline.
  try {
    const cause = JSON.parse(failure.Cause ?? '') as { errorMessage?: unknown };
    if (typeof cause.errorMessage === 'string') return cause.errorMessage;
  } catch {
    // Not JSON: use it as it is.
  }
  return [failure.Error, failure.Cause].filter(Boolean).join(': ') || 'unknown failure';
}

/** Undoes one step: at its rail always (a call in flight is undone too), in the ledger when it was posted. */
async function undoStep(refund: RefundRecord, step: StepName): Promise<RefundRecord> {
  await undoStepAtRail(refund, step);
  if (refund[step].status !== 'Completed') return refund;
  const next: RefundRecord = { ...refund, [step]: { ...refund[step], status: 'Reversed', updatedAt: nowIso() } };
  try {
    await postLedgerTransaction(reversalOfStep(refund, step), [refundPut(next, refund.version)]);
  } catch (error) {
    // Reversed before (a retried compensation whose refund write was lost cannot happen: they go together).
    if (!(error instanceof ReversalRefused)) throw error;
  }
  return mustGetRefund(refund.refundReference);
}

const MARK_ATTEMPTS = 5;

/** Marks the refund compensating, unless it ended, already is, or has both steps done (REF-10: it completes instead). */
async function markCompensating(refundReference: string): Promise<RefundRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const refund = await mustGetRefund(refundReference);
    if (isFinalStatus(refund.status) || refund.compensatingSince !== undefined || bothStepsDone(refund)) return refund;
    const marked: RefundRecord = { ...refund, compensatingSince: nowIso() };
    try {
      await commitRefund(marked, refund.version);
      return { ...marked, version: refund.version + 1 };
    } catch (error) {
      if (!(error instanceof TransientError) || attempt >= MARK_ATTEMPTS) throw error;
    }
  }
}

/**
 * A compensation begun before REF-10 (the workflow then compensated a failed completion) may have
 * reversed the give-back at its rail and stopped before recording it: that one ends as it began.
 */
async function giveBackReversedAtRail(refund: RefundRecord): Promise<boolean> {
  if (refund.compensatingSince === undefined || refund.source.inPlatform) return false;
  return (await connectorFor(refund.source.leg.rail).lookup('refund', railKey(refund, 'giveBack')))?.reversed === true;
}

/**
 * CompensateRefund: undoes what was done (giving back, then taking back) and ends the refund Failed
 * with the reason. A refund whose two steps are both done is never undone: the money is back at the
 * source (a card refund the customer may already see, a wallet its owner may already have spent),
 * so it is completed as CompleteRefund completes it, and the answer says Completed (REF-10).
 */
export async function compensateRefund(input: RefundInput & { failure: Failure }): Promise<{ status: string; reason: string }> {
  const reason = reasonOf(input.failure);
  let refund = await markCompensating(input.refundReference);
  if (isFinalStatus(refund.status)) return { status: refund.status, reason: refund.failureReason ?? reason };
  if (bothStepsDone(refund) && !(await giveBackReversedAtRail(refund))) {
    const done = await completeRefund(input);
    return { status: done.status, reason: `completed rather than compensated: the money had reached the source (${reason})` };
  }
  for (const step of ['giveBack', 'recover'] as const) refund = await undoStep(refund, step);
  const at = nowIso();
  const closed: RefundRecord = {
    ...refund, status: 'Failed', failureReason: reason, completedAt: at,
    recover: refund.recover.status === 'Pending' ? { status: 'Failed', failureReason: 'not attempted', updatedAt: at } : refund.recover,
    giveBack: refund.giveBack.status === 'Pending' ? { status: 'Failed', failureReason: 'not attempted', updatedAt: at } : refund.giveBack,
  };
  const releases = [
    releaseAllowance(refund.source.transactionReference, refund.amountInCents, at),
    releaseAllowance(refund.destination.transactionReference, refund.amountInCents, at),
  ];
  await commitRefund(closed, refund.version, releases, refundNotifications(closed, refund));
  return { status: 'Failed', reason };
}
