/**
 * Writing a new payment and failing one whose workflow never started. Apart from payments.ts (the
 * records, keys and reads) because the insert checks the request's uniqueness under the platform
 * secret, which reading a payment's status never needs (issue 16, cold start).
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { markerDelete } from '../db/markers.js';
import { cancelledAt, cancelledItem, lostToConflict, retryLostConflicts } from '../db/transactions.js';
import { idempotencyDelete, type IdempotencyRecord } from '../idempotency/records.js';
import type { PayResult } from '../schemas/pay-result.js';
import { legItem, legsOf, paymentItem, paymentMarkers, paymentWrites, type PaymentRecord } from './payments.js';
import { appendUniqueness, uniquenessLost } from './request-uniqueness.js';

/** Tries of an insert (or of the write failing an unstarted payment) that lost only to another transaction writing one of its items. */
const INSERT_ATTEMPTS = 4;

/**
 * Writes a new payment in one transaction — its header, each leg (whose transaction reference
 * names the payment: references.ts, PAY-27) — with its yourReference marker, its Idempotency-Key record and its claims (conditional writes such as a QR bill's, which
 * must hold as the payment is accepted, and its limit reservations, PAY-32), so none exists without
 * the others. Which uniqueness or claim (its index in `claims`, with the item as it stood when the
 * claim asked for it) lost when another request won the race; anything else throws. A transaction
 * that lost only to another one writing the same item (two payments reserving in one counter) is
 * sent again: nothing of it was written; 'busy' when it lost every time (PAY-50).
 */
export async function insertPayment(
  payment: PaymentRecord, idempotency: IdempotencyRecord<PayResult> | undefined, claims: readonly Record<string, unknown>[] = [], alongside: readonly Record<string, unknown>[] = [],
): Promise<'inserted' | 'idempotency-key-taken' | 'your-reference-taken' | 'busy' | { claimLost: number; item?: Record<string, unknown> }> {
  const items: Record<string, unknown>[] = [{ Put: { TableName: config.tableName, Item: paymentItem(payment), ConditionExpression: 'attribute_not_exists(PK)' } }];
  for (const leg of legsOf(payment)) items.push({ Put: { TableName: config.tableName, Item: legItem(payment.paymentReference, { ...leg, version: leg.version ?? 1 }) } });
  const marker = payment.yourReference ? { ...paymentMarkers.yourReference(payment.createdBy, payment.yourReference), target: { paymentReference: payment.paymentReference } } : undefined;
  const uniqueness = appendUniqueness(items, marker, idempotency);
  const firstClaim = items.length;
  items.push(...claims, ...alongside);
  try {
    await retryLostConflicts(() => db.send(new TransactWriteCommand({ TransactItems: items as never })), INSERT_ATTEMPTS);
    return 'inserted';
  } catch (error) {
    const failed = cancelledAt(error);
    const taken = uniquenessLost(failed, uniqueness);
    if (taken) return taken;
    const lost = failed?.find((index) => index >= firstClaim && index < firstClaim + claims.length);
    if (lost !== undefined) return { claimLost: lost - firstClaim, item: cancelledItem(error, lost) };
    // Lost to other writes every time it was sent: nothing of it was written.
    if (lostToConflict(error)) return 'busy';
    throw error;
  }
}

/**
 * A payment whose workflow never started ends as `failed` says, its yourReference and key freed in
 * the same transaction (the key it was inserted under, PAY-49); 'running' when the workflow took it
 * meanwhile (the start did go through).
 * A write that lost only to another transaction writing one of its items (a limit counter another
 * payment reserves in) is sent again; still losing, the payment is left 'pending' as it was, its
 * marker and key kept, for a retry under them to start it or reconciliation to end it (PAY-48).
 */
export async function failUnstartedPayment(failed: PaymentRecord, read: PaymentRecord, idempotencyKey: string | undefined, alongside: readonly Record<string, unknown>[] = []): Promise<'failed' | 'running' | 'pending'> {
  const [header, ...legs] = paymentWrites(failed, read);
  const items: Record<string, unknown>[] = [{
    Put: {
      ...(header as { Put: Record<string, unknown> }).Put,
      ConditionExpression: 'version = :read AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':read': read.version, ':pending': 'Pending' },
    },
  }, ...legs];
  if (failed.yourReference) {
    const marker = paymentMarkers.yourReference(failed.createdBy, failed.yourReference);
    items.push(markerDelete(marker.kind, marker.parts));
  }
  // The key it was inserted under, whichever request fails it (PAY-49); before PAY-49 only the request's own.
  const key = read.idempotencyKey ?? idempotencyKey;
  if (key) items.push(idempotencyDelete(read.idempotencyScope ?? failed.createdBy, key));
  items.push(...alongside);
  try {
    await retryLostConflicts(() => db.send(new TransactWriteCommand({ TransactItems: items as never })), INSERT_ATTEMPTS);
    return 'failed';
  } catch (error) {
    // The header, or a leg the workflow already wrote: the start went through.
    if (cancelledAt(error)?.some((index) => index <= legs.length)) return 'running';
    if (lostToConflict(error)) return 'pending';
    throw error;
  }
}
