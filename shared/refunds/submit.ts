/**
 * POST /v2/refund. Steps:
 *   1. Idempotency-Key given: a stored answer under it is replayed (same body), refused (another
 *      body: 422) or still in flight (409), as for payments (PAY-7)
 *   2. clientData.yourReference already used by this caller: the first refund's answer (a first
 *      refund still Pending is started: its request may have died before its start, REF-13)
 *   3. every check of plan.ts, before any money moves
 *   4. ONE TransactWriteItems: the refund (Pending), both legs' allowance claims (guarded: a refund
 *      above what remains of either leg → 400 with what remains), the yourReference marker, the key
 *   5. StartExecution named after the refund; if it fails the refund is marked Failed (claims,
 *      marker and key freed) and the caller gets 503 with its reference (still Pending, for a retry
 *      or reconciliation, when that write keeps losing to racing refunds: REF-19)
 * The answer is 202 {reference, refundStatusUrls}: the money moves in the refund workflow.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { callerScope, readMarker } from '../db/markers.js';
import { cancelledAt, lostToConflict, retryLostConflicts } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { ApiError, BusyError, ConflictError, ValidationError } from '../http/errors.js';
import { logger } from '../log.js';
import { assertIdempotencyKey, IDEMPOTENCY_RETENTION_SECONDS, requestHmac } from '../idempotency/rules.js';
import { markIdempotencyCompleted, type IdempotencyRecord } from '../idempotency/records.js';
import { replayStoredAnswer } from '../payments/request-uniqueness.js';
import { newShortReference } from '../payments/short-reference.js';
import type { RefundAcceptedResult, RefundBody } from '../schemas/refund-request.js';
import { overRemaining, planRefund } from './plan.js';
import {
  getRefund, insertRefund, refundIdempotencyScope, refundItem, refundMarkers, releaseAllowance, remainingAllowance, unstartedRefundReleases, type RefundRecord,
} from './refunds.js';
import { refundStatusUrls } from './status.js';
import { refundNotifications } from './notifications.js';
import { sfnRefundWorkflow, type RefundWorkflow } from './workflow.js';
import { epochSeconds } from '../epoch.js';

export interface RefundDeps {
  workflow: RefundWorkflow;
  now: () => Date;
}

const defaultDeps = (): RefundDeps => ({ workflow: sfnRefundWorkflow(), now: () => new Date() });

const accepted = (refundReference: string): RefundAcceptedResult => ({ reference: refundReference, refundStatusUrls: refundStatusUrls(refundReference) });

const YOUR_REFERENCE = 'body.clientData.yourReference';

/** clientData.yourReference, when the client gave one: a string of 1 to 128 characters. */
function yourReferenceOf(body: RefundBody): string | undefined {
  const value = body.clientData?.['yourReference'];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > 128) throw new ValidationError([{ field: YOUR_REFERENCE, reason: 'must be a string of 1 to 128 characters' }]);
  return value;
}

/** clientData.description, when the client gave one: a string of at most 512 characters ("" is none). */
function descriptionOf(body: RefundBody): string | undefined {
  const value = body.clientData?.['description'];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 512) throw new ValidationError([{ field: 'body.clientData.description', reason: 'must be a string of at most 512 characters' }]);
  return value;
}

/**
 * The first refund under this yourReference; one still Pending may be one whose request died between
 * its insert and its start, so it is started now (REF-13, as PAY-30): a running one counts as started.
 */
async function duplicateOf(scope: string, yourReference: string, deps: RefundDeps): Promise<RefundAcceptedResult | undefined> {
  const marker = refundMarkers.yourReference(scope, yourReference);
  const found = await readMarker(marker.kind, ...marker.parts);
  if (typeof found?.['refundReference'] !== 'string') return undefined;
  const first = await getRefund(found['refundReference']);
  if (first?.status === 'Pending') await start(first, undefined, deps);
  return accepted(found['refundReference']);
}

/**
 * Tries of the write that fails an unstarted refund: its allowance items are written by every refund
 * racing on the same payment (REF-3), so it may lose to them as an insert does (REF-19).
 */
const FAIL_ATTEMPTS = 8;

/**
 * A refund whose workflow never started: Failed, with its claims, yourReference and key freed and its
 * webhook written in one transaction; 'running' when the workflow took it meanwhile; 'pending' when
 * the write still lost to racing refunds: left as it was for a retry or reconciliation (REF-19).
 */
async function failUnstarted(refund: RefundRecord, idempotencyKey: string | undefined, at: string): Promise<'failed' | 'running' | 'pending'> {
  const reason = 'The refund could not be started; nothing was moved. Ask again.';
  const failed: RefundRecord = {
    ...refund, status: 'Failed', failureReason: reason, completedAt: at, version: refund.version + 1,
    recover: { status: 'Failed', failureReason: 'not attempted', updatedAt: at }, giveBack: { status: 'Failed', failureReason: 'not attempted', updatedAt: at },
  };
  try {
    await retryLostConflicts(() => db.send(new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: config.tableName, Item: refundItem(failed),
            ConditionExpression: 'version = :read AND #status = :pending',
            ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':read': refund.version, ':pending': 'Pending' },
          },
        },
        releaseAllowance(refund.source.transactionReference, refund.amountInCents, at),
        releaseAllowance(refund.destination.transactionReference, refund.amountInCents, at),
        ...unstartedRefundReleases(refund, idempotencyKey),
        // Its refund.status webhook, as every other change of a refund's status writes one (REF-8, REF-14).
        ...refundNotifications(failed, refund).items,
      ] as never,
    })), FAIL_ATTEMPTS);
    return 'failed';
  } catch (error) {
    if (cancelledAt(error)?.includes(0)) return 'running';
    if (lostToConflict(error)) return 'pending';
    throw error;
  }
}

const NOT_STARTED = {
  failed: 'The refund could not be started; it was marked Failed and nothing was moved. Ask again.',
  // Its Failed write kept losing to racing refunds (REF-19): nothing was moved, and the same request starts it.
  pending: 'The refund could not be started and is still Pending; nothing was moved. The same request under its Idempotency-Key or yourReference starts it; otherwise it ends Failed within minutes.',
};

async function start(refund: RefundRecord, idempotencyKey: string | undefined, deps: RefundDeps): Promise<void> {
  try {
    await deps.workflow.start(refund.refundReference);
  } catch (error) {
    logger.error('refund workflow did not start', { refundReference: refund.refundReference, error: error instanceof Error ? error.name : 'unknown' });
    const outcome = await failUnstarted(refund, idempotencyKey, deps.now().toISOString());
    if (outcome === 'running') return;
    if (outcome === 'pending') logger.warn('refund not started left Pending: its Failed write kept losing to racing refunds', { refundReference: refund.refundReference });
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', NOT_STARTED[outcome], [], { reference: refund.refundReference }, { 'Retry-After': '1' });
  }
}

/** A stored answer under the key; a request that died before its start is started here. */
function replayStored(scope: string, key: string, hmac: string, deps: RefundDeps): Promise<RefundAcceptedResult | undefined> {
  return replayStoredAnswer<RefundAcceptedResult>(scope, key, hmac, deps.now(), async (result) => {
    const refund = await getRefund(result.reference);
    if (!refund) return false;
    if (refund.status === 'Pending') await start(refund, key, deps);
    return true;
  });
}

/** 400 naming the amount, with what remains of the leg that ran out (another refund claimed it meanwhile). */
async function exhausted(which: 'source' | 'destination', refund: RefundRecord): Promise<never> {
  const leg = refund[which];
  throw overRemaining(which, await remainingAllowance(leg.transactionReference, leg.amountInCents));
}

/** POST /v2/refund: see the steps above. */
export async function submitRefund(caller: Caller, body: RefundBody, idempotencyKey: string | undefined, deps: RefundDeps = defaultDeps()): Promise<RefundAcceptedResult> {
  const scope = callerScope(caller);
  const keyScope = refundIdempotencyScope(scope);
  const now = deps.now();
  const yourReference = yourReferenceOf(body);
  let hmac: string | undefined;
  if (idempotencyKey !== undefined) {
    assertIdempotencyKey(idempotencyKey);
    hmac = await requestHmac(body);
    const replay = await replayStored(keyScope, idempotencyKey, hmac, deps);
    if (replay) return replay;
  }
  if (yourReference) {
    const duplicate = await duplicateOf(scope, yourReference, deps);
    if (duplicate) return duplicate;
  }

  // After the replays: a refund accepted before REF-18 with such a description is still answered as it was.
  const description = descriptionOf(body);
  const plan = await planRefund(caller, body);
  const at = now.toISOString();
  const refundReference = randomUUID();
  const refund: RefundRecord = {
    refundReference,
    shortReference: newShortReference(),
    status: 'Pending',
    paymentReference: plan.payment.paymentReference,
    source: plan.source,
    destination: plan.destination,
    amountInCents: plan.amountInCents,
    currency: plan.currency,
    createdBy: scope,
    paymentCreatedBy: plan.payment.createdBy,
    ...(plan.payment.consumerReference ? { consumerReference: plan.payment.consumerReference } : {}),
    merchantReferences: plan.payment.merchantReferences,
    ...(yourReference ? { yourReference } : {}),
    description: description ?? `Refund of payment ${plan.payment.shortPaymentReference}`,
    ...(body.clientData ? { clientData: body.clientData } : {}),
    ...(plan.payment.webhook ? { webhook: plan.payment.webhook } : {}),
    recover: { status: 'Pending' },
    giveBack: { status: 'Pending' },
    createdAt: at,
    version: 1,
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
  };
  const idempotency: IdempotencyRecord<RefundAcceptedResult> | undefined = idempotencyKey !== undefined && hmac !== undefined
    ? { scope: keyScope, idempotencyKey, requestHmac: hmac, state: 'started', result: accepted(refundReference), createdAt: epochSeconds(now), expiresAt: epochSeconds(now) + IDEMPOTENCY_RETENTION_SECONDS }
    : undefined;

  const inserted = await insertRefund(refund, idempotency);
  if (inserted === 'source-exhausted' || inserted === 'destination-exhausted') return exhausted(inserted === 'source-exhausted' ? 'source' : 'destination', refund);
  if (inserted === 'busy') throw new BusyError('refund');
  if (inserted === 'idempotency-key-taken' && idempotencyKey !== undefined && hmac !== undefined) {
    const replay = await replayStored(keyScope, idempotencyKey, hmac, deps);
    if (replay) return replay;
  }
  if (inserted === 'your-reference-taken' && yourReference) {
    const duplicate = await duplicateOf(scope, yourReference, deps);
    if (duplicate) return duplicate;
  }
  if (inserted !== 'inserted') {
    throw new ConflictError('Another request for this refund is in flight; retry in a moment.', [{ field: inserted === 'idempotency-key-taken' ? 'header.idempotency-key' : YOUR_REFERENCE, reason: 'in flight' }]);
  }

  await start(refund, idempotencyKey, deps);
  if (idempotencyKey !== undefined) await markIdempotencyCompleted(keyScope, idempotencyKey);
  return accepted(refundReference);
}
