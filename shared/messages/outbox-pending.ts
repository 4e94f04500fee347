/**
 * The outbox's pending items as the sweeper (sweeper.ts) sees them: finding the stale ones of every
 * kind, counting a requeue (and a claim left unfinished), failing one for good. It reads only the fields it needs of an item
 * (pendingSchema), so it is apart from outbox-store.ts, whose item schemas the senders parse with;
 * the sweeper's bundle builds none of those (issue 16). outbox-store.ts re-exports what is here.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { MESSAGE_QUEUE_NAME } from '../aws/queue-names.js';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { queryBefore } from '../db/query.js';
import { conditionHeld, isConditionFailure as isSingleConditionFailure, isTransactionCancelled } from '../db/transactions.js';
import { outboxKeys, PENDING } from './outbox-item.js';

/** Why an item is finally failed: no more attempts, expired, abandoned by the sweeper, or a destination we never call (a refused webhook URL). */
export type FailureReason = 'attempts-exhausted' | 'expired' | 'abandoned' | 'refused';

/** What a final outcome removes: the secrets, the pending index, the lease. */
export const DONE_REMOVE = 'REMOVE sealed, GSI1PK, GSI1SK, leaseUntil';

export function isConditionFailure(error: unknown): boolean {
  return isSingleConditionFailure(error) || isTransactionCancelled(error);
}

/** Fails a pending item without an attempt (expired code, abandoned by the sweeper); false if it was no longer pending (or touched since). */
export async function markOutboxFailed(id: string, reason: FailureReason, now: Date, onlyIfTouchedAt?: string): Promise<boolean> {
  try {
    await db.send(new UpdateCommand({
      TableName: config.tableName,
      Key: outboxKeys.item(id),
      UpdateExpression: `SET #status = :failed, failedAt = :at, failure = :reason ${DONE_REMOVE}`,
      ConditionExpression: onlyIfTouchedAt === undefined ? '#status = :pending' : '#status = :pending AND GSI1SK = :seen',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':failed': 'failed', ':pending': 'pending', ':at': now.toISOString(), ':reason': reason,
        ...(onlyIfTouchedAt === undefined ? {} : { ':seen': onlyIfTouchedAt }),
      },
    }));
    return true;
  } catch (error) {
    // Someone else finished or touched it meanwhile: their outcome stands.
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * What the sweeper needs of a pending item of any kind. Built when the sweeper reads: the senders
 * import this file for markOutboxFailed, and a schema built at load would ride in their bundles.
 */
const pendingSchema = () => z.object({
  id: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  requeues: z.number(),
  /** Claims the sweeper found left unfinished (absent: none yet). */
  crashes: z.optional(z.number()),
  /** Set by a sender's claim, removed by its attempt or outcome (epoch ms). */
  leaseUntil: z.optional(z.number()),
  GSI1SK: z.optional(z.string()),
  queue: z.optional(z.string()),
});
export type PendingOutboxItem = Omit<z.infer<ReturnType<typeof pendingSchema>>, 'queue'> & { queue: string };

/** Pending items of every kind untouched since `before`, oldest first (GSI1; never a Scan): at most `limit`. */
export async function stalePendingItems(before: Date, limit: number): Promise<PendingOutboxItem[]> {
  const schema = pendingSchema();
  return queryBefore('GSI1', PENDING, before.toISOString(), limit, (raw) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new Error(`Outbox item ${String(raw['id'])} is malformed: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    return parsed.data.status === 'pending' ? { ...parsed.data, queue: parsed.data.queue ?? MESSAGE_QUEUE_NAME } : undefined;
  });
}

/**
 * Counts a requeue and touches the item, unless something touched it since the sweeper saw it (every
 * claim moves GSI1SK, so the lease seen is the lease stored). `crashed`: the lease seen was left by a
 * claim that never finished; it is counted and removed, so the next sweep counts only a new claim.
 */
export async function markRequeued(item: Pick<PendingOutboxItem, 'id' | 'GSI1SK'>, now: Date, crashed = false): Promise<boolean> {
  return conditionHeld(db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: outboxKeys.item(item.id),
    UpdateExpression: crashed
      ? 'SET requeues = requeues + :one, crashes = if_not_exists(crashes, :zero) + :one, GSI1SK = :now REMOVE leaseUntil'
      : 'SET requeues = requeues + :one, GSI1SK = :now',
    ConditionExpression: '#status = :pending AND GSI1SK = :seen',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString(), ':pending': 'pending', ':seen': item.GSI1SK ?? '', ...(crashed ? { ':zero': 0 } : {}) },
  })));
}
