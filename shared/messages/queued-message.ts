/**
 * A queue message written as a table item in the transaction of the change that calls for it; the
 * outbox relay (outbox-relay.ts) sends its body to its queue once that change commits, so the change
 * and its message happen together or not at all. For work that is not tracked item by item (the
 * first pages of a notification template's chains, NTF-5: a chain that stands still is resumed by
 * NTF-11); an outbox item (tracked, retried, swept: outbox-item.ts) is for what leaves the platform.
 *
 * Keys (single table): PK = QUEUED#<id>, SK = QUEUED; never read back, kept a day (TTL) for tracing.
 */
import { randomUUID } from 'node:crypto';
import { config } from '../config.js';
import type { OutboxPut } from './outbox-item.js';

export const QUEUED_MESSAGE = 'QueuedMessage';
const RETENTION_SECONDS = 24 * 3600;

/** The Put for a TransactWriteItems: `body` goes on the queue named `queue` once the transaction commits. */
export function queuedMessagePut(queue: string, body: string, now = new Date()): OutboxPut {
  const id = randomUUID();
  return {
    Put: {
      TableName: config.tableName,
      Item: { PK: `QUEUED#${id}`, SK: 'QUEUED', entity: QUEUED_MESSAGE, id, queue, body, createdAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
