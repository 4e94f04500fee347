/**
 * What a webhook carries: one event about one payment, serialized once when the outbox item is
 * written and sent byte for byte on every attempt (the signature covers those bytes).
 *
 *   { "type": "payment.status", "timestamp": "<ISO, when it happened>", "paymentReference": "...", "data": { ...payment status JSON } }
 *
 * `data` is the payment status object the payment code hands over; this module does not compute it.
 */
import * as z from 'zod/mini';

/**
 * payment.status: a status change (or only completion when onPaymentCompleteOnly); the requires_*
 * ones: the payment waits for the client (the interface's requires-PIN event, and confirmation);
 * refund.status: a refund of the payment changed status (`data.reference` is the refund's).
 */
export const WEBHOOK_EVENT_TYPES = ['payment.status', 'payment.requires_pin', 'payment.requires_confirmation', 'refund.status'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** ACP's order events (ACP-18): their body is ACP's WebhookEvent {type, data: Order}, built in shared/agentic/order-events.ts. */
export const ACP_ORDER_EVENT_TYPES = ['order_create', 'order_update'] as const;
export type AcpOrderEventType = (typeof ACP_ORDER_EVENT_TYPES)[number];

/** Largest serialized event; a payment status is a few KiB, and the item must stay far below DynamoDB's 400 KB. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

export const webhookEvent = z.strictObject({
  type: z.enum(WEBHOOK_EVENT_TYPES),
  paymentReference: z.string().check(z.minLength(1), z.maxLength(128)),
  // Any object; isPlainEventData narrows it to the plain objects zod's record takes. Not the record
  // itself: it adds 3 KB to every webhook writer for a key check a plain object cannot fail (its
  // keys are strings) (issue 16, PERF-23).
  data: z.looseObject({}),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** `data` as a status JSON is: a plain object (not a Date, a Map or another class's instance). */
export function isPlainEventData(data: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(data);
  return prototype === Object.prototype || prototype === null;
}

/** The body as sent: the event with the time it happened first-class, as Standard Webhooks suggests ({type, timestamp, data}). */
export function webhookBody(event: WebhookEvent, happenedAt: Date): string {
  return JSON.stringify({ type: event.type, timestamp: happenedAt.toISOString(), paymentReference: event.paymentReference, data: event.data });
}
