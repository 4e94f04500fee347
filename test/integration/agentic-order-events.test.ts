/**
 * ACP order events (docs/decisions/agentic.md, ACP-18) over real HTTP. The suite's platform has no
 * order-events endpoint (agentic-checkout.test.ts checks that nothing is queued there), so this file
 * runs `npm start` of its own with ACP_ORDER_EVENTS_URL pointing at a receiver it serves, as an agent
 * would, and reads the secret the way operations do: `npm run acp-order-events-secret`. Every
 * delivery is checked as ACP tells the agent to: its body against ACP's WebhookEvent schema (ajv),
 * its Merchant-Signature with the secret and a timestamp within 300 s.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/ports.js';
import { verifyMerchantWebhook } from '../../shared/webhooks/merchant-signature.js';
import { acp, acpErrors, delegateBody, expectAcp, givenShop, productRef } from './acp-fixtures.js';
import { adminApiKey, call, callPlatform, startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './harness.js';
import { payer, statusUntil } from './payment-fixtures.js';
import { platformOutput, spawnPlatform, type SpawnedPlatform } from './spawned-platform.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** A delivery as the agent's endpoint got it, with its body parsed. */
interface Delivery extends ReceivedWebhook {
  event: { type: string; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON as delivered
}

const ORDER_EVENTS_PATH = '/agentic_checkout/webhooks/order_events';
const dataDir = mkdtempSync(join(tmpdir(), 'platform-order-events-'));
let receiver: WebhookReceiver | undefined;
let platform: SpawnedPlatform | undefined;
let secret = '';

/** What operations run to hand the secret to the agent: its stdout is the secret alone. */
async function printedSecret(): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'acp-order-events-secret'], {
    cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir },
  });
  return stdout.trim();
}

/** Every item of the spawned platform's table whose JSON holds `text` (its endpoints.json names the table and DynamoDB). */
async function itemsContaining(text: string): Promise<Record<string, unknown>[]> {
  const local = JSON.parse(readFileSync(join(dataDir, 'endpoints.json'), 'utf8')) as { endpoints: { dynamodb: string }; env: Record<string, string> };
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.endpoints.dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new ScanCommand({ TableName: local.env['TABLE_NAME'], ExclusiveStartKey: start, ConsistentRead: true }));
    found.push(...(out.Items ?? []).filter((item) => JSON.stringify(item).includes(text)));
    start = out.LastEvaluatedKey;
  } while (start);
  db.destroy();
  return found;
}

/**
 * The deliveries about one order once `count` arrived (at most 30 s): order_create first, then the
 * updates in the order they arrived. A standard queue does not promise order (ACP-18), and the
 * create is queued only just before the workflow's first update, so the test does not rely on it.
 */
async function deliveriesOf(orderId: string, count: number): Promise<Delivery[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const of = (receiver?.received ?? []).filter((r) => r.path === ORDER_EVENTS_PATH)
      .map((r) => ({ ...r, event: JSON.parse(r.body) as Delivery['event'] }))
      .filter((d) => d.event.data['id'] === orderId);
    if (of.length >= count) return [...of.filter((d) => d.event.type === 'order_create'), ...of.filter((d) => d.event.type !== 'order_create')];
    if (Date.now() > deadline) throw new Error(`${of.length} of ${count} events for ${orderId} arrived: ${of.map((d) => d.body).join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** As the agent checks a delivery: ACP's headers, a signature of this body within 300 s, the body ACP's WebhookEvent. */
function expectVerified(delivery: Delivery): void {
  expect(delivery.headers['content-type']).toMatch(/^application\/json/);
  expect(delivery.headers['merchant-signature']).toMatch(/^t=\d+,v1=[a-fA-F0-9]{64}$/);
  const t = Number(/^t=(\d+)/.exec(String(delivery.headers['merchant-signature']))![1]);
  expect(Math.abs(Date.now() / 1000 - t)).toBeLessThanOrEqual(300);
  expect(verifyMerchantWebhook(secret, delivery.body, String(delivery.headers['merchant-signature']))).toEqual({ ok: true });
  expect(verifyMerchantWebhook('another secret', delivery.body, String(delivery.headers['merchant-signature']))).toEqual({ ok: false, reason: 'bad-signature' });
  expect(delivery.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(Date.parse(String(delivery.headers['timestamp']))).toBe(t * 1000);
  expectAcp('webhook', 'WebhookEvent', delivery.event);
}

const completeBody = (token: string) => ({
  buyer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  payment_data: { handler_id: 'card_tokenized', instrument: { type: 'card', credential: { type: 'spt', token } } },
});

/** create → update → delegate → complete with `card`; the session as completed, the token and the payment. */
async function agentFlow(card: string): Promise<{ id: string; token: string; completed: Record<string, any>; paymentReference: string; agent: string; merchantReference: string }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON as answered
  const shop = await givenShop([{ name: 'Concert ticket', amountInCents: 1500 }, { name: 'Programme', amountInCents: 700 }]);
  const agent = await payer();
  const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', line_items: [{ id: productRef(shop, 0) }], capabilities: {} } });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as string;
  const updated = await acp('POST', `/v1/checkout_sessions/${id}`, { token: agent, body: { line_items: [{ id: productRef(shop, 0) }, { id: productRef(shop, 1) }] } });
  expect(updated.status, updated.text).toBe(200);
  const delegated = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ max_amount: 2200, checkout_session_id: id, merchant_id: shop.merchantReference }, card) });
  expect(delegated.status, delegated.text).toBe(200);
  const token = delegated.body.id as string;
  const completed = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
  expect(completed.status, completed.text).toBe(200);
  return { id, token, completed: completed.body, paymentReference: completed.body.metadata.payment_reference as string, agent, merchantReference: shop.merchantReference };
}

/** Nothing of the card or the delegated token in a delivery, an outbox item or a queued message of this payment. */
async function expectNoCardData(paymentReference: string, token: string, card: string, delivered: Delivery[]): Promise<void> {
  const outbox = (await itemsContaining(paymentReference)).filter((item) => item['channel'] === 'webhook');
  for (const text of [...delivered.map((d) => d.body + JSON.stringify(d.headers)), ...outbox.map((item) => JSON.stringify(item))]) {
    expect(text).not.toContain(card);
    expect(text).not.toContain(token);
  }
  expect(outbox.length).toBe(delivered.length);
}

beforeAll(async () => {
  // The agent's endpoint: 200 to every delivery, as ACP's receiver answers one it verified.
  receiver = await startWebhookReceiver(() => 200);
  platform = await spawnPlatform(dataDir, await freePort(), { ACP_ORDER_EVENTS_URL: receiver.url(ORDER_EVENTS_PATH) });
  callPlatform(platform);
  secret = await printedSecret();
});

afterAll(async () => {
  callPlatform(undefined);
  await platform?.stop();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('ACP order events', () => {
  it('the full agent flow delivers order_create then order_update(confirmed) to the agent\'s endpoint: the full order, ACP\'s WebhookEvent, signed with the printed secret', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const { id, token, completed, paymentReference, agent } = await agentFlow(CARD);
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    const orderId = completed['order'].id as string;

    const [create, update, ...more] = await deliveriesOf(orderId, 2);
    expect(more).toEqual([]);
    for (const d of [create!, update!]) expectVerified(d);
    expect(create!.event.type).toBe('order_create');
    expect(update!.event.type).toBe('order_update');
    expect(create!.headers['request-id']).not.toBe(update!.headers['request-id']);

    // `data` is the order as GET /v1/checkout_sessions/{id} shows it, at the status of each moment.
    const read = await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent });
    expect(read.body.order.status).toBe('confirmed');
    expect(update!.event.data).toEqual(read.body.order);
    expect(create!.event.data).toEqual({ ...read.body.order, status: 'created' });
    expect(read.body.order).toMatchObject({
      type: 'order', id: orderId, checkout_session_id: id,
      line_items: [
        { title: 'Concert ticket', quantity: { ordered: 1, current: 1 }, unit_price: 1500, subtotal: 1500 },
        { title: 'Programme', quantity: { ordered: 1, current: 1 }, unit_price: 700, subtotal: 700 },
      ],
      totals: expect.arrayContaining([{ type: 'total', display_text: 'Total', amount: 2200 }]),
    });

    await expectNoCardData(paymentReference, token, CARD, [create!, update!]);
    // The secret is never logged: not by the functions, not by the platform.
    expect(platformOutput.text).not.toContain(secret);
  });

  it('a declined payment delivers order_update(canceled) after order_create', async () => {
    const { token, completed, paymentReference, agent } = await agentFlow(DECLINED_CARD);
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Failed');
    const orderId = completed['order'].id as string;
    const [create, update, ...more] = await deliveriesOf(orderId, 2);
    expect(more).toEqual([]);
    for (const d of [create!, update!]) expectVerified(d);
    expect([create!.event.type, create!.event.data['status']]).toEqual(['order_create', 'created']);
    expect([update!.event.type, update!.event.data['status']]).toEqual(['order_update', 'canceled']);
    await expectNoCardData(paymentReference, token, DECLINED_CARD, [create!, update!]);
  });

  it('refunds: a partial refund delivers order_update(confirmed) with amount_refunded, the rest order_update(canceled); GET shows the same order', async () => {
    const { id, completed, paymentReference, agent, merchantReference } = await agentFlow(CARD);
    const paid = await statusUntil(agent, paymentReference, (r) => r.isComplete);
    const orderId = completed['order'].id as string;
    await deliveriesOf(orderId, 2);
    const merchant = await call('POST', `/v1/auth/admin/token/generate/merchant/${merchantReference}`, { apiKey: adminApiKey() });
    expect(merchant.status, merchant.text).toBe(200);
    const refund = async (amountInCents: number) => {
      const res = await call('POST', '/v2/refund', {
        token: merchant.body.result.accessToken as string,
        body: { sourceTransactionReference: paid.paymentSources.cards[0].transactionReference, destinationTransactionReference: paid.paymentDestinations.merchants[0].transactionReference, refundAmountInCents: amountInCents },
      });
      expect(res.status, res.text).toBe(202);
    };
    const refunded = (d: Delivery) => d.event.data['totals'].find((t: { type: string }) => t.type === 'amount_refunded');

    await refund(700);
    const partly = (await deliveriesOf(orderId, 3))[2]!;
    expectVerified(partly);
    expect([partly.event.type, partly.event.data['status'], refunded(partly)]).toEqual(['order_update', 'confirmed', { type: 'amount_refunded', display_text: 'Refunded', amount: 700 }]);
    // 'total' stays what was charged (ACP).
    expect(partly.event.data['totals']).toContainEqual({ type: 'total', display_text: 'Total', amount: 2200 });

    await refund(1500);
    const all = await deliveriesOf(orderId, 4);
    const whole = all[3]!;
    expectVerified(whole);
    expect([whole.event.type, whole.event.data['status'], refunded(whole)?.amount]).toEqual(['order_update', 'canceled', 2200]);
    expect(all).toHaveLength(4);
    expect((await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent })).body.order).toEqual(whole.event.data);
  });

  it('the WebhookEvent schema used here is not vacuous: a body with a field ACP does not define, or no status, is refused', () => {
    const data = { type: 'order', id: 'ord_1', checkout_session_id: 'cs_1', permalink_url: 'https://example.com/o/1', status: 'created' };
    expect(acpErrors('webhook', 'WebhookEvent', { type: 'order_create', data })).toEqual([]);
    expect(acpErrors('webhook', 'WebhookEvent', { type: 'order_create', timestamp: '2030-01-01T00:00:00Z', data })).not.toEqual([]);
    const { status: _s, ...noStatus } = data;
    expect(acpErrors('webhook', 'WebhookEvent', { type: 'order_create', data: noStatus })).not.toEqual([]);
  });
});
