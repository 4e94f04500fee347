/**
 * The outbox relay: the table's stream hands it each new outbox item (the event source mapping
 * filters on INSERT of entity Outbox, STREAM_CONSUMERS in lib/resources.ts) and it puts the item's
 * id on the item's queue. A writer only commits the item in the transaction of its state change, so
 * a crash after the commit cannot lose the message (DESIGN.md, Outbox; docs/decisions/messages.md, MSG-11).
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { QUEUES } from '../aws/queues.js';
import { logger } from '../log.js';
import { enqueueOutbox } from './outbox-enqueue.js';
import { MESSAGE_QUEUE } from './outbox-item.js';

interface NewOutboxItem {
  sequenceNumber: string;
  id: string;
  /** Queue name: the item's `queue`, or 'messages' when it has none (pendingOutboxItem). */
  queue: string;
}

/** A new outbox item's id and queue, read from the record's new image; undefined for any other record. */
function newOutboxItem(record: DynamoDBRecord): NewOutboxItem | undefined {
  const image = record.dynamodb?.NewImage;
  const sequenceNumber = record.dynamodb?.SequenceNumber;
  if (record.eventName !== 'INSERT' || image?.['entity']?.S !== 'Outbox' || sequenceNumber === undefined) return undefined;
  const id = image['id']?.S;
  if (id === undefined) {
    logger.error('outbox item without an id in the stream; not relayed', { sequenceNumber });
    return undefined;
  }
  return { sequenceNumber, id, queue: image['queue']?.S ?? MESSAGE_QUEUE.name };
}

/**
 * Sends the ids of the batch's new outbox items, grouped by queue. When some could not be sent,
 * answers the earliest such record, so the event source mapping retries from there (the records
 * before it are done; a retried id that had been sent is skipped by its idempotent consumer).
 */
export async function relayOutbox(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const items = records.map(newOutboxItem).filter((item): item is NewOutboxItem => item !== undefined);
  const byQueue = new Map<string, NewOutboxItem[]>();
  for (const item of items) byQueue.set(item.queue, [...(byQueue.get(item.queue) ?? []), item]);
  const unsent = new Set<string>();
  for (const [name, queued] of byQueue) {
    const queue = QUEUES.find((q) => q.name === name);
    if (!queue) {
      // Retrying cannot help; the item stays pending and the sweeper reports it the same way.
      logger.error('outbox item names an unknown queue; not relayed', { queue: name, outboxIds: queued.map((i) => i.id) });
      continue;
    }
    for (const id of await enqueueOutbox(queued.map((i) => i.id), queue)) unsent.add(id);
  }
  const firstUnsent = items.find((item) => unsent.has(item.id));
  return { batchItemFailures: firstUnsent ? [{ itemIdentifier: firstUnsent.sequenceNumber }] : [] };
}
