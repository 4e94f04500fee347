import { sweepOutbox, type SweepResult } from '../../shared/messages/sweeper.js';

// Run every few minutes (EventBridge in AWS, a timer locally): re-enqueues stale pending outbox items.
export const handler = (): Promise<SweepResult> => sweepOutbox();
