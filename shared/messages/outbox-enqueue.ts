/**
 * Puts outbox ids (one SQS message `{outboxId}` per id) and queued messages on their queue. Only the
 * outbox relay (new items, from the table's stream) and the sweeper (stale outbox items) send; a
 * writer commits its item with its state change and sends nothing, so no AWS client but DynamoDB
 * rides in its bundle (issue 16, PERF-16).
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { QUEUES, type QueueDef } from '../aws/queues.js';
import { sqs } from '../aws/clients.js';
import { queueUrl } from '../config.js';
import { logger } from '../log.js';

const SQS_BATCH = 10;

/** A message to send: its body, the id its failure is reported by, and how long SQS holds it first. */
export interface QueueEntry {
  id: string;
  body: string;
  delaySeconds?: number | undefined;
}

/**
 * Sends the entries to `queue` in batches of 10. Answers the ids of the entries that were not sent;
 * each failure is logged (ids and error names only, never a body), never thrown.
 */
async function sendEntries(entries: readonly QueueEntry[], queue: QueueDef): Promise<string[]> {
  const unsent: string[] = [];
  for (let i = 0; i < entries.length; i += SQS_BATCH) {
    const chunk = entries.slice(i, i + SQS_BATCH);
    try {
      const out = await sqs.send(new SendMessageBatchCommand({
        QueueUrl: queueUrl(queue.name),
        Entries: chunk.map((entry, n) => ({ Id: `m${n}`, MessageBody: entry.body, ...(entry.delaySeconds ? { DelaySeconds: entry.delaySeconds } : {}) })),
      }));
      for (const failed of out.Failed ?? []) {
        const id = chunk[Number(failed.Id?.slice(1))]?.id;
        if (id !== undefined) unsent.push(id);
        logger.warn('queue send failed', { queue: queue.name, id, code: failed.Code });
      }
    } catch (error) {
      unsent.push(...chunk.map((entry) => entry.id));
      logger.warn('queue send failed', { queue: queue.name, ids: chunk.map((entry) => entry.id), error: error instanceof Error ? error.name : 'Error' });
    }
  }
  return unsent;
}

/**
 * Sends each entry to the queue it names, in the entries' order within each queue. An entry naming
 * a queue that does not exist is logged and not sent (no retry could send it), and is not among the
 * ids answered: those are the entries a retry may still send.
 */
export async function sendToQueues(entries: readonly (QueueEntry & { queue: string })[]): Promise<string[]> {
  const byQueue = new Map<string, QueueEntry[]>();
  for (const entry of entries) {
    const queued = byQueue.get(entry.queue) ?? [];
    queued.push(entry);
    byQueue.set(entry.queue, queued);
  }
  const unsent: string[] = [];
  for (const [name, queued] of byQueue) {
    const queue = QUEUES.find((q) => q.name === name);
    if (queue) unsent.push(...(await sendEntries(queued, queue)));
    else logger.error('item names an unknown queue; not sent', { queue: name, ids: queued.map((entry) => entry.id) });
  }
  return unsent;
}

/** The queue message of an outbox item: its id, which the item's sender reads the item by. */
export const outboxMessageBody = (id: string): string => JSON.stringify({ outboxId: id });
