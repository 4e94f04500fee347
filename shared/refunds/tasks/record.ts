/**
 * How the refund workflow's tasks read and change a refund: the whole record written under the
 * version it was read at, in one transaction with what must change with it (ledger postings, the
 * allowance release, the payment's refund totals, webhook outbox items). A lost race is a
 * TransientError, retried by the workflow; the rails and the ledger are idempotent by key.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config.js';
import { db } from '../../db/client.js';
import { cancelledAt, lostToConflict } from '../../db/transactions.js';
import { isFinalStatus } from '../../lookups/final-statuses.js';
import { NOTHING, type Alongside } from '../../payments/tasks/notify.js';
import { TransientError } from '../../payments/tasks/record.js';
import { getRefund, refundItem, type RefundRecord } from '../refunds.js';

export { TransientError };

/** A task asked about a refund that does not exist: a bug or a tampered input, never retried. */
export class RefundTaskInvalid extends Error {
  override readonly name = 'RefundTaskInvalid';
}

/** A step of a refund that is compensating or ended: it moved nothing (never retried). */
export class RefundSettling extends Error {
  override readonly name = 'RefundSettling';
}

/** A rail (or the ledger) said no to a step: the workflow compensates. */
export class RefundDeclined extends Error {
  override readonly name = 'RefundDeclined';
}

export const nowIso = () => new Date().toISOString();

export async function mustGetRefund(refundReference: string): Promise<RefundRecord> {
  const refund = await getRefund(refundReference);
  if (!refund) throw new RefundTaskInvalid(`no refund ${refundReference}`);
  return refund;
}

/** Money may move for a refund until it ends or starts compensating; every step asks first. */
export function refundMayMove(refund: Pick<RefundRecord, 'status' | 'compensatingSince'>): boolean {
  return refund.compensatingSince === undefined && !isFinalStatus(refund.status);
}

/** The Put of the changed refund, conditioned on the version it was read at. */
export function refundPut(next: RefundRecord, readVersion: number): Record<string, unknown> {
  return {
    Put: {
      TableName: config.tableName,
      Item: refundItem({ ...next, version: readVersion + 1 }),
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': readVersion },
    },
  };
}

/** Commits the refund's change with what goes with it (its webhooks' outbox items). */
export async function commitRefund(next: RefundRecord, readVersion: number, extraItems: Record<string, unknown>[] = [], alongside: Alongside = NOTHING): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [refundPut(next, readVersion), ...extraItems, ...alongside.items] as never }));
  } catch (error) {
    // Its own item changed, or another transaction was writing one of these items (two refunds of a
    // payment completing together): either way nothing was written, and the step reads again.
    if (cancelledAt(error)?.includes(0) || lostToConflict(error)) throw new TransientError(`refund ${next.refundReference} changed meanwhile`);
    throw error;
  }
}
