/**
 * The payments API's domain functions against DynamoDB Local and the sandbox rails, before the
 * routes are mounted (the workflow's task functions land separately): submit, duplicates and
 * Idempotency-Key, every validation step, status/receipt access and the poll cache, PIN and
 * confirmation answers through the wait item. The workflow is a recording port here; the HTTP
 * tests in payments-api.test.ts run the real one once the rows are implemented.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import type * as AnswersModule from '../../shared/payments/answers.js';
import type * as PaymentsModule from '../../shared/payments/payments.js';
import type * as StatusModule from '../../shared/payments/status.js';
import type * as SubmitModule from '../../shared/payments/submit.js';
import type * as WaitsModule from '../../shared/payments/waits.js';
import type { PaymentWorkflow } from '../../shared/payments/workflow.js';
import type * as RegistryModule from '../../shared/rails/registry.js';
import type { PayBody } from '../../shared/schemas/pay-body.js';
import { givenConsumer } from './consumer-fixtures.js';
import { adminApiKey, call, inject } from './harness.js';
import { setItem, tableItem } from './identity-fixtures.js';
import { storedPayment } from './payment-fixtures.js';

let submit: typeof SubmitModule;
let status: typeof StatusModule;
let answers: typeof AnswersModule;
let payments: typeof PaymentsModule;
let waits: typeof WaitsModule;
let registry: typeof RegistryModule;

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  submit = await import('../../shared/payments/submit.js');
  status = await import('../../shared/payments/status.js');
  answers = await import('../../shared/payments/answers.js');
  payments = await import('../../shared/payments/payments.js');
  waits = await import('../../shared/payments/waits.js');
  registry = await import('../../shared/rails/registry.js');
});

const user = (claims: Record<string, string> = {}, subject = `sub-${randomUUID()}`): Caller => ({ kind: 'user', subject, claims, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false });
const admin: Caller = { kind: 'admin', apiKeyId: 'test-admin-key' };

interface Recorded extends PaymentWorkflow {
  starts: string[];
  answers: { token: string; kind: 'succeed' | 'fail'; value: unknown }[];
}

function recordingWorkflow(answer: 'ok' | 'gone' = 'ok'): Recorded {
  const w: Recorded = {
    starts: [], answers: [],
    start: async (ref) => { w.starts.push(ref); },
    succeed: async (token, output) => { w.answers.push({ token, kind: 'succeed', value: output }); return answer; },
    fail: async (token, error) => { w.answers.push({ token, kind: 'fail', value: error }); return answer; },
  };
  return w;
}

const deps = (workflow: PaymentWorkflow = recordingWorkflow()) => ({ workflow, vault: registry.cardVault(), now: () => new Date() });
const answerDeps = (workflow: PaymentWorkflow) => ({ workflow, connector: (leg: PaymentsModule.SourceLegRecord) => registry.connectorFor(leg.leg.rail), now: () => new Date() });

async function givenMerchant(extra: Record<string, unknown> = {}): Promise<{ reference: string; token: string }> {
  const res = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', ...extra } });
  expect(res.status, res.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${res.body.result.reference}`, { apiKey: adminApiKey() });
  // A merchant created inactive gets no token (MER-22): '' then.
  return { reference: res.body.result.reference, token: token.body.result?.accessToken ?? '' };
}

async function givenProduct(merchantToken: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/v1/merchant/product', { token: merchantToken, body: { name: `Power ${randomUUID().slice(0, 6)}`, productType: 'Airtime', amountInCents: 5000, ...extra } });
  expect(res.status, res.text).toBe(200);
  return res.body.result.reference;
}

const card = (cardNumber = '4242424242424242', amountInCents = 1500) => ({ amountInCents, currency: 'ZAR', nameOnCard: 'Ada Lovelace', cardNumber, cvv: '987', expiryMonth: '12', expiryYear: '2099' });
const toMerchant = (merchantReference: string, amountInCents = 1500) => ({ merchants: [{ amountInCents, currency: 'ZAR', merchantReference }] });
const body = (merchantReference: string, extra: Partial<PayBody> = {}): PayBody => ({ paymentSources: { cards: [card()] }, paymentDestinations: toMerchant(merchantReference), ...extra }) as PayBody;

async function fails(promise: Promise<unknown>): Promise<{ status: number; fields: string[]; extra: Record<string, unknown>; message: string }> {
  const error = (await promise.then(() => undefined, (e: unknown) => e)) as { status?: number; details?: { field: string }[]; extra?: Record<string, unknown>; message?: string } | undefined;
  expect(error, 'expected a failure').toBeDefined();
  return { status: error?.status ?? 0, fields: (error?.details ?? []).map((d) => d.field), extra: error?.extra ?? {}, message: error?.message ?? '' };
}

describe('submitPayment', () => {
  it('vaults the card, writes the pending payment and its legs in one go, each leg naming it (no marker), and starts the workflow named after it', async () => {
    const m = await givenMerchant();
    const w = recordingWorkflow();
    const caller = user();
    const result = await submit.submitPayment(caller, body(m.reference, { yourReference: `yr-${randomUUID()}`, lineItems: [{ name: 'Tea', quantity: 2 }] }), undefined, deps(w));
    expect(result).toMatchObject({ status: 'Pending', isDuplicate: false, statusUrl: `/v1/pay/status/${result.paymentReference}` });
    expect(result.shortPaymentReference).toMatch(/^[0-9A-Z]{10}$/);
    expect(w.starts).toEqual([result.paymentReference]);

    const item = await storedPayment(result.paymentReference);
    const text = JSON.stringify(item);
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('"987"');
    const payment = item as unknown as PaymentsModule.PaymentRecord;
    expect(payment).toMatchObject({ status: 'Pending', version: 1, merchantReferences: [m.reference], amountTotals: [{ currency: 'ZAR', amountInCents: 1500 }], createdBy: `sub:${(caller as { subject: string }).subject}` });
    const source = payment.sources[0];
    expect(source?.leg).toMatchObject({ rail: 'card', instrument: { bin: '424242', lastFour: '4242', maskedPan: '424242******4242', expiryMonth: 12, expiryYear: 2099 } });
    expect(source?.leg.rail === 'card' && source.leg.instrument.vaultToken).toMatch(/^cv_/);
    for (const leg of [...payment.sources, ...payment.destinations]) {
      expect(leg.status).toBe('Pending');
      // The leg's reference names its payment (PAY-27): found by key, with no marker item written.
      expect((await payments.paymentOfTransaction(leg.transactionReference))?.paymentReference).toBe(result.paymentReference);
      expect(await tableItem(`MARK#transaction#${leg.transactionReference}`, 'MARK')).toBeUndefined();
    }
  });

  it('finds no payment for a leg reference naming a slot its payment does not have, and finds a leg from before PAY-27 through its marker', async () => {
    const { legReference } = await import('../../shared/payments/references.js');
    const m = await givenMerchant();
    const result = await submit.submitPayment(user(), body(m.reference), undefined, deps(recordingWorkflow()));
    expect(await payments.paymentOfTransaction(legReference(result.paymentReference, 'source', 7))).toBeUndefined();
    expect(await payments.paymentOfTransaction(legReference(result.paymentReference, 'destination', 0))).toBeDefined();
    // A leg stored before PAY-27: a random reference and its `transaction` marker.
    const stored = (await storedPayment(result.paymentReference)) as unknown as PaymentsModule.PaymentRecord;
    const legacy = randomUUID();
    await setItem(`MARK#transaction#${legacy}`, 'MARK', { paymentReference: result.paymentReference, side: 'source' });
    expect((await payments.paymentOfTransaction(legacy))?.paymentReference).toBe(stored.paymentReference);
    expect(await payments.paymentOfTransaction(randomUUID())).toBeUndefined();
  });

  it('answers a repeated yourReference with the first payment and starts nothing new', async () => {
    const m = await givenMerchant();
    const w = recordingWorkflow();
    const caller = user();
    const yourReference = `order-${randomUUID()}`;
    const first = await submit.submitPayment(caller, body(m.reference, { yourReference }), undefined, deps(w));
    const again = await submit.submitPayment(caller, body(m.reference, { yourReference, description: 'changed' }), undefined, deps(w));
    expect(again).toMatchObject({ paymentReference: first.paymentReference, isDuplicate: true });
    // The first payment is still Pending here (this workflow runs nothing), so the duplicate starts
    // its execution again, which Step Functions answers as the one running (PAY-30); nothing else.
    expect(new Set(w.starts)).toEqual(new Set([first.paymentReference]));
    // Another caller's yourReference is its own.
    const other = await submit.submitPayment(user(), body(m.reference, { yourReference }), undefined, deps(w));
    expect(other.paymentReference).not.toBe(first.paymentReference);
  });

  it('Idempotency-Key: replays the stored answer, refuses another body (422) and a request still in flight (409); keeps no body', async () => {
    const m = await givenMerchant();
    const w = recordingWorkflow();
    const caller = user();
    const key = randomUUID();
    const first = await submit.submitPayment(caller, body(m.reference), key, deps(w));
    const replay = await submit.submitPayment(caller, body(m.reference), key, deps(w));
    expect(replay).toEqual(first);
    expect(w.starts).toEqual([first.paymentReference]);
    const other = await fails(submit.submitPayment(caller, body(m.reference, { description: 'another' }), key, deps(w)));
    expect(other).toMatchObject({ status: 422, fields: ['header.idempotency-key'] });
    const stored = await tableItem(`PAYIDEM#${encodeURIComponent((await import('../../shared/db/markers.js')).callerScope(caller))}#${key}`, 'PAYIDEM');
    expect(stored).toMatchObject({ state: 'completed', requestHmac: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    // The same key of another caller is another key.
    const elsewhere = await submit.submitPayment(user(), body(m.reference), key, deps(w));
    expect(elsewhere.paymentReference).not.toBe(first.paymentReference);

    let release: () => void = () => undefined;
    const slow: PaymentWorkflow = { ...w, start: () => new Promise<void>((resolve) => { release = resolve; }) };
    const inFlightKey = randomUUID();
    const pending = submit.submitPayment(caller, body(m.reference), inFlightKey, deps(slow));
    await vi.waitFor(async () => expect(await tableItem(`PAYIDEM#${encodeURIComponent(`sub:${(caller as { subject: string }).subject}`)}#${inFlightKey}`, 'PAYIDEM')).toBeDefined());
    expect(await fails(submit.submitPayment(caller, body(m.reference), inFlightKey, deps(w)))).toMatchObject({ status: 409, fields: ['header.idempotency-key'] });
    release();
    await pending;
    expect(await fails(submit.submitPayment(caller, body(m.reference), 'bad key with spaces', deps(w)))).toMatchObject({ status: 400, fields: ['header.idempotency-key'] });
  });

  it('refuses bad shapes with 400 naming each field, before anything is written', async () => {
    const m = await givenMerchant();
    const w = recordingWorkflow();
    const bad = body(m.reference, {
      paymentSources: {
        cards: [{ ...card('4242424242424241', 500), expiryYear: '2020' }, { ...card('4242424242424242', 500), cvv: '12345'.slice(0, 4) }],
        mobileWallets: [{ amountInCents: 500, currency: 'ZAR', mobileWalletOperator: 'NOPE', msisdn: '+1000000' }],
      },
    } as Partial<PayBody>);
    const res = await fails(submit.submitPayment(user(), bad, undefined, deps(w)));
    expect(res.status).toBe(400);
    expect(res.fields).toEqual(expect.arrayContaining([
      'body.paymentSources.cards[0].cardNumber', 'body.paymentSources.cards[0].expiryYear', 'body.paymentSources.cards[1].cvv',
      'body.paymentSources.mobileWallets[0].mobileWalletOperator', 'body.paymentSources.mobileWallets[0].msisdn',
    ]));
    expect(w.starts).toEqual([]);
  });

  it('refuses unbalanced totals (422), claims (403), unknown (404) and inactive (422) merchants', async () => {
    const m = await givenMerchant();
    const w = recordingWorkflow();
    expect(await fails(submit.submitPayment(user(), body(m.reference, { paymentDestinations: toMerchant(m.reference, 1400) } as Partial<PayBody>), undefined, deps(w))))
      .toMatchObject({ status: 422, fields: ['body.paymentDestinations'] });
    const cash = body(m.reference, { paymentSources: { cash: { amountInCents: 1500, currency: 'ZAR' } } } as Partial<PayBody>);
    expect(await fails(submit.submitPayment(user(), cash, undefined, deps(w)))).toMatchObject({ status: 403, fields: ['body.paymentSources.cash'] });
    expect((await submit.submitPayment(user({ CanUseCashSource: 'true' }), cash, undefined, deps(w))).status).toBe('Pending');
    expect(await fails(submit.submitPayment(user({ AllowedCurrencies: 'USD' }), body(m.reference), undefined, deps(w))))
      .toMatchObject({ status: 403, fields: ['body.paymentSources.cards[0].currency', 'body.paymentDestinations.merchants[0].currency'] });
    expect(await fails(submit.submitPayment(user(), body(randomUUID()), undefined, deps(w)))).toMatchObject({ status: 404, fields: ['body.paymentDestinations.merchants[0].merchantReference'] });
    const inactive = await givenMerchant({ isActive: false });
    expect(await fails(submit.submitPayment(user(), body(inactive.reference), undefined, deps(w)))).toMatchObject({ status: 422, fields: ['body.paymentDestinations.merchants[0].merchantReference'] });
  });

  it('holds bill destinations to their product: full amount, maximum, currency, fields; the product owner may read', async () => {
    const m = await givenMerchant();
    const fixed = await givenProduct(m.token, { fullAmountRequired: true, amountInCents: 5000, fields: [{ name: 'meter', isRequired: true, fieldType: 'Number', maximumLength: 11 }] });
    const open = await givenProduct(m.token, { amountInCents: null, maximumAmountInCents: 2000 });
    const w = recordingWorkflow();
    const bill = (productReference: string, amountInCents: number, productFields?: Record<string, string>) =>
      ({ paymentSources: { cards: [card('4242424242424242', amountInCents)] }, paymentDestinations: { bills: [{ amountInCents, currency: 'ZAR', productReference, ...(productFields ? { productFields } : {}) }] } }) as PayBody;
    expect(await fails(submit.submitPayment(user(), bill(fixed, 4000, { meter: 'abc', extra: '1' }), undefined, deps(w)))).toMatchObject({
      status: 422,
      fields: expect.arrayContaining(['body.paymentDestinations.bills[0].amountInCents', 'body.paymentDestinations.bills[0].productFields.meter', 'body.paymentDestinations.bills[0].productFields.extra']),
    });
    expect(await fails(submit.submitPayment(user(), bill(fixed, 5000), undefined, deps(w)))).toMatchObject({ status: 422, fields: ['body.paymentDestinations.bills[0].productFields.meter'] });
    expect(await fails(submit.submitPayment(user(), bill(open, 2001), undefined, deps(w)))).toMatchObject({ status: 422, fields: ['body.paymentDestinations.bills[0].amountInCents'] });
    expect(await fails(submit.submitPayment(user(), bill(randomUUID(), 100), undefined, deps(w)))).toMatchObject({ status: 404, fields: ['body.paymentDestinations.bills[0].productReference'] });
    const ok = await submit.submitPayment(user(), bill(fixed, 5000, { meter: '12345678901' }), undefined, deps(w));
    const merchantCaller = user({ MerchantReference: m.reference });
    expect((await status.paymentStatus(merchantCaller, ok.paymentReference)).paymentDestinations).toMatchObject({ bills: [{ rail: 'bill', status: 'Pending', amountInCents: 5000 }] });
  });

  it('refuses a consumer\'s stopped card and a payment over its bank account limit; another consumer cannot be named', async () => {
    const m = await givenMerchant();
    const consumer = await givenConsumer();
    const stored = consumer.profile['accounts']?.['cards']?.[0] ?? (await call('GET', '/v1/consumer', { token: consumer.token })).body.result?.accounts?.cards?.[0];
    const w = recordingWorkflow();
    const caller = user({ ConsumerReference: consumer.reference });
    // A stored card with the BIN and last four of the test card, stopped.
    await setItem(`CONSUMER#${consumer.reference}`, `ACCOUNT#CARD#${String(stored?.reference ?? '')}`, { bin: '424242', lastFour: '4242', status: 'Stopped' });
    expect(await fails(submit.submitPayment(caller, body(m.reference), undefined, deps(w)))).toMatchObject({ status: 422, fields: ['body.paymentSources.cards[0].cardNumber'] });

    const bank = consumer.profile['accounts']?.['bankAccounts']?.[0] as { reference: string } | undefined;
    const limit = await call('POST', `/v1/consumer/account/bank-account/${String(bank?.reference)}/limit`, { token: consumer.token, body: { transactionLimitType: 'Purchase', resetPeriod: 'PerTransaction', newLimitAmountInCents: 1000 } });
    expect(limit.status, limit.text).toBe(200);
    const fromBank = body(m.reference, { paymentSources: { bankAccounts: [{ amountInCents: 1500, currency: 'ZAR', accountNumber: '62 0000 1234', bank: 'FNB_ZA' }] } } as Partial<PayBody>);
    expect(await fails(submit.submitPayment(caller, fromBank, undefined, deps(w)))).toMatchObject({ status: 422, fields: ['body.paymentSources.bankAccounts[0].amountInCents'] });
    expect(await fails(submit.submitPayment(user(), { ...fromBank, consumer: { reference: consumer.reference } } as PayBody, undefined, deps(w))))
      .toMatchObject({ status: 404, fields: ['body.consumer.reference'] });
    expect(w.starts).toEqual([]);
  });
});

describe('paymentStatus and paymentReceipt', () => {
  it('answers the payer, the consumer, the destination merchant and admin; anyone else 404; polls within 1 s get the cached answer', async () => {
    const m = await givenMerchant();
    const consumer = randomUUID();
    const payer = user();
    const paid = await submit.submitPayment(admin, { ...body(m.reference), consumer: undefined, lineItems: [{ sku: 'A1' }] } as PayBody, undefined, deps());
    // An admin payment is read by admin; give it a consumer to test the consumer's view.
    await setItem(`PAYMENT#${paid.paymentReference}`, 'PAYMENT', { consumerReference: consumer });
    for (const reader of [admin, user({ ConsumerReference: consumer }), user({ MerchantReference: m.reference })]) {
      expect((await status.paymentStatus(reader, paid.paymentReference)).paymentReference).toBe(paid.paymentReference);
    }
    for (const stranger of [payer, user({ MerchantReference: randomUUID() }), user({ ConsumerReference: randomUUID() })]) {
      expect(await fails(status.paymentStatus(stranger, paid.paymentReference))).toMatchObject({ status: 404, fields: ['path.paymentReference'] });
      expect(await fails(status.paymentReceipt(stranger, paid.paymentReference))).toMatchObject({ status: 404 });
    }
    expect(await fails(status.paymentStatus(admin, randomUUID()))).toMatchObject({ status: 404 });

    const mine = await submit.submitPayment(payer, body(m.reference), undefined, deps());
    let clock = 1_000_000;
    const first = await status.paymentStatus(payer, mine.paymentReference, () => clock);
    expect(first).toMatchObject({ isComplete: false, percentageComplete: 0, status: 'Pending', amountTotals: [{ currency: 'ZAR', amountInCents: 1500 }] });
    expect(first.paymentSources).toMatchObject({ cards: [{ rail: 'card', status: 'Pending', display: 'Card 424242******4242' }] });
    const item = (await storedPayment(mine.paymentReference)) as unknown as PaymentsModule.PaymentRecord;
    const source = item.sources[0];
    await setItem(`PAYMENT#${mine.paymentReference}`, 'PAYMENT', { status: 'AwaitingPin' });
    await setItem(`PAYMENT#${mine.paymentReference}`, 'LEG#S#000', { status: 'AwaitingPin', awaiting: 'pin' });
    clock += 999;
    expect((await status.paymentStatus(payer, mine.paymentReference, () => clock)).status).toBe('Pending');
    clock += 1;
    const fresh = await status.paymentStatus(payer, mine.paymentReference, () => clock);
    expect(fresh).toMatchObject({ status: 'AwaitingPin', awaiting: { kind: 'pin', transactionReference: source?.transactionReference } });
    const receipt = await status.paymentReceipt(admin, paid.paymentReference);
    expect(receipt.lineItems).toEqual([{ sku: 'A1' }]);
  });
});

describe('PIN and confirmation answers', () => {
  /** A submitted payment whose card source the sandbox holds waiting, as the workflow leaves it. */
  async function waiting(cardNumber: string, kind: 'pin' | 'confirmation', caller: Caller) {
    const m = await givenMerchant();
    const paid = await submit.submitPayment(caller, body(m.reference, { paymentSources: { cards: [card(cardNumber)] } } as Partial<PayBody>), undefined, deps());
    const payment = (await payments.getPayment(paid.paymentReference)) as PaymentsModule.PaymentRecord;
    const leg = payment.sources[0] as PaymentsModule.SourceLegRecord;
    const debit = await registry.connectorFor('card').debit({ idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, source: leg.leg });
    expect(debit.outcome).toBe(kind === 'pin' ? 'requires_pin' : 'requires_confirmation');
    const statusCode = kind === 'pin' ? 'AwaitingPin' : 'AwaitingConfirmation';
    await setItem(`PAYMENT#${paid.paymentReference}`, 'PAYMENT', { status: statusCode });
    await setItem(`PAYMENT#${paid.paymentReference}`, 'LEG#S#000', { status: statusCode, awaiting: kind });
    const taskToken = `token-${randomUUID()}`;
    await setItem(waits.waitKeys.wait(leg.transactionReference).PK, 'TXNWAIT', {
      paymentReference: paid.paymentReference, sealedTaskToken: await waits.sealTaskToken(leg.transactionReference, taskToken), awaiting: kind, expiresAt: Math.floor(Date.now() / 1000) + 300,
    });
    return { transactionReference: leg.transactionReference, taskToken, paymentReference: paid.paymentReference };
  }

  it('a right PIN resumes the task; a second answer is 409; strangers 404; unknown 404; a destination or a leg not waiting 409', async () => {
    const payer = user();
    const t = await waiting('4990000000000202', 'pin', payer);
    const w = recordingWorkflow();
    expect(await fails(answers.answerPin(user(), t.transactionReference, '1234', answerDeps(w)))).toMatchObject({ status: 404, fields: ['path.transactionReference'] });
    expect(await fails(answers.answerPin(payer, randomUUID(), '1234', answerDeps(w)))).toMatchObject({ status: 404 });
    expect(await fails(answers.answerPin(payer, t.transactionReference, undefined, answerDeps(w)))).toMatchObject({ status: 400, fields: ['body.pin'] });
    expect(await fails(answers.answerConfirmation(payer, t.transactionReference, true, answerDeps(w)))).toMatchObject({ status: 409 });
    await answers.answerPin(payer, t.transactionReference, '1234', answerDeps(w));
    expect(w.answers).toEqual([{ token: t.taskToken, kind: 'succeed', value: { answer: 'verified' } }]);
    expect(await fails(answers.answerPin(payer, t.transactionReference, '1234', answerDeps(w)))).toMatchObject({ status: 409 });
    const payment = (await payments.getPayment(t.paymentReference)) as PaymentsModule.PaymentRecord;
    expect(await fails(answers.answerPin(payer, payment.destinations[0]?.transactionReference ?? '', '1234', answerDeps(w)))).toMatchObject({ status: 409 });
    // Nothing of the PIN is kept.
    expect(JSON.stringify(await tableItem(waits.waitKeys.wait(t.transactionReference).PK, 'TXNWAIT'))).not.toContain('1234');
  });

  it('a wrong PIN the sandbox declines is 422 naming body.pin with no attempts left, and fails the task (PaymentDeclined)', async () => {
    const payer = user();
    const t = await waiting('4990000000000202', 'pin', payer);
    const w = recordingWorkflow();
    expect(await fails(answers.answerPin(admin, t.transactionReference, '9999', answerDeps(w)))).toMatchObject({ status: 422, fields: ['body.pin'], extra: { attemptsLeft: 0 } });
    expect(w.answers).toEqual([{ token: t.taskToken, kind: 'fail', value: 'PaymentDeclined' }]);
  });

  it('a timed-out task token answers 409', async () => {
    const payer = user();
    const t = await waiting('4990000000000202', 'pin', payer);
    expect(await fails(answers.answerPin(payer, t.transactionReference, '1234', answerDeps(recordingWorkflow('gone'))))).toMatchObject({ status: 409 });
    const expired = await waiting('4990000000000202', 'pin', payer);
    await setItem(waits.waitKeys.wait(expired.transactionReference).PK, 'TXNWAIT', { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(await fails(answers.answerPin(payer, expired.transactionReference, '1234', answerDeps(recordingWorkflow())))).toMatchObject({ status: 409 });
  });

  it('confirm true confirms at the rail and resumes; false cancels (PaymentCancelled)', async () => {
    const payer = user();
    const yes = await waiting('4990000000000301', 'confirmation', payer);
    const w = recordingWorkflow();
    await answers.answerConfirmation(payer, yes.transactionReference, true, answerDeps(w));
    const no = await waiting('4990000000000301', 'confirmation', payer);
    await answers.answerConfirmation(payer, no.transactionReference, false, answerDeps(w));
    expect(w.answers).toEqual([
      { token: yes.taskToken, kind: 'succeed', value: { answer: 'confirmed' } },
      { token: no.taskToken, kind: 'fail', value: 'PaymentCancelled' },
    ]);
    expect(await fails(answers.answerPin(payer, yes.transactionReference, '1234', answerDeps(w)))).toMatchObject({ status: 409 });
  });
});
