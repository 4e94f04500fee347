/**
 * ACP's Order as this platform shows it, from what the order keeps (ACP-8, ACP-18): one builder
 * for GET /v1/checkout_sessions/{id} (orders.ts) and for the order events the payment's workflow
 * writes (order-events.ts), so a webhook's `data` is the order exactly as a read shows it. No
 * database access here: the payment tasks import it.
 */
import { apiBaseUrl } from '../config.js';
import type { TransactionStatusCode } from '../lookups/data/transaction-statuses.js';
import type { LineItemResult, OrderLineItemResult, OrderResult, TotalResult } from '../schemas/agentic-checkout-results.js';

/** What an order is made of, kept on the session (its order) and on its payment (checkoutOrder). */
export interface OrderRef {
  checkoutSessionId: string;
  orderId: string;
  orderNumber: string;
  amountInCents: number;
  lineItems: OrderLineItemResult[];
}

/** ACP's order statuses for the payment's: paid is confirmed; a payment that took nothing cancels the order. */
const ORDER_STATUS: Record<TransactionStatusCode, string> = {
  Pending: 'created', AwaitingPin: 'processing', AwaitingConfirmation: 'processing', Processing: 'processing',
  Completed: 'confirmed', PartiallyRefunded: 'confirmed',
  Failed: 'canceled', Cancelled: 'canceled', Expired: 'canceled', Reversed: 'canceled', Refunded: 'canceled',
};

export const orderStatusOf = (status: TransactionStatusCode): string => ORDER_STATUS[status];

/** The order's state as its payment shows it (a checkout payment is in one currency). */
export function orderStateOf(payment: { status: TransactionStatusCode; refundedAmountTotals?: { amountInCents: number }[] }): OrderState {
  return { status: orderStatusOf(payment.status), refundedInCents: (payment.refundedAmountTotals ?? []).reduce((sum, t) => sum + t.amountInCents, 0) };
}

/** The three totals a line or a session carries: no discounts, fulfilment, tax or fees are charged here. */
export function amountTotals(amount: number, base = amount): TotalResult[] {
  return [
    { type: 'items_base_amount', display_text: 'Item(s) total', amount: base },
    { type: 'subtotal', display_text: 'Subtotal', amount },
    { type: 'total', display_text: 'Total', amount },
  ];
}

export const sessionUrl = (id: string): string => `${apiBaseUrl()}/v1/checkout_sessions/${encodeURIComponent(id)}`;

/** The session's priced lines as ACP's OrderLineItem; nothing is fulfilled by the platform, so current = ordered. */
export function orderLineItems(lines: readonly LineItemResult[]): OrderLineItemResult[] {
  return lines.map((l) => ({
    id: l.id,
    title: l.name ?? l.item.id,
    ...(l.product_id ? { product_id: l.product_id } : {}),
    quantity: { ordered: l.quantity, current: l.quantity },
    unit_price: l.unit_amount,
    subtotal: l.unit_amount * l.quantity,
  }));
}

/** What the payment says of the order now: its status, and what completed refunds gave back. */
export interface OrderState {
  status: string;
  refundedInCents: number;
}

export function orderObject(ref: OrderRef, state: OrderState): OrderResult {
  const totals = amountTotals(ref.amountInCents);
  // ACP: 'total' stays the amount charged; 'amount_refunded' is the cumulative refunds.
  if (state.refundedInCents > 0) totals.push({ type: 'amount_refunded', display_text: 'Refunded', amount: state.refundedInCents });
  return {
    type: 'order',
    id: ref.orderId,
    checkout_session_id: ref.checkoutSessionId,
    order_number: ref.orderNumber,
    permalink_url: sessionUrl(ref.checkoutSessionId),
    status: state.status,
    line_items: ref.lineItems,
    totals,
  };
}
