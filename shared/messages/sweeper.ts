/**
 * The outbox sweeper: finds pending items nobody has touched for longer than a queue retry takes
 * (their SQS message was never sent, was lost, or ran out of receives before a sender took it) and
 * puts their ids on the queue again. Only a message that kills its consumer is given up on: a
 * sender's claim sets a lease that its attempt or outcome removes, so a stale item still holding a
 * lease was claimed and never finished. Each such claim is counted once (the requeue removes the
 * lease); an item found so after MAX_CRASHES requeues is marked failed ('abandoned'). An item no
 * sender claimed (a backlogged or throttled consumer, a failed send) is requeued on every run until
 * a sender takes it or its own rules end it (a code past its deliverBy is failed 'expired' by the
 * sender). Failed and delivered items are not in the pending index, so they are never resurrected.
 */
import { outboxStaleAfterSeconds } from '../config.js';
import { logger } from '../log.js';
import { outboxMessageBody, sendToQueues } from './outbox-enqueue.js';
import { MESSAGE_QUEUE } from './message-queue.js';
import { markOutboxFailed, markRequeued, stalePendingItems } from './outbox-pending.js';

/** Unfinished claims requeued before the next one abandons the item. */
export const MAX_CRASHES = 3;
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
  /** Put on their queue again. */
  requeued: string[];
  /** Touched for a requeue whose send failed: the next run finds them again. */
  unsent: string[];
  abandoned: string[];
}

export async function sweepOutbox(options: { now?: Date; staleAfterSeconds?: number } = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.staleAfterSeconds ?? staleAfterSeconds()) * 1000);
  const result: SweepResult = { requeued: [], unsent: [], abandoned: [] };
  // Each item goes back on its own queue (messages, webhooks).
  const requeued: { id: string; queue: string; body: string }[] = [];
  for (const item of await stalePendingItems(before, SWEEP_LIMIT)) {
    // A sender still holds it (only where staleness is set shorter than a lease): not ours to touch.
    if (item.leaseUntil !== undefined && item.leaseUntil > now.getTime()) continue;
    // A lease left behind: a sender claimed it since the last requeue and never recorded an attempt
    // or outcome (it crashed or timed out). Only these count toward abandoning it.
    const crashed = item.leaseUntil !== undefined;
    if (crashed && (item.crashes ?? 0) >= MAX_CRASHES) {
      if (await markOutboxFailed(item.id, 'abandoned', now, item.GSI1SK)) result.abandoned.push(item.id);
    } else if (await markRequeued(item, now, crashed)) {
      requeued.push({ id: item.id, queue: item.queue, body: outboxMessageBody(item.id) });
    }
  }
  // Touched first, then sent: if this send fails too, the next run finds the items again.
  const unsent = new Set(await sendToQueues(requeued));
  for (const { id } of requeued) (unsent.has(id) ? result.unsent : result.requeued).push(id);
  if (result.requeued.length > 0 || result.unsent.length > 0 || result.abandoned.length > 0) {
    logger.warn('outbox sweep', { requeued: result.requeued, unsent: result.unsent, abandoned: result.abandoned });
  }
  return result;
}
