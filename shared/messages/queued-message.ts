/**
 * A queue message written as a table item in the transaction of the change that calls for it; the
 * outbox relay (outbox-relay.ts) sends its body to its queue once that change commits, so the change
 * and its message happen together or not at all. For work that is not tracked item by item (the
 * first pages of a notification template's chains, NTF-5: a chain that stands still is resumed by
 * NTF-11); an outbox item (tracked, retried, swept: outbox-item.ts) is for what leaves the platform.
 *
 * Work that must wait (a notification chain's index-settle sweep, NTF-12) carries `delaySeconds`.
 *
 * Keys (single table): PK = QUEUED#<id>, SK = QUEUED; never read back, kept a day (TTL) for tracing.
 */
import { randomUUID } from 'node:crypto';
import { config } from '../config.js';
import type { OutboxPut } from './outbox-item.js';
import { epochSeconds } from '../epoch.js';

export const QUEUED_MESSAGE = 'QueuedMessage';
const RETENTION_SECONDS = 24 * 3600;

/**
 * The Put (for a TransactWriteItems, or alone): `body` goes on the queue named `queue` once it
 * commits, held there `delaySeconds` (SQS's DelaySeconds, at most 900) before it can be received.
 */
export function queuedMessagePut(queue: string, body: string, now = new Date(), delaySeconds = 0): OutboxPut {
  const id = randomUUID();
  return {
    Put: {
      TableName: config.tableName,
      Item: {
        PK: `QUEUED#${id}`, SK: 'QUEUED', entity: QUEUED_MESSAGE, id, queue, body, ...(delaySeconds > 0 ? { delaySeconds } : {}),
        createdAt: now.toISOString(), expiresAt: epochSeconds(now) + RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
