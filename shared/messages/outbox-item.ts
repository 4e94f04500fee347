/**
 * What every outbox item is written with, whatever it carries (a message: outbox.ts, a webhook:
 * shared/webhooks/outbox-entry.ts): its keys, the pending index and the first Put. Its queue message
 * is the outbox relay's, fed by the table's stream (outbox-relay.ts, MSG-11). Apart from outbox.ts so
 * that a writer of webhook items need not build the message schemas and templates (issue 16).
 *
 * Keys and access patterns (single table):
 *   outbox item    PK = OUTBOX#<id>         SK = OUTBOX                 get by id (sender; consistent read)
 *   pending items  GSI1PK = OUTBOX#PENDING  GSI1SK = <touchedAt, ISO>   pending items untouched since a time (sweeper)
 * The GSI1 attributes exist only while the item is pending, so delivered and failed items leave the
 * index and the sweeper cannot resurrect them. Every claim, attempt and requeue moves GSI1SK to now.
 */
import { MESSAGE_QUEUE_NAME } from '../aws/queue-names.js';
import { config } from '../config.js';
import { epochSeconds } from '../epoch.js';

/** The pending index's partition (GSI1PK) while an item is pending. */
export const PENDING = 'OUTBOX#PENDING';
const RETENTION_SECONDS = 30 * 24 * 3600;

export const outboxKeys = {
  item: (id: string) => ({ PK: `OUTBOX#${id}`, SK: 'OUTBOX' }),
  pending: (touchedAt: string) => ({ GSI1PK: PENDING, GSI1SK: touchedAt }),
};

export interface OutboxPut {
  Put: { TableName: string; Item: Record<string, unknown>; ConditionExpression: string };
}

/**
 * What every outbox item starts with, whatever it carries: keys, the pending index, status, no
 * attempts, retention. `queue` names the queue its id goes on when it is not 'messages'.
 */
export function pendingOutboxItem(id: string, now: Date, queue?: string): Record<string, unknown> {
  const createdAt = now.toISOString();
  return {
    ...outboxKeys.item(id),
    ...outboxKeys.pending(createdAt),
    entity: 'Outbox',
    id,
    ...(queue === undefined || queue === MESSAGE_QUEUE_NAME ? {} : { queue }),
    status: 'pending',
    attempts: [],
    requeues: 0,
    createdAt,
    expiresAt: epochSeconds(now) + RETENTION_SECONDS,
  };
}

/** The Put of a new outbox item for a TransactWriteItems: never overwrites an item. */
export function outboxPut(item: Record<string, unknown>): OutboxPut {
  return { Put: { TableName: config.tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}
