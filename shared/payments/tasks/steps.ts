/**
 * The workflow's steps, one side effect each (lib/workflows/payment.asl.json; the Lambda handlers in
 * functions/payments/tasks/ call these). Inputs are references only. Every step is safe to run
 * again: a leg already done answers as done, the rail answers one key one way, a ledger posting
 * with the same id is not posted twice.
 */
import { InsufficientFunds } from '../../ledger/errors.js';
import { connectorFor } from '../../rails/registry.js';
import type { RailResult, ReverseRequest } from '../../rails/types.js';
import { isFinalStatus } from '../../lookups/transaction-statuses.js';
import { moneyMayMove, type AwaitedAnswer, type DestinationLegRecord, type LegRecord, type PaymentRecord, type SourceLegRecord } from '../payments.js';
import { answerTimeoutSeconds, waitPut } from './waits-write.js';
import { creditPosting, debitPosting, postWithPayment, reversalPostings } from './postings.js';
import { commitPayment, destinationLeg, mustGetPayment, PaymentTaskInvalid, sourceLeg, TransientError, withLeg } from './record.js';
import { notifications } from './notify.js';

const nowIso = () => new Date().toISOString();

/** A source's rail declined: the workflow catches it and compensates. */
export class PaymentDeclined extends Error {
  override readonly name = 'PaymentDeclined';
}

/** A destination's rail declined the credit: the workflow catches it and compensates. */
export class CreditFailed extends Error {
  override readonly name = 'CreditFailed';
}

/**
 * A leg task found its payment compensating (or ended): it moved nothing, or reversed what it had
 * just moved. Never retried; the workflow has already left the Map this task belonged to.
 */
export class PaymentSettling extends Error {
  override readonly name = 'PaymentSettling';
}

export interface LegInput {
  paymentReference: string;
  transactionReference: string;
}

/**
 * StartPayment: Pending → Processing; answers the legs in order for the two Maps, and how long a
 * source may wait for its PIN or confirmation (the ASL's TimeoutSecondsPath reads it).
 */
export async function startPayment(input: { paymentReference: string }): Promise<{ paymentReference: string; sources: string[]; destinations: string[]; answerTimeoutSeconds: number }> {
  const payment = await mustGetPayment(input.paymentReference);
  if (payment.status === 'Pending') {
    const next: PaymentRecord = { ...payment, status: 'Processing', startedAt: nowIso() };
    await commitPayment(next, payment.version, notifications(next, payment));
  }
  return {
    paymentReference: payment.paymentReference,
    sources: payment.sources.map((l) => l.transactionReference),
    destinations: payment.destinations.map((l) => l.transactionReference),
    answerTimeoutSeconds: answerTimeoutSeconds(),
  };
}

type DebitOutcome = 'debited' | 'requires_pin' | 'requires_confirmation';

const AWAIT_STATUS = { requires_pin: 'AwaitingPin', requires_confirmation: 'AwaitingConfirmation' } as const;

/** The rail request that undoes a leg under its own key (or forbids it, when it never ran). */
export function reverseRequest(leg: LegRecord): ReverseRequest {
  const base = { idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency };
  return leg.side === 'source' ? { ...base, operation: 'debit', source: leg.leg } : { ...base, operation: 'credit', destination: leg.leg };
}

/**
 * A leg task that finds its payment compensating or ended: whatever it may have moved on the rail
 * under the leg's key is reversed (idempotent; a key never used is marked so a late call does nothing).
 */
async function refuseLateLeg(payment: PaymentRecord, leg: LegRecord): Promise<never> {
  if (payment.status !== 'Completed') await connectorFor(leg.leg.rail).reverse(reverseRequest(leg));
  throw new PaymentSettling(`payment ${payment.paymentReference} is ${payment.compensatingSince ? 'compensating' : payment.status}; ${leg.side} ${leg.transactionReference} moves nothing`);
}

/**
 * Runs a leg's rail call and the write that records it, against compensation starting at any
 * moment: a payment already compensating is refused before the call; a write refused because the
 * payment changed meanwhile is looked at again, and if compensation began, the call is reversed.
 */
async function guardedLegTask<L extends LegRecord, T>(
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

/** DebitSource / DebitAnsweredSource: takes the source's money (or says what the rail waits for). */
export function debitSource(input: LegInput & { answered?: boolean }): Promise<LegInput & { outcome: DebitOutcome }> {
  return guardedLegTask(input, sourceLeg, (payment, leg) => debitLeg(payment, leg, input.answered === true));
}

async function debitLeg(payment: PaymentRecord, leg: SourceLegRecord, answered: boolean): Promise<LegInput & { outcome: DebitOutcome }> {
  const done = { paymentReference: payment.paymentReference, transactionReference: leg.transactionReference };
  if (leg.status === 'Completed') return { ...done, outcome: 'debited' };
  // Already waiting (a workflow run again after a restart): nothing new to ask the rail until the answer.
  if (!answered && leg.awaiting) return { ...done, outcome: leg.awaiting === 'pin' ? 'requires_pin' : 'requires_confirmation' };
  const result: RailResult = await connectorFor(leg.leg.rail).debit({
    idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, source: leg.leg,
  });
  const at = nowIso();
  switch (result.outcome) {
    case 'succeeded': {
      const next = withLeg(payment, { ...leg, status: 'Completed', connectorReference: result.connectorReference, awaiting: undefined, updatedAt: at });
      try {
        await postWithPayment(debitPosting(payment, leg), { ...next, status: 'Processing' }, payment.version, notifications({ ...next, status: 'Processing' }, payment));
      } catch (error) {
        if (!(error instanceof InsufficientFunds)) throw error;
        // The consumer's own account holds less than this: undo the rail's side and decline the leg.
        await connectorFor(leg.leg.rail).reverse({ idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, operation: 'debit', source: leg.leg });
        await commitPayment(withLeg(payment, { ...leg, status: 'Failed', declineCode: 'insufficient_funds', updatedAt: at }), payment.version);
        throw new PaymentDeclined('insufficient_funds');
      }
      return { ...done, outcome: 'debited' };
    }
    case 'requires_pin':
    case 'requires_confirmation': {
      const awaiting: AwaitedAnswer = result.outcome === 'requires_pin' ? 'pin' : 'confirmation';
      const status = AWAIT_STATUS[result.outcome];
      const next = { ...withLeg(payment, { ...leg, status, awaiting, connectorReference: result.connectorReference, updatedAt: at }), status };
      await commitPayment(next, payment.version, notifications(next, payment));
      return { ...done, outcome: result.outcome };
    }
    case 'declined': {
      const next = withLeg(payment, { ...leg, status: 'Failed', declineCode: result.declineCode, failureReason: result.message, updatedAt: at });
      await commitPayment(next, payment.version);
      throw new PaymentDeclined(result.declineCode ?? 'declined');
    }
  }
}

/** AwaitSourceAnswer: keeps the task token for the PIN or confirmation answer, and tells the client. */
export async function awaitSourceAnswer(input: LegInput & { taskToken: string; outcome: string }): Promise<void> {
  const payment = await mustGetPayment(input.paymentReference);
  const leg = sourceLeg(payment, input.transactionReference);
  if (!moneyMayMove(payment)) throw new PaymentSettling(`payment ${payment.paymentReference} no longer waits for answers`);
  if (!leg.awaiting) throw new PaymentTaskInvalid(`source ${leg.transactionReference} waits for nothing`);
  await commitPayment(payment, payment.version, notifications(payment, undefined, leg.awaiting), [await waitPut(payment.paymentReference, leg.transactionReference, input.taskToken, leg.awaiting)]);
}

/** CreditDestination: pays one destination out of the payment's holding account. */
export function creditDestination(input: LegInput): Promise<{ transactionReference: string }> {
  return guardedLegTask(input, destinationLeg, creditLeg);
}

async function creditLeg(payment: PaymentRecord, leg: DestinationLegRecord): Promise<{ transactionReference: string }> {
  if (leg.status === 'Completed') return { transactionReference: leg.transactionReference };
  const result = await connectorFor(leg.leg.rail).credit({
    idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, destination: leg.leg,
  });
  const at = nowIso();
  if (result.outcome !== 'succeeded') {
    const next = withLeg(payment, { ...leg, status: 'Failed', declineCode: result.declineCode, failureReason: result.message, updatedAt: at });
    await commitPayment(next, payment.version);
    throw new CreditFailed(result.declineCode ?? result.outcome);
  }
  const next = withLeg(payment, { ...leg, status: 'Completed', connectorReference: result.connectorReference, updatedAt: at });
  await postWithPayment(creditPosting(payment, leg), next, payment.version, notifications(next, payment));
  return { transactionReference: leg.transactionReference };
}

/** CompletePayment: every leg is done. */
export async function completePayment(input: { paymentReference: string }): Promise<{ paymentReference: string; status: string }> {
  const payment = await mustGetPayment(input.paymentReference);
  if (payment.status !== 'Completed') {
    if (!moneyMayMove(payment)) throw new PaymentSettling(`payment ${payment.paymentReference} is ${payment.compensatingSince ? 'compensating' : payment.status}`);
    const open = [...payment.sources, ...payment.destinations].filter((l) => l.status !== 'Completed');
    if (open.length > 0) throw new PaymentTaskInvalid(`payment ${payment.paymentReference} has legs not completed: ${open.map((l) => l.transactionReference).join(', ')}`);
    const next: PaymentRecord = { ...payment, status: 'Completed', completedAt: nowIso() };
    await commitPayment(next, payment.version, notifications(next, payment));
  }
  return { paymentReference: payment.paymentReference, status: 'Completed' };
}

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
  let payment = await markCompensating(input.paymentReference);
  if (isFinalStatus(payment.status)) return { status: payment.status, reason: payment.failureReason ?? reason };
  // No task moves money from here on. Every leg is reversed at its rail, newest first, whatever our
  // record says of it: a call still in flight, or one that landed after its task lost the race,
  // is undone; a leg never called is marked so that a late call does nothing.
  for (const leg of [...[...payment.destinations].reverse(), ...[...payment.sources].reverse()]) {
    await connectorFor(leg.leg.rail).reverse(reverseRequest(leg));
    if (leg.status !== 'Completed') continue;
    const next = withLeg(payment, { ...leg, status: 'Reversed', updatedAt: nowIso() });
    await postWithPayment(reversalPostings(payment, leg), next, payment.version);
    payment = await mustGetPayment(payment.paymentReference);
  }
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
  await commitPayment(closed, payment.version, notifications(closed, payment));
  return { status, reason };
}

/** How often compensation reads again when a leg task's write beat its mark. */
const MARK_ATTEMPTS = 5;

/** Marks the payment compensating (first write of every compensation); answers it as then stored. */
async function markCompensating(paymentReference: string): Promise<PaymentRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const payment = await mustGetPayment(paymentReference);
    if (isFinalStatus(payment.status) || payment.compensatingSince !== undefined) return payment;
    const marked = { ...payment, compensatingSince: nowIso() };
    try {
      await commitPayment(marked, payment.version);
      return { ...marked, version: payment.version + 1 };
    } catch (error) {
      if (!(error instanceof TransientError) || attempt >= MARK_ATTEMPTS) throw error;
    }
  }
}
