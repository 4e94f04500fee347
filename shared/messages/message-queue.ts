/** The queue the message sender consumes; its maxReceiveCount decides the last attempt, its visibility the sweeper's wait. */
import { MESSAGE_QUEUE_NAME } from '../aws/queue-names.js';
import { queueDef, type QueueDef } from '../aws/queues.js';

export const MESSAGE_QUEUE: QueueDef = queueDef(MESSAGE_QUEUE_NAME);
