/**
 * The 'notifications' queue's work units, written as queued messages that the outbox relay sends:
 * the template routes write their chains' first pages in the template change's own transaction
 * (MSG-12), so a template never exists, is re-dated or is deleted without them; a generate page
 * writes the next page's unit in its own (MSG-13). Neither carries an SQS client (PERF-16, PERF-17).
 */
import { NOTIFICATION_QUEUE_NAME } from '../aws/queue-names.js';
import type { OutboxPut } from '../messages/outbox-item.js';
import { queuedMessagePut } from '../messages/queued-message.js';
import type { WorkUnit } from './work-unit.js';

/** The Put that puts this unit on the queue once it commits, held `delaySeconds` there first. */
export const workUnitPut = (unit: WorkUnit, now = new Date(), delaySeconds = 0): OutboxPut =>
  queuedMessagePut(NOTIFICATION_QUEUE_NAME, JSON.stringify(unit), now, delaySeconds);

/** The Puts that put these units on the queue once the transaction they are written in commits. */
export const workUnitPuts = (units: readonly WorkUnit[], now = new Date()): OutboxPut[] => units.map((unit) => workUnitPut(unit, now));
