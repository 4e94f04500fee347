/**
 * The messages queue's definition: its maxReceiveCount decides the sender's last attempt, its
 * visibility timeout the sender's lease and the sweeper's staleness. Apart from outbox-item.ts,
 * which needs only the queue's name, so that a writer does not bundle the queues' settings (issue 16).
 */
import { MESSAGE_QUEUE_NAME } from '../aws/queue-names.js';
import { QUEUES, type QueueDef } from '../aws/queues.js';

/** The queue the sender consumes; its maxReceiveCount decides the last attempt. */
export const MESSAGE_QUEUE: QueueDef = (() => {
  const def = QUEUES.find((q) => q.name === MESSAGE_QUEUE_NAME);
  if (!def) throw new Error('shared/aws/queues.ts defines no messages queue');
  return def;
})();
