/**
 * The 'notifications' queue's work units as the template routes start them: written as queued
 * messages in the same transaction as the template change (MSG-12), so a template never exists, is
 * re-dated or is deleted without its chains' first pages. Apart from fan-out.ts, whose later pages
 * go on the queue directly, so that the routes carry no SQS client (PERF-16).
 */
import type { OutboxPut } from '../messages/outbox-item.js';
import { queuedMessagePut } from '../messages/queued-message.js';
import type { WorkUnit } from './work-unit.js';

export const NOTIFICATION_QUEUE = 'notifications';

/** The Puts that put these units on the queue once the transaction they are written in commits. */
export const workUnitPuts = (units: readonly WorkUnit[], now = new Date()): OutboxPut[] =>
  units.map((unit) => queuedMessagePut(NOTIFICATION_QUEUE, JSON.stringify(unit), now));
