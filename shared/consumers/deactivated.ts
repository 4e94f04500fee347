/**
 * A consumer an administrator deactivated (isActive false; docs/decisions/consumers-accounts.md, CON-20): it
 * gets no tokens, changes nothing of its own and pays nothing. The consumer's counterpart of
 * shared/merchants/deactivated.ts, small and apart for the same reason.
 */
import { UnprocessableError } from '../http/errors.js';

/** The reason a refusal names, for the field that speaks for the consumer. */
export const CONSUMER_DEACTIVATED = 'the consumer is not active (deactivated by an administrator)';

/** 422 naming `field` when the consumer is deactivated; `what` says what it cannot do ("it gets no tokens"). */
export function assertConsumerActive(consumer: { isActive: boolean }, field: string, what: string): void {
  if (!consumer.isActive) throw new UnprocessableError(`This consumer is not active; ${what}.`, [{ field, reason: CONSUMER_DEACTIVATED }]);
}
