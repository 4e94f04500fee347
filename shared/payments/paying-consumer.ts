/**
 * The consumer a payment is for, as POST /v1/pay (plan.ts) and an ACP checkout's completion
 * (shared/agentic/payment.ts, ACP-19; its caller names none, so tokenConsumer) resolve it. Apart
 * from plan.ts so the completion's bundle need not carry POST /v1/pay's checks.
 */
import { assertOwnsConsumer } from '../auth/claim-policy.js';
import { getConsumer, type ConsumerRecord } from '../consumers/consumers.js';
import { CONSUMER_DEACTIVATED } from '../consumers/deactivated.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, UnprocessableError } from '../http/errors.js';
import type { PaymentConsumerResult } from '../schemas/payment-status-result.js';
import { UUID } from '../uuid.js';

/** A consumer an administrator deactivated is no payment's consumer: 422 naming `field`. */
export class InactiveConsumerError extends UnprocessableError {
  constructor(field: string) {
    super('The payment cannot be made as requested.', [{ field, reason: CONSUMER_DEACTIVATED }]);
  }
}

/** Reference and name only: merchants read the payment too, and the payer knows its own contact details. */
function shownConsumer(reference: string, record: ConsumerRecord | undefined, field: string): PaymentConsumerResult {
  if (record?.isActive === false) throw new InactiveConsumerError(field);
  return { reference, ...(record?.firstName ? { firstName: record.firstName } : {}), ...(record?.lastName ? { lastName: record.lastName } : {}) };
}

/** The consumer the caller's token speaks for (its ConsumerReference), or none; 422 when it is deactivated. */
export async function tokenConsumer(caller: Caller): Promise<PaymentConsumerResult | undefined> {
  const own = caller.kind === 'user' ? caller.claims['ConsumerReference'] : undefined;
  if (own === undefined || !UUID.test(own)) return undefined;
  // A token may speak for a consumer with no profile here: the payment still names it.
  return shownConsumer(own.toLowerCase(), await getConsumer(own.toLowerCase()), 'header.authorization');
}

/** The consumer the payment is for: the one named (only the consumer itself or an admin may name one), else the token's; 422 when it is deactivated. */
export async function payingConsumer(caller: Caller, named: string | undefined): Promise<PaymentConsumerResult | undefined> {
  if (named === undefined) return tokenConsumer(caller);
  assertOwnsConsumer(caller, named, 'body.consumer.reference');
  const record = await getConsumer(named.toLowerCase());
  if (!record) throw new NotFoundError('Consumer', 'body.consumer.reference');
  return shownConsumer(named.toLowerCase(), record, 'body.consumer.reference');
}
