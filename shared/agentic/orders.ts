/**
 * The order a completed session created, as ACP's Order (ACP-8): its status is read through from
 * the payment at every read, so it follows the payment's workflow without a write of its own.
 */
import { config } from '../config.js';
import { getPayment } from '../payments/payments.js';
import type { OrderResult } from '../schemas/agentic.js';
import type { TransactionStatusCode } from '../lookups/data/transaction-statuses.js';
import { amountTotals } from './pricing.js';
import type { CheckoutSessionRecord, SessionOrder } from './sessions.js';

/** ACP's order statuses for the payment's: paid is confirmed; a payment that took nothing cancels the order. */
const ORDER_STATUS: Record<TransactionStatusCode, string> = {
  Pending: 'created', AwaitingPin: 'processing', AwaitingConfirmation: 'processing', Processing: 'processing',
  Completed: 'confirmed', PartiallyRefunded: 'confirmed',
  Failed: 'canceled', Cancelled: 'canceled', Expired: 'canceled', Reversed: 'canceled', Refunded: 'canceled',
};

export const sessionUrl = (id: string): string => `https://${config.apiDomain}/v1/checkout_sessions/${encodeURIComponent(id)}`;

export async function orderView(session: CheckoutSessionRecord, order: SessionOrder): Promise<OrderResult> {
  const payment = await getPayment(order.paymentReference);
  return {
    type: 'order',
    id: order.id,
    checkout_session_id: session.id,
    order_number: order.orderNumber,
    permalink_url: sessionUrl(session.id),
    status: payment ? ORDER_STATUS[payment.status] : 'created',
    totals: amountTotals(session.amountInCents),
  };
}
