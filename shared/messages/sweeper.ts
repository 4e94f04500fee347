/**
 * The outbox sweeper: finds pending items nobody has touched for longer than a queue retry takes
 * (their SQS message was never sent, or the local in-memory queue was lost in a restart) and puts
 * their ids on the queue again. An item swept MAX_REQUEUES times without an outcome is marked
 * failed ('abandoned'), so a message that kills its consumer cannot circle for ever. Failed and
 * delivered items are not in the pending index, so they are never resurrected.
 */
import { outboxStaleAfterSeconds } from '../config.js';
import { logger } from '../log.js';
import { outboxMessageBody, sendToQueues } from './outbox-enqueue.js';
import { MESSAGE_QUEUE } from './message-queue.js';
import { markRequeued, outboxStore, stalePendingItems } from './outbox-store.js';

export const MAX_REQUEUES = 3;
/** Items per run; the next run takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Longer than the queue's visibility timeout, so an item waiting for its SQS retry is left alone.
 * Each claim and attempt touches the item.
 */
export function staleAfterSeconds(): number {
  return outboxStaleAfterSeconds() ?? MESSAGE_QUEUE.visibilityTimeoutSeconds + 60;
}

export interface SweepResult {
  requeued: string[];
  abandoned: string[];
}

export async function sweepOutbox(options: { now?: Date; staleAfterSeconds?: number } = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.staleAfterSeconds ?? staleAfterSeconds()) * 1000);
  const result: SweepResult = { requeued: [], abandoned: [] };
  // Each item goes back on its own queue (messages, webhooks).
  const requeued: { id: string; queue: string; body: string }[] = [];
  for (const item of await stalePendingItems(before, SWEEP_LIMIT)) {
    if (item.requeues >= MAX_REQUEUES) {
      if (await outboxStore.markFailed(item.id, 'abandoned', now, item.GSI1SK)) result.abandoned.push(item.id);
    } else if (await markRequeued(item, now)) {
      result.requeued.push(item.id);
      requeued.push({ id: item.id, queue: item.queue, body: outboxMessageBody(item.id) });
    }
  }
  // Touched first, then sent: if this send fails too, the next run finds the items again.
  await sendToQueues(requeued);
  if (result.requeued.length > 0 || result.abandoned.length > 0) {
    logger.warn('outbox sweep', { requeued: result.requeued, abandoned: result.abandoned });
  }
  return result;
}
