/**
 * Puts outbox ids on their queue: one SQS message `{outboxId}` per id. Only the outbox relay (new
 * items, from the table's stream) and the sweeper (stale items) send; a writer commits its item with
 * its state change and sends nothing, so no AWS client but DynamoDB rides in its bundle (issue 16).
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { QueueDef } from '../aws/queues.js';
import { sqs } from '../aws/clients.js';
import { queueUrl } from '../config.js';
import { logger } from '../log.js';
import { MESSAGE_QUEUE } from './outbox-item.js';

const SQS_BATCH = 10;

/**
 * One SQS message per id on the 'messages' queue (or `queue`). Answers the ids that were not sent;
 * each failure is logged (ids and error names only), never thrown.
 */
export async function enqueueOutbox(ids: readonly string[], queue: QueueDef = MESSAGE_QUEUE): Promise<string[]> {
  const unsent: string[] = [];
  for (let i = 0; i < ids.length; i += SQS_BATCH) {
    const chunk = ids.slice(i, i + SQS_BATCH);
    try {
      const out = await sqs.send(new SendMessageBatchCommand({
        QueueUrl: queueUrl(queue.name),
        Entries: chunk.map((id, n) => ({ Id: `m${n}`, MessageBody: JSON.stringify({ outboxId: id }) })),
      }));
      for (const failed of out.Failed ?? []) {
        const id = chunk[Number(failed.Id?.slice(1))];
        if (id !== undefined) unsent.push(id);
        logger.warn('outbox enqueue failed', { queue: queue.name, outboxId: id, code: failed.Code });
      }
    } catch (error) {
      unsent.push(...chunk);
      logger.warn('outbox enqueue failed', { queue: queue.name, outboxIds: chunk, error: error instanceof Error ? error.name : 'Error' });
    }
  }
  return unsent;
}
