/**
 * The outbox relay: the table's stream hands it each new outbox item and each new queued message
 * (the event source mapping filters on INSERT of those two entities, STREAM_CONSUMERS in
 * lib/resources.ts) and it puts them on their queue: an outbox item as `{outboxId}`, a queued
 * message as its body. A writer only commits the item in the transaction of its state change, so a
 * crash after the commit cannot lose the message (DESIGN.md, Outbox; docs/decisions/messages.md,
 * MSG-11, MSG-12).
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { logger } from '../log.js';
import { outboxMessageBody, sendToQueues, type QueueEntry } from './outbox-enqueue.js';
import { MESSAGE_QUEUE_NAME } from '../aws/queue-names.js';
import { QUEUED_MESSAGE } from './queued-message.js';

interface NewMessage extends QueueEntry {
  sequenceNumber: string;
  queue: string;
}

/** What a new item puts on which queue, read from the record's new image; undefined for any other record. */
function newMessage(record: DynamoDBRecord): NewMessage | undefined {
  const image = record.dynamodb?.NewImage;
  const sequenceNumber = record.dynamodb?.SequenceNumber;
  const entity = image?.['entity']?.S;
  if (record.eventName !== 'INSERT' || !image || sequenceNumber === undefined) return undefined;
  const id = image['id']?.S;
  if (entity === 'Outbox' && id !== undefined) {
    // An outbox item without a queue is a message (pendingOutboxItem).
    return { sequenceNumber, id, queue: image['queue']?.S ?? MESSAGE_QUEUE_NAME, body: outboxMessageBody(id) };
  }
  if (entity === QUEUED_MESSAGE && id !== undefined && image['queue']?.S !== undefined && image['body']?.S !== undefined) {
    return { sequenceNumber, id, queue: image['queue'].S, body: image['body'].S };
  }
  if (entity === 'Outbox' || entity === QUEUED_MESSAGE) logger.error('new item in the stream without what it needs; not relayed', { entity, sequenceNumber });
  return undefined;
}

/**
 * Sends the batch's new messages, each to its queue. When some could not be sent, answers the
 * earliest such record, so the event source mapping retries from there (the records before it are
 * done; a retried outbox id that had been sent is skipped by its idempotent consumer, a retried
 * work unit by the notification shard's cursor, NTF-5).
 */
export async function relayOutbox(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const messages = records.map(newMessage).filter((m): m is NewMessage => m !== undefined);
  // An unknown queue is logged and not retried: an outbox item stays pending and the sweeper reports it too.
  const unsent = new Set(await sendToQueues(messages));
  const firstUnsent = messages.find((m) => unsent.has(m.id));
  return { batchItemFailures: firstUnsent ? [{ itemIdentifier: firstUnsent.sequenceNumber }] : [] };
}
