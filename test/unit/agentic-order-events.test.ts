/**
 * ACP order events without a table or a queue (ACP-18): ACP's Merchant-Signature (a vector computed
 * with openssl), and which payment changes write order_create / order_update, with what body.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderCreated, orderEventsUrl, orderUpdated } from '../../shared/agentic/order-events.js';
import type { PaymentRecord } from '../../shared/payments/payments.js';
import { signMerchantWebhook, verifyMerchantWebhook } from '../../shared/webhooks/merchant-signature.js';

// printf '%s' '1709123456.<body>' | openssl dgst -sha256 -hmac 'acp_test_secret'
const VECTOR = {
  secret: 'acp_test_secret',
  timestamp: 1709123456,
  body: '{"type":"order_create","data":{"type":"order"}}',
  v1: '7a38f72feb353c10cc5b39e429a5a77551bb4b9910e6db707767aeb42cb07ada',
};

describe('Merchant-Signature', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of t.body> with the secret\'s bytes as key, as openssl computes it', () => {
    const headers = signMerchantWebhook('req-1', VECTOR.timestamp, VECTOR.body, VECTOR.secret);
    expect(headers).toEqual({ 'Merchant-Signature': `t=${VECTOR.timestamp},v1=${VECTOR.v1}`, 'Request-Id': 'req-1', Timestamp: '2024-02-28T12:30:56.000Z' });
    // ACP's header pattern.
    expect(headers['Merchant-Signature']).toMatch(/^t=\d+,v1=[a-fA-F0-9]{64}$/);
  });

  it('verifies within 300 s and refuses a missing or malformed header, a stale timestamp, a changed body and another secret', () => {
    const header = `t=${VECTOR.timestamp},v1=${VECTOR.v1}`;
    const at = { nowSeconds: VECTOR.timestamp + 299 };
    expect(verifyMerchantWebhook(VECTOR.secret, VECTOR.body, header, at)).toEqual({ ok: true });
    expect(verifyMerchantWebhook(VECTOR.secret, VECTOR.body, undefined, at)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMerchantWebhook(VECTOR.secret, VECTOR.body, `v1=${VECTOR.v1}`, at)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyMerchantWebhook(VECTOR.secret, VECTOR.body, header, { nowSeconds: VECTOR.timestamp + 301 })).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(verifyMerchantWebhook(VECTOR.secret, `${VECTOR.body} `, header, at)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyMerchantWebhook('another', VECTOR.body, header, at)).toEqual({ ok: false, reason: 'bad-signature' });
  });
});

const ORDER = {
  checkoutSessionId: 'cs_1', orderId: 'ord_1', orderNumber: 'ABC123', amountInCents: 2500,
  lineItems: [{ id: 'li_1', title: 'Ticket', product_id: 'p-1', quantity: { ordered: 1, current: 1 }, unit_price: 2500, subtotal: 2500 }],
  eventsUrl: 'https://agent.example.com/agentic_checkout/webhooks/order_events',
};

function payment(status: PaymentRecord['status'], patch: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    paymentReference: 'pay-1', shortPaymentReference: 'S1', status, createdBy: 'sub:agent', merchantReferences: ['m-1'], channel: 'Unknown',
    sources: [], destinations: [], amountTotals: [{ currency: 'ZAR', amountInCents: 2500 }], createdAt: '2030-01-01T00:00:00.000Z', version: 1,
    checkoutOrder: ORDER, ...patch,
  };
}

/** The event bodies of what a change writes. */
const bodies = (events: { items: Record<string, unknown>[] }) => events.items.map((i) => JSON.parse((i as { Put: { Item: { body: string } } }).Put.Item.body) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON as written

describe('order events', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'test-table');
    vi.stubEnv('API_BASE_URL', 'https://api.example.com/api');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('order_create carries the full order (created) as ACP\'s WebhookEvent {type, data}, on the webhooks queue signed the ACP way', () => {
    const created = orderCreated(payment('Pending'));
    expect(created.items).toHaveLength(1);
    const item = (created.items[0] as { Put: { Item: Record<string, unknown> } }).Put.Item;
    expect(item).toMatchObject({ queue: 'webhooks', channel: 'webhook', scheme: 'acp', eventType: 'order_create', receiverId: 'acp:order-events', callbackUrl: ORDER.eventsUrl, PK: `OUTBOX#${String(item['id'])}` });
    expect(bodies(created)).toEqual([{
      type: 'order_create',
      data: {
        type: 'order', id: 'ord_1', checkout_session_id: 'cs_1', order_number: 'ABC123', permalink_url: 'https://api.example.com/api/v1/checkout_sessions/cs_1', status: 'created',
        line_items: ORDER.lineItems,
        totals: [{ type: 'items_base_amount', display_text: 'Item(s) total', amount: 2500 }, { type: 'subtotal', display_text: 'Subtotal', amount: 2500 }, { type: 'total', display_text: 'Total', amount: 2500 }],
      },
    }]);
  });

  it('order_update only when the order reaches a final status or its refunded amount changes; never without an endpoint', () => {
    expect(orderUpdated(payment('Processing'), payment('Pending')).items).toEqual([]);
    expect(bodies(orderUpdated(payment('Completed'), payment('Processing')))).toMatchObject([{ type: 'order_update', data: { status: 'confirmed' } }]);
    expect(bodies(orderUpdated(payment('Failed'), payment('Processing')))).toMatchObject([{ type: 'order_update', data: { status: 'canceled' } }]);
    // The same status written again (a retried task that lost its race reads it changed) is no change.
    expect(orderUpdated(payment('Completed'), payment('Completed')).items).toEqual([]);
    const partly = orderUpdated(payment('PartiallyRefunded', { refundedAmountTotals: [{ currency: 'ZAR', amountInCents: 1000 }] }), payment('Completed'));
    expect(bodies(partly)[0]!.data).toMatchObject({ status: 'confirmed', totals: expect.arrayContaining([{ type: 'amount_refunded', display_text: 'Refunded', amount: 1000 }, { type: 'total', display_text: 'Total', amount: 2500 }]) });
    const { eventsUrl: _none, ...quiet } = ORDER;
    expect(orderUpdated(payment('Completed', { checkoutOrder: quiet }), payment('Processing', { checkoutOrder: quiet })).items).toEqual([]);
    expect(orderCreated(payment('Pending', { checkoutOrder: quiet })).items).toEqual([]);
    expect(orderUpdated(payment('Completed', { checkoutOrder: undefined }), payment('Processing', { checkoutOrder: undefined })).items).toEqual([]);
  });

  it('reads the endpoint from ACP_ORDER_EVENTS_URL: unset is none; one that could never be called fails loudly', () => {
    expect(orderEventsUrl()).toBeUndefined();
    vi.stubEnv('ACP_ORDER_EVENTS_URL', ORDER.eventsUrl);
    expect(orderEventsUrl()).toBe(ORDER.eventsUrl);
    vi.stubEnv('ACP_ORDER_EVENTS_URL', 'https://169.254.169.254/latest');
    expect(() => orderEventsUrl()).toThrow(/ACP_ORDER_EVENTS_URL must not point at this address/);
    vi.stubEnv('ENVIRONMENT_NAME', 'production');
    vi.stubEnv('ACP_ORDER_EVENTS_URL', 'http://agent.example.com/events');
    expect(() => orderEventsUrl()).toThrow(/ACP_ORDER_EVENTS_URL must use https/);
  });
});
