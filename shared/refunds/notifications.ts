/**
 * The refund.status webhook of a change of a refund's status. Apart from the workflow's tasks so the
 * refund route, which writes it for a refund that failed before starting (REF-14), carries none of
 * their code (issue 16).
 */
import { isFinalStatus } from '../lookups/final-statuses.js';
import { NOTHING, type Alongside } from '../payments/tasks/notify.js';
import { webhookOutboxEntry } from '../webhooks/outbox-entry.js';
import type { RefundRecord } from './refunds.js';
import { refundStatusOf } from './status.js';

/** The refund.status webhook of a change, when the original payment asked for webhooks. */
export function refundNotifications(next: RefundRecord, previous: RefundRecord, now = new Date()): Alongside {
  const webhook = next.webhook;
  if (!webhook || previous.status === next.status) return NOTHING;
  if (webhook.onPaymentCompleteOnly && !isFinalStatus(next.status)) return NOTHING;
  const entry = webhookOutboxEntry({
    callbackUrl: webhook.callbackUrl, receiverId: webhook.receiverId,
    event: { type: 'refund.status', paymentReference: next.paymentReference, data: refundStatusOf(next) as unknown as Record<string, unknown> },
  }, now);
  return { items: [entry.put as unknown as Record<string, unknown>] };
}

