/**
 * POST /v1/transaction/pin/{transactionReference} and POST /v1/transaction/confirm/{transactionReference}:
 * the payer's answer to a source waiting for a PIN or a confirmation, handed to the rail and then
 * to the waiting workflow task (its token is in the wait item, waits.ts). Steps:
 *   1. the transaction's payment (404 when unknown, or when the caller is neither its payer nor admin)
 *   2. the leg must wait for this kind of answer and its wait must be live (409 with the reason)
 *   3. take the wait: one answer per wait, conditionally (a concurrent or repeated answer: 409)
 *   4. the rail: verifyPin / confirm; then SendTaskSuccess, or SendTaskFailure so the workflow
 *      compensates (PaymentDeclined, PaymentCancelled); a token that timed out meanwhile: 409; a
 *      workflow that cannot be reached (throttled, a network error): the wait is given back and 503,
 *      so the payer sends the answer again (the rail answers one key one way: the same outcome)
 * The PIN is passed to the connector and dropped: never stored, logged or put in the execution.
 */
import type { Caller } from '../http/caller.js';
import { ApiError, ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import { logger } from '../log.js';
import { connectorFor } from '../rails/registry.js';
import type { Connector, DebitRequest } from '../rails/types.js';
import { mayAnswer } from './access.js';
import { moneyMayMove, paymentOfTransaction, type AwaitedAnswer, type PaymentRecord, type SourceLegRecord } from './payments.js';
import { readWait, releaseWait, reopenWait, takeWait, type WaitItem } from './waits.js';
import { sfnPaymentWorkflow, type PaymentWorkflow } from './workflow.js';

/** Wrong PINs allowed on one wait when the rail lets the payer try again; the last one declines the payment. */
export const PIN_ATTEMPTS = 3;

/** The reads and writes an answer needs: the payment and wait entities (DynamoDB), or anything a test hands in. */
export interface AnswerStore {
  paymentOfTransaction(transactionReference: string): Promise<PaymentRecord | undefined>;
  readWait(transactionReference: string): Promise<WaitItem | undefined>;
  takeWait(transactionReference: string, wait: WaitItem, at: string): Promise<boolean>;
  releaseWait(transactionReference: string, wait: WaitItem): Promise<number>;
  reopenWait(transactionReference: string, wait: WaitItem): Promise<void>;
}

export const tableAnswerStore: AnswerStore = { paymentOfTransaction, readWait, takeWait, releaseWait, reopenWait };

export interface AnswerDeps {
  workflow: PaymentWorkflow;
  connector: (leg: SourceLegRecord) => Connector;
  now: () => Date;
  /** Default: the table. */
  store?: AnswerStore;
}

const defaultDeps = (): AnswerDeps => ({ workflow: sfnPaymentWorkflow(), connector: (leg) => connectorFor(leg.leg.rail), now: () => new Date() });

const FIELD = 'path.transactionReference';
const STATUS_OF: Record<AwaitedAnswer, string> = { pin: 'AwaitingPin', confirmation: 'AwaitingConfirmation' };

class WrongPin extends ApiError {
  constructor(attemptsLeft: number, declined: boolean) {
    const message = declined ? 'The PIN is incorrect; the payment was declined.' : `The PIN is incorrect; ${attemptsLeft} attempt(s) left.`;
    super(422, 'UNPROCESSABLE', message, [{ field: 'body.pin', reason: declined ? 'is incorrect; no attempts left' : `is incorrect; ${attemptsLeft} attempt(s) left` }], { attemptsLeft });
  }
}

const gone = () => new ConflictError('The transaction is no longer waiting for an answer (it timed out or was answered).', [{ field: FIELD, reason: 'no longer waiting' }]);

/** Steps 1 and 2: the payment, the waiting leg and its live wait. */
async function waitingLeg(caller: Caller, transactionReference: string, kind: AwaitedAnswer, now: Date, store: AnswerStore): Promise<{ payment: PaymentRecord; leg: SourceLegRecord; wait: WaitItem }> {
  const reference = transactionReference.toLowerCase();
  const payment = await store.paymentOfTransaction(reference);
  if (!payment || !mayAnswer(caller, payment)) throw new NotFoundError('Transaction', FIELD);
  const leg = payment.sources.find((l) => l.transactionReference === reference);
  const expected = STATUS_OF[kind];
  if (!leg) throw new ConflictError(`The transaction is a destination; it never waits for a ${kind}.`, [{ field: FIELD, reason: `not waiting for a ${kind}` }]);
  if (leg.status !== expected) {
    throw new ConflictError(`The transaction is not waiting for a ${kind}: it is ${leg.status}.`, [{ field: FIELD, reason: `is ${leg.status}` }]);
  }
  // Compensation has begun: the leg is being undone, whatever its status still says.
  if (!moneyMayMove(payment)) throw gone();
  const wait = await store.readWait(reference);
  // The leg says so but the task has not stored its token yet: a moment later it will have.
  if (!wait) throw new ConflictError('The transaction is not ready for the answer yet; retry in a moment.', [{ field: FIELD, reason: 'not ready yet' }]);
  if (wait.awaiting !== kind) throw new ConflictError(`The transaction is waiting for a ${wait.awaiting}, not a ${kind}.`, [{ field: FIELD, reason: `waits for a ${wait.awaiting}` }]);
  if (wait.answeredAt !== undefined || wait.expiresAt <= now.getTime() / 1000) throw gone();
  return { payment, leg, wait };
}

const debitRequest = (leg: SourceLegRecord): DebitRequest => ({
  idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, source: leg.leg,
});

/**
 * Hands the answer to the waiting task. A workflow that cannot be reached now must not lose an
 * answer the rail has taken: the wait is given back and the payer told to send it again (503).
 */
async function resume(send: () => Promise<'ok' | 'gone'>, store: AnswerStore, leg: SourceLegRecord, wait: WaitItem): Promise<void> {
  let outcome: 'ok' | 'gone';
  try {
    outcome = await send();
  } catch (error) {
    logger.error('could not hand the answer to the payment workflow; the wait is open again', { transactionReference: leg.transactionReference, error: error instanceof Error ? error.name : 'Error' });
    await store.reopenWait(leg.transactionReference, wait);
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The answer could not be handed to the payment just now; send it again.', [], {}, { 'Retry-After': '1' });
  }
  if (outcome === 'gone') throw gone();
}

/**
 * POST /v1/transaction/pin/{transactionReference}. A rail that declines a wrong PIN (the sandbox
 * does) ends the payment at once; a rail that keeps waiting (answers requires_pin again) allows
 * PIN_ATTEMPTS tries in all. Either way a wrong PIN is 422 naming body.pin with attemptsLeft.
 */
export async function answerPin(caller: Caller, transactionReference: string, pin: string | null | undefined, deps: AnswerDeps = defaultDeps()): Promise<void> {
  if (pin === undefined || pin === null || pin === '') {
    throw new ValidationError([{ field: 'body.pin', reason: 'is required: the transaction waits for a PIN or voucher code' }]);
  }
  const now = deps.now();
  const store = deps.store ?? tableAnswerStore;
  const { leg, wait } = await waitingLeg(caller, transactionReference, 'pin', now, store);
  if (!(await store.takeWait(leg.transactionReference, wait, now.toISOString()))) throw gone();
  const result = await deps.connector(leg).verifyPin(debitRequest(leg), pin);
  if (result.outcome === 'succeeded') return resume(() => deps.workflow.succeed(wait.taskToken, { answer: 'verified' }), store, leg, wait);
  if (result.outcome === 'requires_pin') {
    const failures = await store.releaseWait(leg.transactionReference, wait);
    if (failures < PIN_ATTEMPTS) throw new WrongPin(PIN_ATTEMPTS - failures, false);
    await deps.connector(leg).reverse({ ...debitRequest(leg), operation: 'debit' });
  }
  await resume(() => deps.workflow.fail(wait.taskToken, 'PaymentDeclined', result.declineCode ?? 'incorrect_pin'), store, leg, wait);
  if (result.declineCode === 'incorrect_pin' || result.outcome === 'requires_pin') throw new WrongPin(0, true);
  // Declined for another reason (a reversed or expired debit): accepted, the payment fails.
}

/** POST /v1/transaction/confirm/{transactionReference}: true confirms at the rail and resumes; false cancels (compensated). */
export async function answerConfirmation(caller: Caller, transactionReference: string, confirm: boolean, deps: AnswerDeps = defaultDeps()): Promise<void> {
  const now = deps.now();
  const store = deps.store ?? tableAnswerStore;
  const { leg, wait } = await waitingLeg(caller, transactionReference, 'confirmation', now, store);
  if (!(await store.takeWait(leg.transactionReference, wait, now.toISOString()))) throw gone();
  if (!confirm) return resume(() => deps.workflow.fail(wait.taskToken, 'PaymentCancelled', 'The payer declined the confirmation.'), store, leg, wait);
  const result = await deps.connector(leg).confirm(debitRequest(leg));
  if (result.outcome === 'succeeded') return resume(() => deps.workflow.succeed(wait.taskToken, { answer: 'confirmed' }), store, leg, wait);
  await resume(() => deps.workflow.fail(wait.taskToken, 'PaymentDeclined', result.declineCode ?? 'declined'), store, leg, wait);
}
