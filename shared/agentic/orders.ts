/**
 * The order a completed session created, as ACP's Order (ACP-8): its status is read through from
 * the payment at every read, so it follows the payment's workflow without a write of its own.
 */
import { getPayment } from '../payments/payments.js';
import type { OrderResult } from '../schemas/agentic-checkout-results.js';
import { orderLineItems, orderObject, orderStateOf, type OrderRef } from './order-object.js';
import type { CheckoutSessionRecord, SessionOrder } from './sessions.js';

/** What the session keeps of its order, as the builder takes it (the same the payment carries: order-events.ts). */
export function orderRefOf(session: CheckoutSessionRecord, order: Pick<SessionOrder, 'id' | 'orderNumber'>): OrderRef {
  return { checkoutSessionId: session.id, orderId: order.id, orderNumber: order.orderNumber, amountInCents: session.amountInCents, lineItems: orderLineItems(session.lineItems) };
}

export async function orderView(session: CheckoutSessionRecord, order: SessionOrder): Promise<OrderResult> {
  const payment = await getPayment(order.paymentReference);
  return orderObject(orderRefOf(session, order), payment ? orderStateOf(payment) : { status: 'created', refundedInCents: 0 });
}
