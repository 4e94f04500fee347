/**
 * ACP's order events (ACP-18): `order_create` written with the insert of the payment a completion
 * makes, `order_update` with each change of that payment that moves its order to a final status
 * (confirmed, canceled) or changes what was refunded. Each is an outbox item written in the same
 * transaction as the change it reports, so one change gives one event (a retried task finds the
 * change made and writes nothing); delivery is at least once, by the webhook sender, with a stable
 * Request-Id. `data` is the full Order as GET /v1/checkout_sessions/{id} shows it (order-object.ts).
 * The agent's endpoint is the deployment's ACP_ORDER_EVENTS_URL, captured on the payment when the
 * order is created, so all of one order's events go to one place; unset = no events.
 */
import { isFinalStatus } from '../lookups/final-statuses.js';
import { acpOrderEventsUrl } from '../config.js';
import type { PaymentRecord } from '../payments/payments.js';
import type { AcpOrderEventType } from '../webhooks/event.js';
import { acpOrderOutboxEntry } from '../webhooks/outbox-entry.js';
import { callbackUrlProblem } from '../webhooks/url.js';
import { orderObject, orderStateOf } from './order-object.js';

/** Outbox items to write with a change (shared/payments/tasks/notify.ts's Alongside, submission.ts's WrittenWith). */
interface OrderEvents {
  items: Record<string, unknown>[];
}

const NONE: OrderEvents = { items: [] };

/** The configured endpoint, or undefined when none is; a configured one that is not callable throws (never dropped silently). */
export function orderEventsUrl(): string | undefined {
  const url = acpOrderEventsUrl();
  if (url === undefined) return undefined;
  const problem = callbackUrlProblem(url);
  if (problem) throw new Error(`ACP_ORDER_EVENTS_URL ${problem}: fix the deployment's acpOrderEventsUrl`);
  return url;
}

function orderEvent(type: AcpOrderEventType, payment: PaymentRecord, now: Date): OrderEvents {
  const order = payment.checkoutOrder;
  if (!order?.eventsUrl) return NONE;
  const body = JSON.stringify({ type, data: orderObject(order, orderStateOf(payment)) });
  const entry = acpOrderOutboxEntry({ callbackUrl: order.eventsUrl, type, paymentReference: payment.paymentReference, body }, now);
  return { items: [entry.put as unknown as Record<string, unknown>] };
}

/** order_create: with the insert of the order's payment. */
export const orderCreated = (payment: PaymentRecord, now = new Date()): OrderEvents => orderEvent('order_create', payment, now);

/** order_update: when a change moves the order to a final status, or changes what was refunded. */
export function orderUpdated(next: PaymentRecord, previous: PaymentRecord | undefined, now = new Date()): OrderEvents {
  if (!next.checkoutOrder || !previous) return NONE;
  const before = orderStateOf(previous);
  const after = orderStateOf(next);
  const settled = after.status !== before.status && isFinalStatus(next.status);
  return settled || after.refundedInCents !== before.refundedInCents ? orderEvent('order_update', next, now) : NONE;
}
