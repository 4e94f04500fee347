/**
 * The outbox as the senders and the sweeper see it (outbox.ts says what an item is and writes new
 * ones): claiming an item, recording attempts and outcomes, finding stale pending items. Apart
 * from outbox.ts so that the functions that only write messages (an OTP, a reset code) build none
 * of these schemas (issue 16).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { conditionHeld, isConditionFailure as isSingleConditionFailure, isTransactionCancelled } from '../db/transactions.js';
import { MESSAGE_QUEUE_NAME } from '../aws/queue-names.js';
import { outboxKeys, PENDING } from './outbox-item.js';
import { TEMPLATE_NAMES } from './templates.js';

const StringMap = z.record(z.string(), z.string());

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

/** One delivery attempt as recorded on any outbox item. */
export const outboxAttemptSchema = z.object({
  at: z.string(),
  receiveCount: z.number(),
  outcome: z.enum(['delivered', 'failed']),
  providerMessageId: z.optional(z.string()),
  /** A webhook receiver's answer (never its body). */
  httpStatus: z.optional(z.number()),
  error: z.optional(z.object({ name: z.string(), message: z.string() })),
});
export type OutboxAttempt = z.infer<typeof outboxAttemptSchema>;

const ItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  template: z.enum(TEMPLATE_NAMES),
  params: StringMap,
  subject: z.optional(z.string()),
  sealed: z.optional(z.string()),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(outboxAttemptSchema),
  requeues: z.number(),
  createdAt: z.string(),
  deliverBy: z.optional(z.string()),
  GSI1SK: z.optional(z.string()),
  providerMessageId: z.optional(z.string()),
  failure: z.optional(z.string()),
});
export type OutboxItem = z.infer<typeof ItemSchema>;

function toItem(raw: Record<string, unknown> | undefined): OutboxItem | undefined {
  if (!raw) return undefined;
  const parsed = ItemSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Outbox item ${String(raw['id'])} is malformed: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data;
}

/** Why an item is finally failed: no more attempts, expired, abandoned by the sweeper, or a destination we never call (a refused webhook URL). */
export type FailureReason = 'attempts-exhausted' | 'expired' | 'abandoned' | 'refused';

export type ClaimResult<T = OutboxItem> =
  | { kind: 'claimed'; item: T }
  | { kind: 'done'; item: T }
  | { kind: 'busy' }
  | { kind: 'missing' };

/** How a failed attempt is recorded beyond the attempt itself. */
export interface FailureOptions {
  /** Why, when final (default 'attempts-exhausted'). */
  reason?: FailureReason;
  /** When the next attempt is due (a webhook's delayed retry): the sweeper counts staleness from then, not from this attempt. */
  retryAt?: string;
}

/** The outbox as the sender sees it (a port, so the sender's rules are tested without a table); T is the item as one kind parses it. */
export interface OutboxStore<T = OutboxItem> {
  /** Takes the item for `leaseSeconds` unless it is done or another sender holds it. */
  claim(id: string, now: Date, leaseSeconds: number): Promise<ClaimResult<T>>;
  markDelivered(id: string, attempt: OutboxAttempt): Promise<void>;
  /** Records a failed attempt; `final` also marks the item failed and drops its secrets. */
  recordFailure(id: string, attempt: OutboxAttempt, final: boolean, options?: FailureOptions): Promise<void>;
  /** Fails a pending item without an attempt (expired code, abandoned by the sweeper); false if it was no longer pending (or touched since). */
  markFailed(id: string, reason: FailureReason, now: Date, onlyIfTouchedAt?: string): Promise<boolean>;
}

const DONE_REMOVE = 'REMOVE sealed, GSI1PK, GSI1SK, leaseUntil';

function isConditionFailure(error: unknown): boolean {
  return isSingleConditionFailure(error) || isTransactionCancelled(error);
}

async function loadRaw(id: string): Promise<Record<string, unknown> | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.item(id), ConsistentRead: true }));
  return out.Item;
}

export async function loadOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return toItem(await loadRaw(id));
}

/** The store over the table for one kind of item, `parse` reading that kind's fields (throws on another kind). */
export function createOutboxStore<T extends { status: OutboxStatus }>(parse: (raw: Record<string, unknown> | undefined) => T | undefined): OutboxStore<T> {
  return {
    async claim(id, now, leaseSeconds) {
      try {
        const out = await db.send(new UpdateCommand({
          TableName: config.tableName,
          Key: outboxKeys.item(id),
          UpdateExpression: 'SET leaseUntil = :until, GSI1SK = :now',
          ConditionExpression: '#status = :pending AND (attribute_not_exists(leaseUntil) OR leaseUntil < :nowMs)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':until': now.getTime() + leaseSeconds * 1000, ':now': now.toISOString(), ':nowMs': now.getTime(), ':pending': 'pending' },
          ReturnValues: 'ALL_NEW',
        }));
        const item = parse(out.Attributes);
        if (item) return { kind: 'claimed', item };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const item = parse(await loadRaw(id));
      if (!item) return { kind: 'missing' };
      return item.status === 'pending' ? { kind: 'busy' } : { kind: 'done', item };
    },

    async markDelivered(id, attempt) {
      await db.send(new UpdateCommand({
        TableName: config.tableName,
        Key: outboxKeys.item(id),
        UpdateExpression: `SET #status = :delivered, providerMessageId = :pid, deliveredAt = :at, attempts = list_append(attempts, :attempt) ${DONE_REMOVE}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':delivered': 'delivered', ':pending': 'pending', ':pid': attempt.providerMessageId ?? '', ':at': attempt.at, ':attempt': [attempt] },
      }));
    },

    async recordFailure(id, attempt, final, options = {}) {
      await db.send(new UpdateCommand({
        TableName: config.tableName,
        Key: outboxKeys.item(id),
        UpdateExpression: final
          ? `SET #status = :failed, failedAt = :at, failure = :reason, attempts = list_append(attempts, :attempt) ${DONE_REMOVE}`
          : 'SET attempts = list_append(attempts, :attempt), GSI1SK = :touched REMOVE leaseUntil',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending', ':attempt': [attempt],
          ...(final ? { ':failed': 'failed', ':at': attempt.at, ':reason': options.reason ?? 'attempts-exhausted' } : { ':touched': options.retryAt ?? attempt.at }),
        },
      }));
    },

    async markFailed(id, reason, now, onlyIfTouchedAt) {
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
    },
  };
}

export const outboxStore: OutboxStore = createOutboxStore(toItem);

/** What the sweeper needs of a pending item of any kind. */
const PendingSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  requeues: z.number(),
  GSI1SK: z.optional(z.string()),
  queue: z.optional(z.string()),
});
export type PendingOutboxItem = Omit<z.infer<typeof PendingSchema>, 'queue'> & { queue: string };

/**
 * Pending items of every kind untouched since `before`, oldest first (GSI1; never a Scan). Its own
 * page loop, not db/query.ts queryAll: it stops at `limit` kept items and sizes each page to what is left.
 */
export async function stalePendingItems(before: Date, limit: number): Promise<PendingOutboxItem[]> {
  const items: PendingOutboxItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({
      TableName: config.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pending AND GSI1SK < :before',
      ExpressionAttributeValues: { ':pending': PENDING, ':before': before.toISOString() },
      Limit: Math.min(limit - items.length, 100),
      ExclusiveStartKey: startKey,
    }));
    for (const raw of out.Items ?? []) {
      const parsed = PendingSchema.safeParse(raw);
      if (!parsed.success) throw new Error(`Outbox item ${String(raw['id'])} is malformed: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
      if (parsed.data.status === 'pending') items.push({ ...parsed.data, queue: parsed.data.queue ?? MESSAGE_QUEUE_NAME });
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}

/** Counts a requeue and touches the item, unless something touched it since the sweeper saw it. */
export async function markRequeued(item: Pick<PendingOutboxItem, 'id' | 'GSI1SK'>, now: Date): Promise<boolean> {
  return conditionHeld(db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: outboxKeys.item(item.id),
    UpdateExpression: 'SET requeues = requeues + :one, GSI1SK = :now',
    ConditionExpression: '#status = :pending AND GSI1SK = :seen',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString(), ':pending': 'pending', ':seen': item.GSI1SK ?? '' },
  })));
}
