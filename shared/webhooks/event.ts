/**
 * What a webhook carries: one event about one payment, serialized once when the outbox item is
 * written and sent byte for byte on every attempt (the signature covers those bytes).
 *
 *   { "type": "payment.status", "timestamp": "<ISO, when it happened>", "paymentReference": "...", "data": { ...payment status JSON } }
 *
 * `data` is the payment status object the payment code hands over; this module does not compute it.
 */
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

export interface WebhookEvent {
  type: WebhookEventType;
  paymentReference: string;
  /** The payment (or refund) status JSON: a plain object. */
  data: Readonly<Record<string, unknown>>;
}

/**
 * What is wrong with an event our own code built, naming fields (values may be personal). A check
 * by hand, not a zod schema: every payment and refund task writes webhooks, and zod's core was 15 KB
 * of those bundles for three fields we set ourselves (issue 16, PERF-26).
 */
export function eventProblems(event: WebhookEvent): string[] {
  const problems: string[] = [];
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type)) problems.push(`event.type: must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  const reference: unknown = event.paymentReference;
  if (typeof reference !== 'string' || reference.length < 1 || reference.length > 128) problems.push('event.paymentReference: must be a string of 1 to 128 characters');
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !isPlainEventData(data)) problems.push('event.data: must be a plain object');
  return problems;
}

/** `data` as a status JSON is: a plain object (not a Date, a Map or another class's instance). */
export function isPlainEventData(data: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(data);
  return prototype === Object.prototype || prototype === null;
}

/** The body as sent: the event with the time it happened first-class, as Standard Webhooks suggests ({type, timestamp, data}). */
export function webhookBody(event: WebhookEvent, happenedAt: Date): string {
  return JSON.stringify({ type: event.type, timestamp: happenedAt.toISOString(), paymentReference: event.paymentReference, data: event.data });
}
