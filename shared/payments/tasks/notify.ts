/**
 * What a payment's change tells its webhook receiver, written in the same transaction as the change
 * (shared/webhooks): the status on every change of the payment's status, only the final one when the
 * pay request asked for completion only, and the requires-PIN / requires-confirmation events.
 */
import { orderUpdated } from '../../agentic/order-events.js';
import { isFinalStatus } from '../../lookups/final-statuses.js';
import { webhookOutboxEntry } from '../../webhooks/outbox-entry.js';
import type { AwaitedAnswer, PaymentRecord } from '../payments.js';
import { paymentStatusOf } from '../status.js';

/** Outbox items to write with a change; the outbox relay sends them once it committed (MSG-11). */
export interface Alongside {
  items: Record<string, unknown>[];
}

export const NOTHING: Alongside = { items: [] };

/** Two sets of items to write together. */
export const both = (a: Alongside, b: Alongside): Alongside => ({ items: [...a.items, ...b.items] });

/**
 * The webhooks a change from `previous` to `next` sends; `awaiting` announces a wait for the client.
 * A checkout payment's order events (ACP-18) go with them.
 */
export function notifications(next: PaymentRecord, previous: PaymentRecord | undefined, awaiting?: AwaitedAnswer, now = new Date()): Alongside {
  return both(statusWebhooks(next, previous, awaiting, now), orderUpdated(next, previous, now));
}

function statusWebhooks(next: PaymentRecord, previous: PaymentRecord | undefined, awaiting: AwaitedAnswer | undefined, now: Date): Alongside {
  const webhook = next.webhook;
  if (!webhook) return NOTHING;
  const types: ('payment.status' | 'payment.requires_pin' | 'payment.requires_confirmation')[] = [];
  const statusChanged = previous === undefined ? false : previous.status !== next.status;
  if (statusChanged && (!webhook.onPaymentCompleteOnly || isFinalStatus(next.status))) types.push('payment.status');
  if (awaiting && !webhook.onPaymentCompleteOnly) types.push(awaiting === 'pin' ? 'payment.requires_pin' : 'payment.requires_confirmation');
  const entries = types.map((type) => webhookOutboxEntry({
    callbackUrl: webhook.callbackUrl, receiverId: webhook.receiverId,
    event: { type, paymentReference: next.paymentReference, data: paymentStatusOf(next) as unknown as Record<string, unknown> },
  }, now));
  return { items: entries.map((e) => e.put as unknown as Record<string, unknown>) };
}
