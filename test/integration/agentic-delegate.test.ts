/**
 * Delegated payment tokens (docs/decisions/agentic.md, ACP-9 to ACP-11) over real HTTP: the card's
 * checks, the vt_ token, the card kept only in the vault (not the table, the workflow's history or
 * a log line), each misuse refused with its own code (over the allowance, another session, another
 * merchant, another currency, expired, reused), the expired session, a card the paying consumer
 * stopped (ACP-19), a stalled completion resumed only as a new one could pay (ACP-20). Bodies
 * validated with ajv.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetExecutionHistoryCommand, SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { workflowArnVariable } from '../../shared/config.js';
import { acp, acpExamples, delegateBody, expectAcp, givenShop } from './acp-fixtures.js';
import { adminUpdate, givenConsumer, type GivenConsumer } from './consumer-fixtures.js';
import { accessToken, call } from './harness.js';
import { itemsContaining, setItem, tableItem } from './identity-fixtures.js';
import { expectLedgerHolds, type MovedPayment } from './ledger-fixtures.js';
import { payer, paymentsWhere, statusUntil, storedPayment } from './payment-fixtures.js';

const moved: MovedPayment[] = [];
const accounts: string[] = [];

afterAll(async () => {
  await expectLedgerHolds(moved, accounts);
});

/** A Luhn-valid card number no other test uses (the sandbox pays any number it does not know). */
function uniqueCardNumber(): string {
  const body = `51${String(randomInt(10 ** 12, 10 ** 13 - 1))}`;
  const digits = [...`${body}0`].map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits[digits.length - 1 - i] ?? 0;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const completeBody = (token: string) => ({ payment_data: { handler_id: 'card_tokenized', instrument: { type: 'card', credential: { type: 'spt', token } } } });

/** A ready session of 1000 ZAR for the agent's token, else a fresh agent's. */
async function readySession(agentToken?: string): Promise<{ agent: string; id: string; merchant: string }> {
  const shop = await givenShop([{ name: 'Item', amountInCents: 1000 }]);
  accounts.push(`MERCHANT#${shop.merchantReference}`);
  const agent = agentToken ?? await payer();
  const res = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: [{ id: shop.products[0]?.reference ?? '' }] } });
  expect(res.body.status).toBe('ready_for_payment');
  return { agent, id: res.body.id as string, merchant: shop.merchantReference };
}

async function delegated(agent: string, allowance: Record<string, unknown>, number?: string): Promise<string> {
  const res = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody(allowance, number) });
  expect(res.status, res.text).toBe(200);
  return res.body.id as string;
}

const tokenPk = (token: string) => `DELEGATED#${createHash('sha256').update(token).digest('hex')}`;

/** As a completion leaves them when it stops between its claim and its payment, 60 s ago (past STALE_CLAIM_SECONDS). */
async function stall(token: string, id: string, allowance: Record<string, unknown> = {}): Promise<void> {
  const item = await tableItem(tokenPk(token), 'DELEGATED');
  await setItem(tokenPk(token), 'DELEGATED', { used: true, usedBySession: id, allowance: { ...(item?.['allowance'] as object), ...allowance } });
  await setItem(`CHECKOUT#${id}`, 'CHECKOUT', { status: 'complete_in_progress', updatedAt: new Date(Date.now() - 60_000).toISOString() });
}

/** Nothing taken: no payment under the session's reference, the token unspent, the session as `status` reads it. */
async function expectNothingTaken(agent: string, id: string, token: string, status = 'ready_for_payment'): Promise<void> {
  expect(await paymentsWhere('yourReference', `checkout:${id}`)).toEqual([]);
  const record = await tableItem(tokenPk(token), 'DELEGATED');
  expect(record?.['used']).toBe(false);
  expect(record).not.toHaveProperty('usedBySession');
  expect((await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent })).body.status).toBe(status);
}

/** The consumer's stored card (givenConsumer's: BIN 411111, last four 1111), stopped by the consumer (CON-11). */
async function stopStoredCard(consumer: GivenConsumer): Promise<void> {
  const cardReference = (consumer.profile['accounts']?.['cards']?.[0] as { reference: string } | undefined)?.reference;
  const res = await call('POST', '/v1/consumer/account/card/stop', { token: consumer.token, body: { cardReference, reason: 'Lost' } });
  expect(res.status, res.text).toBe(200);
}

/** A card number with the stored card's BIN and last four. */
const STORED_CARD_NUMBER = '4111111111111111';

describe('delegate_payment', () => {
  it('checks the card: Luhn, expiry, CVC shape — 400 invalid_card naming the field', async () => {
    const agent = await payer();
    const allowance = { max_amount: 100, checkout_session_id: 'cs_x', merchant_id: 'm' };
    const bad = async (change: Record<string, unknown>) => {
      const body = delegateBody(allowance);
      body['payment_method'] = { ...(body['payment_method'] as object), ...change };
      return acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body });
    };
    const luhn = await bad({ number: '4242424242424241', display_last4: '4241' });
    expect(luhn.status).toBe(400);
    expect(luhn.body).toMatchObject({ type: 'invalid_request', code: 'invalid_card', param: '$.payment_method.number' });
    expect((await bad({ exp_month: '01', exp_year: '2020' })).body).toMatchObject({ code: 'invalid_card', param: '$.payment_method.exp_year' });
    expect((await bad({ cvc: '12' })).body).toMatchObject({ code: 'invalid_card', param: '$.payment_method.cvc' });
    expect((await bad({ cvc: '1234' })).body).toMatchObject({ code: 'invalid_card', param: '$.payment_method.cvc' });
    // Not a card field: the checkout Error's open code, naming the field.
    const past = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ ...allowance, expires_at: '2020-01-01T00:00:00Z' }) });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'validation_failed', param: '$.allowance.expires_at' });
    // At most 30 days ahead (ACP-9); a network token and a last four that is not the number's are refused too.
    const far = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody({ ...allowance, expires_at: new Date(Date.now() + 31 * 86400_000).toISOString() }) });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ code: 'validation_failed', param: '$.allowance.expires_at' });
    expect(far.body.message).toContain('at most 30 days ahead');
    expect((await bad({ card_number_type: 'network_token' })).body).toMatchObject({ code: 'invalid_card', param: '$.payment_method.card_number_type' });
    expect((await bad({ display_last4: '0000' })).body).toMatchObject({ code: 'invalid_card', param: '$.payment_method.display_last4' });
  });

  it('issues no token when the agent\'s own risk signals say blocked (422 naming the signal); manual_review and authorized get one', async () => {
    const agent = await payer();
    const allowance = { max_amount: 100, checkout_session_id: 'cs_x', merchant_id: 'm' };
    const signals = (action: string) => ({ ...delegateBody(allowance), risk_signals: [{ type: 'card_testing', score: 2, action: 'authorized' }, { type: 'card_testing', score: 97, action }] });
    const refused = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: signals('blocked') });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ type: 'invalid_request', param: '$.risk_signals[1].action' });
    expect(refused.body.message).toMatch(/card_testing signal \(score 97\) says blocked/);
    const review = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: signals('manual_review') });
    expect(review.status, review.text).toBe(200);
    const authorized = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, body: delegateBody(allowance) });
    expect(authorized.status, authorized.text).toBe(200);
    // The signals asking for a review are kept on the token's record for operations; none on the other.
    const record = async (vt: string) => tableItem(`DELEGATED#${createHash('sha256').update(vt).digest('hex')}`, 'DELEGATED');
    expect((await record(review.body.id))?.['reviewSignals']).toEqual([{ type: 'card_testing', score: 97 }]);
    expect(await record(authorized.body.id)).not.toHaveProperty('reviewSignals');
  });

  it('accepts the curated delegate_payment request (its allowance moved into the future)', async () => {
    const example = acpExamples('examples.delegate_payment.json');
    const request = example['delegate_payment_request'] as { allowance: Record<string, unknown>; payment_method: Record<string, unknown> };
    expectAcp('delegate', 'DelegatePaymentRequest', request);
    const body = { ...request, allowance: { ...request.allowance, expires_at: new Date(Date.now() + 600_000).toISOString() }, payment_method: { ...request.payment_method, exp_year: '2099' } };
    const res = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: await payer(), body });
    expect(res.status, res.text).toBe(200);
    expect(res.body.metadata).toMatchObject({ campaign: 'q4', source: 'chatgpt_checkout', merchant_id: 'acme_store' });
  });

  it('keeps the card only in the vault: not in the table, the workflow history or a log line; a replay answers the same token', async () => {
    const { agent, id, merchant } = await readySession();
    const number = uniqueCardNumber();
    const key = randomUUID();
    const body = delegateBody({ max_amount: 1000, checkout_session_id: id, merchant_id: merchant }, number);
    const first = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, key, body });
    expect(first.status, first.text).toBe(200);
    const replay = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, key, body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const token = first.body.id as string;
    const stored = await tableItem(`DELEGATED#${createHash('sha256').update(token).digest('hex')}`, 'DELEGATED');
    expect(stored).toMatchObject({ used: false, card: { bin: number.slice(0, 6), lastFour: number.slice(-4) } });

    const done = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(done.status, done.text).toBe(200);
    const paymentReference = done.body.metadata.payment_reference as string;
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 1000 });

    expect(await itemsContaining(number)).toEqual([]);
    expect(await itemsContaining(token)).toEqual([]);
    const arn = inject('functionEnv')[workflowArnVariable('payment')] ?? '';
    const sfn = new SFNClient({ endpoint: inject('awsEndpoints').stepfunctions, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    try {
      const history = await sfn.send(new GetExecutionHistoryCommand({ executionArn: `${arn.replace(':stateMachine:', ':execution:')}:${paymentReference}` }));
      expect(history.events?.length ?? 0).toBeGreaterThan(0);
      expect(JSON.stringify(history.events)).not.toContain(number);
      expect(JSON.stringify(history.events)).not.toContain(token);
    } finally {
      sfn.destroy();
    }
    const log = readFileSync(inject('functionLogFile'), 'utf8');
    expect(log).not.toContain(number);
    expect(log).not.toContain(token);
  });
});

describe('the answer kept under the key (ACP-21)', () => {
  it('refuses before vaulting a card a delegate_payment whose answer could not be kept under its Idempotency-Key (its metadata too large): 422 naming $.metadata, no token', async () => {
    const agent = await payer();
    const session = `cs_${randomUUID().replaceAll('-', '')}`;
    const key = randomUUID();
    // ~200 KB of quotes: within the body limit, but escaped twice in the kept answer (JSON in a JSON string) and in base64url, ~540 KB.
    const metadata = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, '"'.repeat(500)]));
    const res = await acp('POST', '/v1/agentic_commerce/delegate_payment', { token: agent, key, body: { ...delegateBody({ max_amount: 1000, checkout_session_id: session, merchant_id: 'm' }), metadata } });
    expect(res.status, res.text.slice(0, 300)).toBe(422);
    expect(res.body).toMatchObject({ type: 'invalid_request', param: '$.metadata' });
    expect(res.body.message).toContain('delegate_payment answer would be too large');
    expect(await itemsContaining(session)).toEqual([]);
    expect(await itemsContaining(key)).toEqual([]);
  });
});

describe('token misuse', () => {
  it('refuses a token over its allowance, for another session, merchant or currency, and an unknown one — each with its code, nothing charged', async () => {
    const { agent, id, merchant } = await readySession();
    const other = await readySession();
    const refused = async (token: string) => {
      const res = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
      expect(res.status, res.text).toBe(422);
      expect(res.body.param).toBe('$.payment_data.instrument.credential.token');
      return res.body.code as string;
    };
    expect(await refused(await delegated(agent, { max_amount: 999, checkout_session_id: id, merchant_id: merchant }))).toBe('payment_token_allowance_exceeded');
    expect(await refused(await delegated(agent, { max_amount: 1000, checkout_session_id: other.id, merchant_id: merchant }))).toBe('payment_token_session_mismatch');
    expect(await refused(await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: other.merchant }))).toBe('payment_token_merchant_mismatch');
    expect(await refused(await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant, currency: 'usd' }))).toBe('payment_token_currency_mismatch');
    expect(await refused('vt_unknown')).toBe('invalid_payment_token');
    // Another agent's token is not this agent's to spend.
    expect(await refused(await delegated(other.agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant }))).toBe('invalid_payment_token');
    const still = await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent });
    expect(still.body.status).toBe('ready_for_payment');
  });

  it('refuses an expired token, and a used token once it has paid; a session past its expiry reads expired and refuses completion with 405', async () => {
    const { agent, id, merchant } = await readySession();
    const expired = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant });
    const pk = `DELEGATED#${createHash('sha256').update(expired).digest('hex')}`;
    const item = await tableItem(pk, 'DELEGATED');
    await setItem(pk, 'DELEGATED', { allowance: { ...(item?.['allowance'] as object), expiresAtEpoch: Math.floor(Date.now() / 1000) - 1 } });
    const late = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(expired) });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('payment_token_expired');

    const token = await delegated(agent, { max_amount: 5000, checkout_session_id: id, merchant_id: merchant });
    const paid = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(paid.status, paid.text).toBe(200);
    moved.push({ paymentReference: paid.body.metadata.payment_reference, currency: 'ZAR', netInCents: 1000 });
    await statusUntil(agent, paid.body.metadata.payment_reference, (r) => r.isComplete);

    // The same token on a second ready session of the same merchant and amount: used.
    const second = await acp('POST', '/v1/checkout_sessions', { token: agent, body: { currency: 'zar', capabilities: {}, line_items: paid.body.line_items.map((l: { item: { id: string } }) => ({ id: l.item.id })) } });
    const tokenPk = `DELEGATED#${createHash('sha256').update(token).digest('hex')}`;
    const used = await tableItem(tokenPk, 'DELEGATED');
    expect(used).toMatchObject({ used: true, usedBySession: id });
    await setItem(tokenPk, 'DELEGATED', { allowance: { ...(used?.['allowance'] as object), checkoutSessionId: second.body.id } });
    const reused = await acp('POST', `/v1/checkout_sessions/${second.body.id}/complete`, { token: agent, body: completeBody(token) });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('payment_token_used');

    await setItem(`CHECKOUT#${second.body.id}`, 'CHECKOUT', { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await acp('GET', `/v1/checkout_sessions/${second.body.id}`, { token: agent })).body.status).toBe('expired');
    const afterExpiry = await acp('POST', `/v1/checkout_sessions/${second.body.id}/complete`, { token: agent, body: completeBody(token) });
    expect(afterExpiry.status).toBe(405);
    expect(afterExpiry.body.code).toBe('session_expired');
  });

  it('pays once when two completions with the same token race: one session completed, one payment, the other refused', async () => {
    const { agent, id, merchant } = await readySession();
    const token = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant });
    const both = await Promise.all([0, 1].map(() => acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) })));
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([405, 409, 422]).toContain(statuses[1]);
    const winner = both.find((r) => r.status === 200);
    const paymentReference = winner?.body.metadata.payment_reference as string;
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 1000 });
    const read = await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent });
    expect(read.body.metadata.payment_reference).toBe(paymentReference);
  });

  it('an order whose payment is declined follows it to canceled', async () => {
    const { agent, id, merchant } = await readySession();
    const token = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant }, '4000000000000002');
    const done = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(done.status, done.text).toBe(200);
    const paymentReference = done.body.metadata.payment_reference as string;
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Failed');
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 0 });
    const read = await acp('GET', `/v1/checkout_sessions/${id}`, { token: agent });
    expect(read.body).toMatchObject({ status: 'completed', order: { status: 'canceled' } });
  });

  it('a completion that stopped after claiming its token is 409 while fresh, then finished by the next completion with the same token', async () => {
    const { agent, id, merchant } = await readySession();
    const token = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant });
    // As a completion leaves them when it stops between its claim and its payment.
    await setItem(`DELEGATED#${createHash('sha256').update(token).digest('hex')}`, 'DELEGATED', { used: true, usedBySession: id });
    await setItem(`CHECKOUT#${id}`, 'CHECKOUT', { status: 'complete_in_progress', updatedAt: new Date().toISOString() });
    const busy = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('session_in_progress');

    await setItem(`CHECKOUT#${id}`, 'CHECKOUT', { updatedAt: new Date(Date.now() - 60_000).toISOString() });
    const resumed = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body.status).toBe('completed');
    const paymentReference = resumed.body.metadata.payment_reference as string;
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 1000 });
  });

  it('a stalled completion whose allowance expired meanwhile makes no payment: 422 payment_token_expired, the token and the session given back', async () => {
    const { agent, id, merchant } = await readySession();
    const token = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant });
    await stall(token, id, { expiresAtEpoch: Math.floor(Date.now() / 1000) - 1 });
    const late = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(late.status, late.text).toBe(422);
    expect(late.body).toMatchObject({ type: 'invalid_request', code: 'payment_token_expired', param: '$.payment_data.instrument.credential.token' });
    await expectNothingTaken(agent, id, token);
    // The agent can act on the session again: a new token pays it.
    const fresh = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant });
    const paid = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(fresh) });
    expect(paid.status, paid.text).toBe(200);
    const paymentReference = paid.body.metadata.payment_reference as string;
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 1000 });

    // Days later, the session's own hour long past too: given back, it reads expired.
    const old = await readySession();
    const oldToken = await delegated(old.agent, { max_amount: 1000, checkout_session_id: old.id, merchant_id: old.merchant });
    await stall(oldToken, old.id, { expiresAtEpoch: Math.floor(Date.now() / 1000) - 5 * 86400 });
    await setItem(`CHECKOUT#${old.id}`, 'CHECKOUT', { expiresAt: new Date(Date.now() - 5 * 86400_000).toISOString() });
    const days = await acp('POST', `/v1/checkout_sessions/${old.id}/complete`, { token: old.agent, body: completeBody(oldToken) });
    expect(days.status, days.text).toBe(422);
    expect(days.body.code).toBe('payment_token_expired');
    await expectNothingTaken(old.agent, old.id, oldToken, 'expired');
  });

  it('a stalled completion with no payment yet re-checks the caller\'s claims and the consumer\'s card, each refusal giving the token and the session back; one whose payment exists is finished whatever the allowance says now', async () => {
    // The claims: the same subject now holds a token that does not allow ZAR.
    const user = randomUUID();
    const { agent, id, merchant } = await readySession(await accessToken({ UserReference: user }));
    const token = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant });
    await stall(token, id);
    const narrowed = await accessToken({ UserReference: user, AllowedCurrencies: 'USD' });
    const refused = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: narrowed, body: completeBody(token) });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ type: 'invalid_request', code: 'payment_not_allowed', param: '$.payment_data' });
    await expectNothingTaken(agent, id, token);

    // The card: its consumer stopped it after the claim.
    const consumer = await givenConsumer();
    const stalled = await readySession(consumer.token);
    const cardToken = await delegated(consumer.token, { max_amount: 1000, checkout_session_id: stalled.id, merchant_id: stalled.merchant }, STORED_CARD_NUMBER);
    await stall(cardToken, stalled.id);
    await stopStoredCard(consumer);
    const declined = await acp('POST', `/v1/checkout_sessions/${stalled.id}/complete`, { token: consumer.token, body: completeBody(cardToken) });
    expect(declined.status, declined.text).toBe(422);
    expect(declined.body).toMatchObject({ type: 'invalid_request', code: 'payment_declined', param: '$.payment_data.instrument.credential.token' });
    await expectNothingTaken(consumer.token, stalled.id, cardToken);

    // A payment exists under the session's reference (the completion stopped after its insert): it is
    // the answer, though the allowance has expired since.
    const paid = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(paid.status, paid.text).toBe(200);
    const paymentReference = paid.body.metadata.payment_reference as string;
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 1000 });
    const order = (await tableItem(`CHECKOUT#${id}`, 'CHECKOUT'))?.['order'] as { id: string; orderNumber: string };
    await stall(token, id, { expiresAtEpoch: Math.floor(Date.now() / 1000) - 1 });
    await setItem(`CHECKOUT#${id}`, 'CHECKOUT', { pendingOrder: { id: order.id, orderNumber: order.orderNumber } });
    const resumed = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'completed', metadata: { payment_reference: paymentReference }, order: { id: order.id } });
    expect(await paymentsWhere('yourReference', `checkout:${id}`)).toHaveLength(1);
  });
});

describe('the paying consumer\'s stored cards', () => {
  it('refuses a card its consumer stopped after it was delegated: 422 payment_declined before the token is claimed, nothing charged; another card pays and the payment names the consumer', async () => {
    const consumer = await givenConsumer();
    const { agent, id, merchant } = await readySession(consumer.token);
    const token = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant }, STORED_CARD_NUMBER);
    await stopStoredCard(consumer);

    const refused = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ type: 'invalid_request', code: 'payment_declined', param: '$.payment_data.instrument.credential.token' });
    expect(refused.body.message).toContain('this card is stopped');
    await expectNothingTaken(agent, id, token);
    // No payment leg or rail operation names the vaulted card: only the token's record and the vault's own.
    const vaultToken = ((await tableItem(tokenPk(token), 'DELEGATED'))?.['card'] as { vaultToken: string }).vaultToken;
    expect((await itemsContaining(vaultToken)).map((i) => String(i['PK']).split('#')[0]).sort()).toEqual(['DELEGATED', 'VAULT']);

    const other = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant }, uniqueCardNumber());
    const paid = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(other) });
    expect(paid.status, paid.text).toBe(200);
    const paymentReference = paid.body.metadata.payment_reference as string;
    // Linked to its consumer as POST /v1/pay links a consumer's payment (PAY-21).
    expect(await storedPayment(paymentReference)).toMatchObject({ consumerReference: consumer.reference, consumer: { reference: consumer.reference, firstName: 'Thandi', lastName: 'Mokoena' } });
    expect((await statusUntil(agent, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    moved.push({ paymentReference, currency: 'ZAR', netInCents: 1000 });
  });

  it('refuses a consumer an administrator deactivated after the card was delegated (CON-20): 422 payment_declined before the token is claimed, nothing charged', async () => {
    const consumer = await givenConsumer();
    const { agent, id, merchant } = await readySession(consumer.token);
    const token = await delegated(agent, { max_amount: 1000, checkout_session_id: id, merchant_id: merchant }, uniqueCardNumber());
    expect((await adminUpdate({ reference: consumer.reference, isActive: false })).status).toBe(200);

    const refused = await acp('POST', `/v1/checkout_sessions/${id}/complete`, { token: agent, body: completeBody(token) });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ type: 'invalid_request', code: 'payment_declined', param: '$.payment_data' });
    expect(refused.body.message).toContain('not active');
    await expectNothingTaken(agent, id, token);
  });
});
