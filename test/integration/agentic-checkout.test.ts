/**
 * Agentic checkout (docs/decisions/agentic.md) over real HTTP: the full agent flow create → update →
 * delegate → complete → order → payment Completed with a balanced ledger; pricing and messages;
 * capabilities; statuses and the 405s; ACP headers and idempotency. Every request and response body
 * is validated against ACP 2026-04-17's JSON Schemas with ajv (acp-fixtures.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { acp, acpCall, acpErrors, delegateBody, expectAcp, givenShop, productRef } from './acp-fixtures.js';
import { expectLedgerHolds, merchantBalance, type MovedPayment } from './ledger-fixtures.js';
import { adminApiKey, baseUrl, call } from './harness.js';
import { keptAnswerBytes } from '../../shared/agentic/answer-size.js';
import { MAX_ITEM_BYTES } from '../../shared/db/item-size.js';
import { itemsContaining, setItem, tableItem } from './identity-fixtures.js';
import { card, payer, paymentsWhere, statusUntil, submitPay } from './payment-fixtures.js';

const moved: MovedPayment[] = [];
const accounts: string[] = [];
const capabilities = { interventions: { supported: ['3ds', 'address_verification'] as string[], display_context: 'webview' }, extensions: ['discount', 'affiliate_attribution'] };

afterAll(async () => {
  await expectLedgerHolds(moved, accounts);
});

const completeBody = (token: string) => ({
  buyer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  payment_data: { handler_id: 'card_tokenized', instrument: { type: 'card', credential: { type: 'spt', token } } },
});

/** Delegates a token for the session and completes with it: 422 session_not_ready, nothing paid. Answers the token, still unspent. */
async function completedNotReady(agent: string, id: string, merchantReference: string): Promise<string> {
  const delegated = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ max_amount: 10000, checkout_session_id: id, merchant_id: merchantReference }) });
  expect(delegated.status, delegated.text).toBe(200);
  const complete = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(delegated.body.id) });
  expect(complete.status, complete.text).toBe(422);
  expect(complete.body.code).toBe('session_not_ready');
  expect(await paymentsWhere('yourReference', `checkout:${id}`)).toEqual([]);
  return delegated.body.id as string;
}

describe('the full agent flow', () => {
  it('create → update → delegate → complete: an order whose status follows the payment to Completed, paid through the payments engine', async () => {
    const shop = await givenShop([{ name: 'Concert ticket', amountInCents: 1500 }, { name: 'Programme', amountInCents: 700, description: 'Printed concert programme' }]);
    accounts.push(`MERCHANT#${shop.merchantReference}`);
    const ticket = { reference: productRef(shop, 0) };
    const programme = { reference: productRef(shop, 1) };
    const agent = await payer();

    const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', line_items: [{ id: ticket.reference }], capabilities } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      status: 'ready_for_payment', currency: 'zar', protocol: { version: '2026-04-17' },
      line_items: [{ item: { id: ticket.reference }, quantity: 1, unit_amount: 1500, name: 'Concert ticket' }],
      totals: [{ type: 'items_base_amount', amount: 1500 }, { type: 'subtotal', amount: 1500 }, { type: 'total', amount: 1500 }],
      messages: [], metadata: { merchant_reference: shop.merchantReference, merchant_name: shop.merchantName },
    });
    // The intersection: the agent offers 3-D Secure and address verification; no connector here performs either (ACP-6).
    expect(created.body.capabilities.interventions.supported).toEqual([]);
    expect(created.body.capabilities.payment.handlers.map((h: { id: string }) => h.id)).toEqual(['card_tokenized']);
    // Extensions: the agent's discount and affiliate_attribution against the platform's discount alone.
    expect(created.body.capabilities.extensions).toEqual([{ name: 'discount', extends: ['$.CheckoutSessionCreateRequest.discounts', '$.CheckoutSessionUpdateRequest.discounts', '$.CheckoutSession.discounts'] }]);
    expect(created.body.links.map((l: { type: string; url: string }) => `${l.type} ${new URL(l.url).pathname}`)).toEqual(['terms_of_use /v1/content/terms-of-use', 'privacy_policy /v1/content/privacy-policy']);
    // Followable: on the platform's own base URL (the stage included in AWS), and answered there to the agent's token (ACP-23).
    for (const link of created.body.links as Array<{ url: string }>) {
      expect(link.url.startsWith(`${baseUrl()}/v1/`), link.url).toBe(true);
      expect((await fetch(link.url, { headers: { Authorization: `Bearer ${agent}` } })).status, link.url).toBe(200);
    }
    expect(Date.parse(created.body.expires_at) - Date.parse(created.body.created_at)).toBe(3600_000);
    const id = created.body.id as string;

    const updated = await acp('POST', `/v1/checkout_sessions/${id}`, { token: agent, body: { line_items: [{ id: ticket.reference }, { id: programme.reference }, { id: programme.reference }] } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.totals.find((t: { type: string }) => t.type === 'total').amount).toBe(2900);
    expect(updated.body.line_items[1]).toMatchObject({ description: 'Printed concert programme', unit_amount: 700 });

    const delegated = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ max_amount: 3000, checkout_session_id: id, merchant_id: shop.merchantReference }) });
    expect(delegated.status, delegated.text).toBe(200);
    expect(delegated.body.id).toMatch(/^vt_/);
    expect(delegated.body.metadata).toMatchObject({ source: 'test', merchant_id: shop.merchantReference, checkout_session_id: id });
    expect(Date.parse(delegated.body.metadata.expires_at)).toBeGreaterThan(Date.now());

    const completed = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(delegated.body.id) });
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', buyer: { email: 'ada@example.com' }, order: { type: 'order', checkout_session_id: id } });
    expect(completed.body.order.id).toMatch(/^ord_/);
    // The order's permalink is the session's own route on the platform's base URL: the agent's token reads it there (ACP-23).
    expect(completed.body.order.permalink_url).toBe(`${baseUrl()}/v1/checkout_sessions/${id}`);
    expect((await acp('GET', new URL(completed.body.order.permalink_url as string).pathname, { token: agent })).status).toBe(200);
    const paymentReference = completed.body.metadata.payment_reference as string;

    // The same payment as POST /v1/pay: its status, legs and ledger.
    const paid = await statusUntil(agent, paymentReference, (r) => r.isComplete);
    expect(paid.status).toBe('Completed');
    expect(paid.paymentSources.cards[0]).toMatchObject({ amountInCents: 2900, status: 'Completed' });
    expect(paid.paymentDestinations.merchants[0]).toMatchObject({ amountInCents: 2900, status: 'Completed' });
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 2900 });

    const read = await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent });
    expect(read.body).toMatchObject({ status: 'completed', order: { status: 'confirmed' } });
    // No webhook queued: ACP's complete request names no callback as paymentStatusWebhook does on /v1/pay (ACP-17), and
    // the suite's platform has no order-events endpoint configured (ACP-18: unset = no order events; agentic-order-events.test.ts sets one).
    const stored = await itemsContaining(paymentReference);
    expect(stored.filter((item) => String(item['PK']).startsWith('OUTBOX#') || item['webhook'] !== undefined)).toEqual([]);
    expect(stored.find((item) => item['entity'] === 'Payment')?.['checkoutOrder']).toMatchObject({ orderId: completed.body.order.id });
    expect(stored.find((item) => item['entity'] === 'Payment')?.['checkoutOrder']).not.toHaveProperty('eventsUrl');

    // A completed session is not completed again, updated or cancelled: 405, as ACP says for cancel.
    const again = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(delegated.body.id) });
    expect(again.status).toBe(405);
    expect(again.body.code).toBe('session_completed');
    expect((await acp('POST', `/v1/checkout_sessions/${id}/cancel`, { token: agent })).status).toBe(405);
    expect((await acp('POST', `/v1/checkout_sessions/${id}`, { token: agent, body: { line_items: [{ id: ticket.reference }] } })).status).toBe(405);
  });
});

describe('prices at completion', () => {
  it('prices the session again before paying: a product re-priced or deactivated since is 422 session_repriced, the session saved re-priced; completing again pays the new total', async () => {
    const shop = await givenShop([{ name: 'Concert ticket', amountInCents: 1500 }, { name: 'Poster', amountInCents: 500 }]);
    const agent = await payer();
    const open = async (index: number) => {
      const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', line_items: [{ id: productRef(shop, index) }], capabilities } });
      expect(created.status, created.text).toBe(201);
      const id = created.body.id as string;
      const delegated = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ max_amount: 3000, checkout_session_id: id, merchant_id: shop.merchantReference }) });
      expect(delegated.status, delegated.text).toBe(200);
      return { id, vt: delegated.body.id as string };
    };
    const change = async (index: number, fields: Record<string, unknown>) => {
      const res = await call('PUT', '/v1/merchant/product/admin', { apiKey: adminApiKey(), body: { reference: productRef(shop, index), name: index === 0 ? 'Concert ticket' : 'Poster', productType: 'Tickets', ...fields } });
      expect(res.status, res.text).toBe(200);
    };

    const ticket = await open(0);
    await change(0, { amountInCents: 2000 });
    const repriced = await acp('POST', `/v1/checkout_sessions/${ticket.id}/complete`, { token: agent, body: completeBody(ticket.vt) });
    expect(repriced.status, repriced.text).toBe(422);
    expect(repriced.body).toMatchObject({ code: 'session_repriced', param: '$.line_items' });
    const read = await acp('GET', `/v1/checkout_sessions/${ticket.id}`, { token: agent });
    expect(read.body).toMatchObject({ status: 'ready_for_payment', line_items: [{ unit_amount: 2000 }] });
    const paid = await acp('POST', `/v1/checkout_sessions/${ticket.id}/complete`, { token: agent, body: completeBody(ticket.vt) });
    expect(paid.status, paid.text).toBe(200);
    const payment = await statusUntil(agent, paid.body.metadata.payment_reference, (r) => r.isComplete);
    expect(payment.paymentSources.cards[0]).toMatchObject({ amountInCents: 2000, status: 'Completed' });
    moved.push({ paymentReference: paid.body.metadata.payment_reference, currency: 'ZAR', netInCents: 2000 });
    accounts.push(`MERCHANT#${shop.merchantReference}`);

    const poster = await open(1);
    await change(1, { amountInCents: 500, isActive: false });
    const gone = await acp('POST', `/v1/checkout_sessions/${poster.id}/complete`, { token: agent, body: completeBody(poster.vt) });
    expect(gone.status, gone.text).toBe(422);
    expect(gone.body.code).toBe('session_repriced');
    expect((await acp('GET', `/v1/checkout_sessions/${poster.id}`, { token: agent })).body.status).toBe('not_ready_for_payment');
  });

  it('keeps a re-priced completion\'s 422 under its Idempotency-Key: the same request again is replayed, never paid at the total the agent has not seen', async () => {
    const shop = await givenShop([{ name: 'Concert ticket', amountInCents: 1500 }]);
    accounts.push(`MERCHANT#${shop.merchantReference}`);
    const agent = await payer();
    const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', line_items: [{ id: productRef(shop, 0) }], capabilities } });
    const id = created.body.id as string;
    const delegated = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ max_amount: 3000, checkout_session_id: id, merchant_id: shop.merchantReference }) });
    const vt = delegated.body.id as string;
    const reprice = await call('PUT', '/v1/merchant/product/admin', { apiKey: adminApiKey(), body: { reference: productRef(shop, 0), name: 'Concert ticket', productType: 'Tickets', amountInCents: 2000 } });
    expect(reprice.status, reprice.text).toBe(200);

    const key = randomUUID();
    const first = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, key, body: completeBody(vt) });
    expect(first.status, first.text).toBe(422);
    expect(first.body).toMatchObject({ code: 'session_repriced', param: '$.line_items' });
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const [record] = await itemsContaining(key);
    expect(record).toMatchObject({ idempotencyKey: key, state: 'completed' });
    // The answer was lost; the agent sends the same request under the same key: the 422 again, not a payment of 2000.
    const replay = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, key, body: completeBody(vt) });
    expect(replay.status, replay.text).toBe(422);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('idempotency-key')).toBe(key);
    expect(await paymentsWhere('yourReference', `checkout:${id}`)).toEqual([]);
    expect(await tableItem(`DELEGATED#${createHash('sha256').update(vt).digest('hex')}`, 'DELEGATED')).toMatchObject({ used: false });
    expect(await merchantBalance(shop.merchantReference)).toBe(0);
    const read = await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent });
    expect(read.body).toMatchObject({ status: 'ready_for_payment', line_items: [{ unit_amount: 2000 }] });
    expect(read.body.metadata).not.toHaveProperty('payment_reference');

    // Having read 2000, the agent completes under a new key: paid.
    const paid = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(vt) });
    expect(paid.status, paid.text).toBe(200);
    const payment = await statusUntil(agent, paid.body.metadata.payment_reference, (r) => r.isComplete);
    expect(payment.paymentSources.cards[0]).toMatchObject({ amountInCents: 2000, status: 'Completed' });
    moved.push({ paymentReference: paid.body.metadata.payment_reference, currency: 'ZAR', netInCents: 2000 });
  });
});

describe('discount codes', () => {
  it('answers every code as rejected (discount_code_invalid) with a warning naming it; the total is undiscounted and the session payable; an empty list clears them', async () => {
    const shop = await givenShop([{ name: 'Concert ticket', amountInCents: 1500 }]);
    const agent = await payer();
    const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', line_items: [{ id: productRef(shop, 0) }], capabilities, discounts: { codes: ['SAVE10', 'FREESHIP'] } } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      status: 'ready_for_payment',
      discounts: { codes: ['SAVE10', 'FREESHIP'], applied: [], rejected: [{ code: 'SAVE10', reason: 'discount_code_invalid' }, { code: 'FREESHIP', reason: 'discount_code_invalid' }] },
    });
    expect(created.body.messages).toEqual([
      expect.objectContaining({ type: 'warning', code: 'discount_code_invalid', param: '$.discounts.codes[0]' }),
      expect.objectContaining({ type: 'warning', code: 'discount_code_invalid', param: '$.discounts.codes[1]' }),
    ]);
    expect(created.body.totals.find((t: { type: string }) => t.type === 'total').amount).toBe(1500);
    // ACP's deprecated coupons are the same codes.
    const coupons = await acp('POST', `/v1/checkout_sessions/${created.body.id}`, { token: agent, body: { coupons: ['WINTER'] } });
    expect(coupons.body.discounts).toMatchObject({ codes: ['WINTER'], rejected: [{ code: 'WINTER' }] });
    const cleared = await acp('POST', `/v1/checkout_sessions/${created.body.id}`, { token: agent, body: { discounts: { codes: [] } } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.discounts).toBeUndefined();
    expect(cleared.body.messages).toEqual([]);
  });
});

describe('the caller\'s token claims', () => {
  it('limit an agent\'s payment as they limit POST /v1/pay: over MaxTotalSourceAmountInCents or outside AllowedCurrencies is 403 payment_not_allowed, the token unspent', async () => {
    const shop = await givenShop([{ name: 'Concert ticket', amountInCents: 1500 }]);
    for (const claims of [{ MaxTotalSourceAmountInCents: '1000' }, { AllowedCurrencies: 'USD' }] as Record<string, string>[]) {
      const agent = await payer(claims);
      const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', line_items: [{ id: productRef(shop, 0) }], capabilities } });
      expect(created.status, created.text).toBe(201);
      const id = created.body.id as string;
      const delegated = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ max_amount: 3000, checkout_session_id: id, merchant_id: shop.merchantReference }) });
      expect(delegated.status, delegated.text).toBe(200);
      const refused = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(delegated.body.id) });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body).toMatchObject({ type: 'invalid_request', code: 'payment_not_allowed', param: '$.payment_data' });
      expect(refused.body.message).toMatch(Object.keys(claims)[0] ?? '');
      // Nothing was taken: the session is still ready for payment.
      expect((await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent })).body.status).toBe('ready_for_payment');
    }
  });
});

describe('pricing and messages', () => {
  it('answers problems as messages and keeps the session not ready: unknown, inactive, no price, quantity required, another merchant', async () => {
    const shop = await givenShop([
      { name: 'Active', amountInCents: 1000 }, { name: 'Old', amountInCents: 500, isActive: false },
      { name: 'Donation box', productType: 'Donation' }, { name: 'By the kilo', amountInCents: 200, quantityRequired: true },
    ]);
    const other = await givenShop([{ name: 'Elsewhere', amountInCents: 100 }]);
    const [active, old, unpriced, weighed] = [0, 1, 2, 3].map((i) => ({ reference: productRef(shop, i) })) as [{ reference: string }, { reference: string }, { reference: string }, { reference: string }];
    const agent = await payer();
    const res = await acp('POST', '/v1/checkout_sessions', {
      token: agent,
      body: { currency: 'zar', capabilities: {}, line_items: [{ id: active.reference }, { id: randomUUID() }, { id: old.reference }, { id: unpriced.reference }, { id: weighed.reference }, { id: other.products[0]?.reference ?? '' }] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe('not_ready_for_payment');
    const problems = (res.body.messages as { code: string; param: string }[]).map((m) => `${m.code} ${m.param}`);
    expect(problems).toEqual([
      'not_found $.line_items[1].id', 'invalid $.line_items[2].id', 'invalid $.line_items[3].id', 'missing $.line_items[4].quantity', 'conflict $.line_items[5].id',
    ]);
    expect(res.body.capabilities.interventions.supported).toEqual([]);
    // The agent declared no extension: none is answered.
    expect(res.body.capabilities.extensions).toBeUndefined();

    // Removing the problems makes it ready; the quantity goes as ACP's missing Item.quantity (ACP-5).
    const fixed = await acp('POST', `/v1/checkout_sessions/${res.body.id}`, { token: agent, body: { line_items: [{ id: active.reference }] } });
    expect(fixed.body).toMatchObject({ status: 'ready_for_payment', messages: [] });
    const weighedLine = await acpCall('POST', `/v1/checkout_sessions/${res.body.id}`, { token: agent, body: { line_items: [{ id: weighed.reference, quantity: 3 }] } });
    expect(weighedLine.body).toMatchObject({ status: 'ready_for_payment', line_items: [{ quantity: 3, unit_amount: 200 }] });
    expectAcp('checkout', 'CheckoutSession', weighedLine.body);
  });

  it('refuses a product whose required field the buyer must fill in (unsupported: ACP cannot carry it); an optional field does not block; nothing is paid', async () => {
    const shop = await givenShop([
      { name: 'Prepaid electricity', amountInCents: 5000, productType: 'Electricity', fields: [{ name: 'meterNumber', label: 'Meter number', isRequired: true }] },
      { name: 'Gift card', amountInCents: 2000, fields: [{ name: 'message', isRequired: false }] },
    ]);
    const agent = await payer();
    const res = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: [{ id: productRef(shop, 1) }, { id: productRef(shop, 0) }] } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe('not_ready_for_payment');
    expect(res.body.messages).toEqual([expect.objectContaining({ type: 'error', code: 'unsupported', param: '$.line_items[1].id' })]);
    expect(res.body.messages[0].content).toContain('meterNumber');
    const id = res.body.id as string;
    await completedNotReady(agent, id, shop.merchantReference);
    // The optional field alone does not stand in the way.
    const onlyOptional = await acp('POST', `/v1/checkout_sessions/${id}`, { token: agent, body: { line_items: [{ id: productRef(shop, 1) }] } });
    expect(onlyOptional.body).toMatchObject({ status: 'ready_for_payment', messages: [] });
  });

  it('refuses a line whose unit price × quantity passes the product\'s maximum, as POST /v1/pay refuses such a bill (maximum_exceeded): not ready, complete 422, nothing paid; a maximum lowered after pricing is caught at completion', async () => {
    const shop = await givenShop([{ name: 'Voucher', amountInCents: 400, maximumAmountInCents: 1000 }]);
    const ref = productRef(shop, 0);
    const agent = await payer();
    // quantity is our one extension of ACP's Item (ACP-5): the request is not ACP's; the answer is checked against ACP's schema.
    const res = await acp('POST', '/v1/checkout_sessions', { token: agent, invalidRequest: true, body: { currency: 'zar', capabilities: {}, line_items: [{ id: ref, quantity: 3 }] } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'not_ready_for_payment', line_items: [{ quantity: 3, unit_amount: 400 }] });
    expect(res.body.messages).toEqual([expect.objectContaining({ type: 'error', code: 'maximum_exceeded', param: '$.line_items[0].quantity' })]);
    expect(res.body.messages[0].content).toContain('above its maximum of 1000 per purchase; buy at most 2');
    // The same amount for the same product as a bill on POST /v1/pay: refused by the same rule.
    const bill = await submitPay(agent, { paymentSources: { cards: [card('4242424242424242', 1200)] }, paymentDestinations: { bills: [{ amountInCents: 1200, currency: 'ZAR', productReference: ref }] } });
    expect(bill.status, bill.text).toBe(422);
    expect(bill.text).toContain('exceeds the product\'s maximum of 1000 cents');

    const id = res.body.id as string;
    const vt = await completedNotReady(agent, id, shop.merchantReference);

    // Within the maximum it is ready; a maximum lowered before completion is found by the re-pricing (ACP-16).
    const within = await acp('POST', `/v1/checkout_sessions/${id}`, { token: agent, invalidRequest: true, body: { line_items: [{ id: ref, quantity: 2 }] } });
    expect(within.body).toMatchObject({ status: 'ready_for_payment', messages: [], totals: expect.arrayContaining([{ type: 'total', display_text: expect.any(String), amount: 800 }]) });
    const lowered = await call('PUT', '/v1/merchant/product/admin', { apiKey: adminApiKey(), body: { reference: ref, name: 'Voucher', productType: 'Tickets', maximumAmountInCents: 500 } });
    expect(lowered.status, lowered.text).toBe(200);
    const repriced = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(vt) });
    expect(repriced.status, repriced.text).toBe(422);
    expect(repriced.body.code).toBe('session_repriced');
    const read = await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent });
    expect(read.body).toMatchObject({ status: 'not_ready_for_payment', messages: [expect.objectContaining({ code: 'maximum_exceeded', param: '$.line_items[0].quantity' })] });
    expect(await paymentsWhere('yourReference', `checkout:${id}`)).toEqual([]);
  });

  it('charges the future price once its date has passed and warns when the agent saw another price', async () => {
    const shop = await givenShop([{ name: 'Repriced', amountInCents: 1000, futureAmountInCents: 1200, futureAmountEffectiveFromDate: '2020-01-01T00:00:00Z' }]);
    const agent = await payer();
    const ref = shop.products[0]?.reference ?? '';
    const res = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: [{ id: ref, unit_amount: 1000 }] } });
    expect(res.body).toMatchObject({ status: 'ready_for_payment', line_items: [{ unit_amount: 1200 }] });
    expect(res.body.messages).toEqual([expect.objectContaining({ type: 'warning', code: 'price_change', param: '$.line_items[0].unit_amount' })]);
  });
});

describe('statuses', () => {
  it('cancels an open session; cancelling it again is 405; another caller gets 404', async () => {
    const shop = await givenShop([{ name: 'Thing', amountInCents: 300 }]);
    const agent = await payer();
    const res = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: [{ id: shop.products[0]?.reference ?? '' }] } });
    const id = res.body.id as string;
    expect((await acp('GET', `/v1/checkout_sessions/${id}`, { token: await payer() })).status).toBe(404);
    const cancelled = await acp('POST', `/v1/checkout_sessions/${id}/cancel`, { token: agent, body: { intent_trace: { reason_code: 'timing_deferred' } } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('canceled');
    const again = await acp('POST', `/v1/checkout_sessions/${id}/cancel`, { token: agent });
    expect(again.status).toBe(405);
    expect(again.body.code).toBe('session_canceled');
    const complete = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody('vt_nothing') });
    expect(complete.status).toBe(405);
  });

  it('keeps the intent_trace of a cancel on the session as sent (ACP-25); refuses metadata ACP does not allow, naming it', async () => {
    const shop = await givenShop([{ name: 'Thing', amountInCents: 300 }]);
    const agent = await payer();
    const open = async () => (await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: [{ id: shop.products[0]?.reference ?? '' }] } })).body.id as string;
    const id = await open();
    const refused = [
      [{ nested: { level: 2 } }, '$.intent_trace.metadata.nested', 'must be a string, a number or a boolean'],
      [{ huge: 1e200 }, '$.intent_trace.metadata.huge', 'magnitude'],
      [{ long: 'x'.repeat(501) }, '$.intent_trace.metadata.long', 'at most 500 characters'],
      [Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])), '$.intent_trace.metadata', 'at most 50 fields'],
    ] as const;
    for (const [metadata, param, reason] of refused) {
      const res = await acp('POST', `/v1/checkout_sessions/${id}/cancel`, { token: agent, invalidRequest: true, body: { intent_trace: { reason_code: 'other', metadata } } });
      expect(res.status, res.text.slice(0, 300)).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', param });
      expect(res.body.message).toContain(reason);
    }
    expect(await tableItem(`CHECKOUT#${id}`, 'CHECKOUT')).toMatchObject({ status: 'ready_for_payment' });

    const { acpExamples } = await import('./acp-fixtures.js');
    const example = acpExamples('examples.agentic_checkout.json')['cancel_checkout_session_request'] as { intent_trace: Record<string, unknown> };
    const cancelled = await acp('POST', `/v1/checkout_sessions/${id}/cancel`, { token: agent, body: example });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await tableItem(`CHECKOUT#${id}`, 'CHECKOUT')).toMatchObject({
      status: 'canceled', cancelReason: 'shipping_cost', cancelTraceSummary: example.intent_trace['trace_summary'], cancelMetadata: { target_shipping_cost: 0, competitor_reference: 'amazon_prime' },
    });
    // Without a trace, nothing of one is written.
    const plain = await open();
    expect((await acp('POST', `/v1/checkout_sessions/${plain}/cancel`, { token: agent })).status).toBe(200);
    const item = await tableItem(`CHECKOUT#${plain}`, 'CHECKOUT');
    expect(item).toMatchObject({ status: 'canceled' });
    for (const field of ['cancelReason', 'cancelTraceSummary', 'cancelMetadata']) expect(item).not.toHaveProperty(field);
  });

  it('refuses to complete a session that is not ready (422 session_not_ready)', async () => {
    const agent = await payer();
    const res = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: [{ id: randomUUID() }] } });
    expect(res.body.status).toBe('not_ready_for_payment');
    const complete = await acp('POST', `/v1/checkout_sessions/${res.body.id}/complete`, { token: agent, body: completeBody('vt_nothing') });
    expect(complete.status).toBe(422);
    expect(complete.body.code).toBe('session_not_ready');
  });
});

describe('what a session and its answers may weigh (ACP-21)', () => {
  /** 100 lines of one product with the longest name and a long description: a large, valid session. */
  const bigLines = (ref: string) => Array.from({ length: 100 }, () => ({ id: ref }));
  const bigProduct = (description: number, letter = 'd') => ({ name: 'N'.repeat(200), description: letter.repeat(description), amountInCents: 100 });

  it('refuses before anything is claimed or paid a completion whose answer could not be kept under its Idempotency-Key (422 naming $.line_items); a free-form buyer object is 400', async () => {
    // A name of quotes: escaped again in the kept answer, where the completed session repeats it in its order.
    const shop = await givenShop([{ ...bigProduct(1100), name: '"'.repeat(200) }]);
    accounts.push(`MERCHANT#${shop.merchantReference}`);
    const agent = await payer();
    const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: bigLines(productRef(shop, 0)) } });
    expect(created.status, created.text.slice(0, 300)).toBe(201);
    // The open session's answer fits; the completed one's, with its order of 100 lines, would not.
    expect(keptAnswerBytes(created.body)).toBeLessThan(MAX_ITEM_BYTES);
    const id = created.body.id as string;
    const delegated = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ max_amount: 10000, checkout_session_id: id, merchant_id: shop.merchantReference }) });
    const vt = delegated.body.id as string;

    // The reviewer's case: a buyer company of ~240 KB. ACP's CompanyInfo is closed: refused at the door.
    const company = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, 'c'.repeat(4000)]));
    const freeForm = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, invalidRequest: true, body: { ...completeBody(vt), buyer: { email: 'ada@example.com', company: { name: 'Acme', ...company } } } });
    expect(freeForm.status, freeForm.text.slice(0, 300)).toBe(400);
    expect(freeForm.body).toMatchObject({ code: 'validation_failed', param: '$.buyer.company.k0' });

    const key = randomUUID();
    const tooLarge = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, key, body: completeBody(vt) });
    expect(tooLarge.status, tooLarge.text.slice(0, 300)).toBe(422);
    expect(tooLarge.body).toMatchObject({ type: 'invalid_request', code: 'unprocessable', param: '$.line_items' });
    expect(tooLarge.body.message).toContain('checkout session answer would be too large');
    // Nothing was done: no claim, no payment, no money moved, the token unspent, the key free.
    expect((await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent })).body.status).toBe('ready_for_payment');
    expect(await paymentsWhere('yourReference', `checkout:${id}`)).toEqual([]);
    expect(await tableItem(`DELEGATED#${createHash('sha256').update(vt).digest('hex')}`, 'DELEGATED')).toMatchObject({ used: false });
    expect(await merchantBalance(shop.merchantReference)).toBe(0);
    expect(await itemsContaining(key)).toEqual([]);
  });

  it('refuses a session too large to write or answer (422 naming $.line_items, nothing written) and takes ACP\'s closed buyer objects', async () => {
    // Two bytes a character: 100 such lines would not fit in a DynamoDB item at all.
    const shop = await givenShop([bigProduct(2000, 'é')]);
    const agent = await payer();
    const buyer = {
      email: 'ada@example.com', company: { name: 'Acme', tax_id: '12-3456789', department: 'Marketing', cost_center: 'CC-2001' },
      loyalty: { tier: 'Gold', points_balance: 5000, member_since: '2024-01-15T09:00:00Z' },
      tax_exemption: { certificate_id: 'cert_12345', certificate_type: 'resale', exempt_regions: ['CA', 'NY'], expires_at: '2027-12-31T23:59:59Z' },
    };
    const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, buyer, line_items: [{ id: productRef(shop, 0) }] } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.buyer).toEqual(buyer);
    const grown = await acp('POST', `/v1/checkout_sessions/${created.body.id}`, { token: agent, body: { line_items: bigLines(productRef(shop, 0)) } });
    expect(grown.status, grown.text.slice(0, 300)).toBe(422);
    expect(grown.body).toMatchObject({ code: 'unprocessable', param: '$.line_items' });
    const read = await acp('GET', `/v1/checkout_sessions/${created.body.id}`, { token: agent });
    expect(read.body.line_items).toHaveLength(1);
    expect(read.body.updated_at).toBe(created.body.updated_at);
    const fresh = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: bigLines(productRef(shop, 0)) } });
    expect(fresh.status).toBe(422);
    expect((await itemsContaining(shop.merchantReference)).filter((item) => item['entity'] === 'CheckoutSession')).toHaveLength(1);
  });
});

describe('ACP headers and idempotency', () => {
  const createBody = (id: string) => ({ currency: 'zar', capabilities: {}, line_items: [{ id }] });

  it('requires API-Version (400 with the supported versions) and echoes Request-Id', async () => {
    const agent = await payer();
    const missing = await acpCall('GET', '/v1/acp/products', { token: agent, headers: { 'API-Version': '' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ type: 'invalid_request', code: 'api_version_required', supported_versions: ['2026-04-17'] });
    expectAcp('checkout', 'Error', missing.body);
    const old = await acpCall('POST', '/v1/checkout_sessions', { token: agent, body: createBody(randomUUID()), headers: { 'API-Version': '2025-09-29', 'Request-Id': 'req_agent_41' } });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ type: 'invalid_request', code: 'unsupported_api_version', supported_versions: ['2026-04-17'] });
    expectAcp('checkout', 'Error', old.body);
    // Echoed on an error too.
    expect(old.headers.get('request-id')).toBe('req_agent_41');
    const echoed = await acp('GET', '/v1/acp/products', { token: agent, headers: { 'Request-Id': 'req_agent_42' } });
    expect(echoed.headers.get('request-id')).toBe('req_agent_42');
  });

  it('Idempotency-Key: required on POST, a replay answers the stored session, another body 422, a validation error names the field as a JSONPath', async () => {
    const shop = await givenShop([{ name: 'Once', amountInCents: 100 }, { name: 'Twice', amountInCents: 200 }]);
    const agent = await payer();
    const none = await acpCall('POST', '/v1/checkout_sessions', { token: agent, body: createBody(shop.products[0]?.reference ?? ''), headers: { 'Idempotency-Key': '' } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_key_required' });
    expectAcp('checkout', 'Error', none.body);
    // ACP's limit: at most 255 characters.
    const long = await acp('POST', '/v1/checkout_sessions', { token: agent, key: 'k'.repeat(256), body: createBody(shop.products[0]?.reference ?? '') });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('header.idempotency-key');

    const key = randomUUID();
    const first = await acp('POST', '/v1/checkout_sessions', { token: agent, key, body: createBody(shop.products[0]?.reference ?? '') });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await acp('POST', '/v1/checkout_sessions', { token: agent, key, body: createBody(shop.products[0]?.reference ?? '') });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const conflict = await acp('POST', '/v1/checkout_sessions', { token: agent, key, body: createBody(shop.products[1]?.reference ?? '') });
    expect(conflict.status).toBe(422);
    expect(conflict.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_conflict' });
    // The same key on another route is another key (scoped per route and caller).
    const update = await acp('POST', `/v1/checkout_sessions/${first.body.id}`, { token: agent, key, body: { line_items: [{ id: shop.products[1]?.reference ?? '' }] } });
    expect(update.status, update.text).toBe(200);

    const invalid = await acp('POST', '/v1/checkout_sessions', { token: agent, invalidRequest: true, body: { currency: 'zar', capabilities: {}, line_items: [{ id: 'x', colour: 'red' }] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.param).toBe('$.line_items[0].colour');
  });

  it('a replay while the first request still runs is 409 idempotency_in_flight with Retry-After', async () => {
    const shop = await givenShop([{ name: 'Slow', amountInCents: 100 }]);
    const agent = await payer();
    const key = randomUUID();
    const body = createBody(shop.products[0]?.reference ?? '');
    expect((await acp('POST', '/v1/checkout_sessions', { token: agent, key, body })).status).toBe(201);
    // As the record stands while its first request runs: started, seconds ago.
    const [record] = await itemsContaining(key);
    expect(record).toMatchObject({ idempotencyKey: key, state: 'completed' });
    await setItem(String(record?.['PK']), String(record?.['SK']), { state: 'started', createdAt: Math.floor(Date.now() / 1000) });
    const inFlight = await acp('POST', '/v1/checkout_sessions', { token: agent, key, body });
    expect(inFlight.status, inFlight.text).toBe(409);
    expect(inFlight.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_in_flight' });
    expect(inFlight.headers.get('retry-after')).toBe('1');
  });

  it('a request that fails frees its key, and a record left started by a request that died is taken over', async () => {
    const shop = await givenShop([{ name: 'Retried', amountInCents: 100 }]);
    const agent = await payer();
    const failedKey = randomUUID();
    const missing = `/v1/checkout_sessions/cs_${randomUUID().replaceAll('-', '')}/cancel`;
    const failed = await acp('POST', missing, { token: agent, key: failedKey, body: {} });
    expect(failed.status, failed.text).toBe(404);
    expect(await itemsContaining(failedKey)).toEqual([]);
    const again = await acp('POST', missing, { token: agent, key: failedKey, body: {} });
    expect(again.status, again.text).toBe(404);
    expect(again.headers.get('idempotent-replayed')).toBeNull();

    const key = randomUUID();
    const body = createBody(shop.products[0]?.reference ?? '');
    const first = await acp('POST', '/v1/checkout_sessions', { token: agent, key, body });
    expect(first.status).toBe(201);
    // As a request that died after its first write leaves it: started, a minute ago.
    const [record] = await itemsContaining(key);
    await setItem(String(record?.['PK']), String(record?.['SK']), { state: 'started', createdAt: Math.floor(Date.now() / 1000) - 60 });
    const takenOver = await acp('POST', '/v1/checkout_sessions', { token: agent, key, body });
    expect(takenOver.status, takenOver.text).toBe(201);
    expect(takenOver.headers.get('idempotent-replayed')).toBeNull();
    expect(takenOver.body.id).not.toBe(first.body.id);
    const [completed] = await itemsContaining(key);
    expect(completed).toMatchObject({ idempotencyKey: key, state: 'completed' });
  });

  it('refuses what ACP\'s requests do not carry, naming the field: create without currency or with external_reference, update with capabilities; a currency not served here', async () => {
    const shop = await givenShop([{ name: 'Strict', amountInCents: 100 }]);
    const agent = await payer();
    const body = createBody(shop.products[0]?.reference ?? '');
    const { currency: _currency, ...noCurrency } = body;
    const refusals: [string, string, Record<string, unknown>][] = [
      ['/v1/checkout_sessions', '$.currency', noCurrency],
      ['/v1/checkout_sessions', '$.external_reference', { ...body, external_reference: 'ext-1' }],
    ];
    // A currency ACP's schema allows but the platform does not serve (ACP-3).
    const unserved = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { ...body, currency: 'xyz' } });
    expect(unserved.status, unserved.text).toBe(400);
    expect(unserved.body).toMatchObject({ code: 'validation_failed', param: '$.currency' });
    const created = await acp('POST', '/v1/checkout_sessions', { token: agent, body });
    refusals.push([`/v1/checkout_sessions/${created.body.id}`, '$.capabilities', { capabilities: {} }]);
    for (const [path, param, sent] of refusals) {
      // ACP's own schema refuses each as well: the interface's fields give way to ACP's bodies (ACP-3).
      expect(acpErrors('checkout', path === '/v1/checkout_sessions' ? 'CheckoutSessionCreateRequest' : 'CheckoutSessionUpdateRequest', sent)).not.toEqual([]);
      const res = await acp('POST', path, { token: agent, body: sent, invalidRequest: true });
      expect(res.status, `${param}: ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ type: 'invalid_request', code: 'validation_failed', param });
    }
  });

  it('answers the curated create request (ACP examples) with a session', async () => {
    const { acpExamples } = await import('./acp-fixtures.js');
    const example = acpExamples('examples.agentic_checkout.json')['create_checkout_session_request'];
    const res = await acp('POST', '/v1/checkout_sessions', { token: await payer(), body: { ...(example as object), currency: 'zar' } });
    expect(res.status, res.text).toBe(201);
    // item_123 is no product here: a message, not an error.
    expect(res.body.messages[0]).toMatchObject({ code: 'not_found', param: '$.line_items[0].id' });
  });
});
