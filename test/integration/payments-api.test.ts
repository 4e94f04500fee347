/**
 * The payments API over HTTP, end to end through the local gateway and the payment workflow.
 * Each block is skipped while its route row is `implemented: false` (the workflow's task functions
 * land separately) and runs by itself the moment the row is flipped: the condition reads the row,
 * so these tests cannot silently stay skipped once the routes are live.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pay, paymentReceipt, paymentStatus, transactionConfirm, transactionPin } from '../../shared/routes/payments.js';
import { adminUpdate, givenConsumer } from './consumer-fixtures.js';
import { accessToken, call } from './harness.js';
import { answerSource, card, givenMerchant, statusUntil } from './payment-fixtures.js';
import { legReference, newPaymentReference } from '../../shared/payments/references.js';

const live = pay.implemented && paymentStatus.implemented;
const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);
const payBody = (merchantReference: string, cardNumber?: string, extra: Record<string, unknown> = {}) => ({
  paymentSources: { cards: [card(cardNumber)] },
  paymentDestinations: { merchants: [{ amountInCents: 2500, currency: 'ZAR', merchantReference }] },
  ...extra,
});

describe.skipIf(!live)('POST /v1/pay and GET /v1/pay/status, /v1/pay/receipt', () => {
  it('pays a merchant by card to completion; the receipt adds line items; the merchant reads it, a stranger gets 404', async () => {
    const m = await givenMerchant();
    const token = await accessToken();
    const res = await call('POST', '/v1/pay', { token, body: payBody(m.reference, undefined, { lineItems: [{ name: 'Tea' }] }) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'Pending', isDuplicate: false });
    const reference = res.body.result.paymentReference as string;
    const done = await statusUntil(token, reference, (r) => r.isComplete);
    expect(done).toMatchObject({ status: 'Completed', percentageComplete: 100, amountTotals: [{ currency: 'ZAR', amountInCents: 2500 }] });
    expect(done.paymentSources.cards[0]).toMatchObject({ status: 'Completed', display: 'Card 424242******4242' });
    const receipt = await call('GET', `/v1/pay/receipt/${reference}`, { token: m.token });
    expect(receipt.body.result.lineItems).toEqual([{ name: 'Tea' }]);
    // Tokens minted without claims by one partner key are one caller (subject partner:<key>): a stranger needs a subject of its own.
    expect((await call('GET', `/v1/pay/status/${reference}`, { token: await accessToken({ UserReference: randomUUID() }) })).status).toBe(404);
    expect(JSON.stringify(receipt.body)).not.toContain('4242424242424242');
  });

  it('keeps the request\'s location, merchant and consumer descriptions and shows them on the status and receipt; refuses a recurrence schedule, naming it, before looking up a form session', async () => {
    const m = await givenMerchant();
    const token = await accessToken();
    const location = { latitude: -33.92, longitude: 18.42, timeZone: 'Africa/Johannesburg', description: 'Till 3' };
    const merchant = { name: 'Corner Shop', categoryCode: 5411, countryIsoCode: null };
    const consumer = { firstName: 'Thandi', gender: 'Female' };
    const res = await call('POST', '/v1/pay', { token, body: payBody(m.reference, undefined, { location, merchant, consumer }) });
    expect(res.status, res.text).toBe(200);
    const reference = res.body.result.paymentReference as string;
    const done = await statusUntil(token, reference, (r) => r.isComplete);
    expect(done).toMatchObject({ status: 'Completed', location, merchant: { name: 'Corner Shop', categoryCode: 5411 }, consumer });
    expect(done.merchant).not.toHaveProperty('countryIsoCode');
    const receipt = await call('GET', `/v1/pay/receipt/${reference}`, { token: m.token });
    expect(receipt.body.result).toMatchObject({ location, merchant: { name: 'Corner Shop' } });

    const refused = await call('POST', '/v1/pay', {
      token,
      body: payBody(m.reference, undefined, { recurrenceSchedule: { interval: 'Monthly' }, paymentFormSessionReference: randomUUID() }),
    });
    expect(refused.status).toBe(400);
    // The form session is looked up only once the request passes every check (FORM-5).
    expect(fields(refused)).toEqual(['body.recurrenceSchedule']);
    expect(refused.text).toContain('recurring payments are not supported yet');
    // null means none: accepted.
    const nulls = await call('POST', '/v1/pay', { token, body: payBody(m.reference, undefined, { recurrenceSchedule: null, paymentFormSessionReference: null }) });
    expect(nulls.status, nulls.text).toBe(200);
  });

  it('validates before any money moves, naming fields; duplicates by yourReference and Idempotency-Key', async () => {
    const m = await givenMerchant();
    const token = await accessToken();
    const bad = await call('POST', '/v1/pay', { token, body: payBody(m.reference, '4242424242424241') });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['body.paymentSources.cards[0].cardNumber']);
    const yourReference = `order-${randomUUID()}`;
    const first = await call('POST', '/v1/pay', { token, body: payBody(m.reference, undefined, { yourReference }) });
    const again = await call('POST', '/v1/pay', { token, body: payBody(m.reference, undefined, { yourReference }) });
    expect(again.body.result).toMatchObject({ paymentReference: first.body.result.paymentReference, isDuplicate: true });
    const key = randomUUID();
    const keyed = await call('POST', '/v1/pay', { token, body: payBody(m.reference), headers: { 'Idempotency-Key': key } });
    const replay = await call('POST', '/v1/pay', { token, body: payBody(m.reference), headers: { 'Idempotency-Key': key } });
    expect(replay.body.result).toEqual(keyed.body.result);
    const other = await call('POST', '/v1/pay', { token, body: payBody(m.reference, undefined, { description: 'x' }), headers: { 'Idempotency-Key': key } });
    expect(other.status).toBe(422);
    expect(fields(other)).toEqual(['header.idempotency-key']);
  });
});

describe.skipIf(!live)('the paying consumer in the payment status (PAY-21, PAY-35)', () => {
  it('shows the consumer by reference and name only, to the payer and the merchant, and what the payer described of it to the payer alone; verificationCode and notificationFileReference stay absent', async () => {
    const m = await givenMerchant();
    const consumer = await givenConsumer();
    const res = await call('POST', '/v1/pay', { token: consumer.token, body: payBody(m.reference) });
    expect(res.status, res.text).toBe(200);
    const reference = res.body.result.paymentReference as string;
    const done = await statusUntil(consumer.token, reference, (r) => r.isComplete);
    const shown = { reference: consumer.reference, firstName: 'Thandi', lastName: 'Mokoena' };
    expect(done.consumer).toEqual(shown);
    expect(done).not.toHaveProperty('verificationCode');
    expect(done).not.toHaveProperty('notificationFileReference');
    const merchantView = await call('GET', `/v1/pay/receipt/${reference}`, { token: m.token });
    expect(merchantView.body.result.consumer).toEqual(shown);
    expect(JSON.stringify(merchantView.body)).not.toContain(consumer.profile['emailAddress'] as string);
    // What the payer described of itself is its own to read back; a merchant it pays sees the reference and name (PAY-35).
    const described = { emailAddress: 'thandi.paying@example.com', mobileNumber: '+27821234567', dateOfBirth: '1990-01-01' };
    const again = await call('POST', '/v1/pay', { token: consumer.token, body: payBody(m.reference, undefined, { consumer: described }) });
    expect(again.status, again.text).toBe(200);
    const againReference = again.body.result.paymentReference as string;
    expect((await statusUntil(consumer.token, againReference, (r) => r.isComplete)).consumer).toEqual({ ...described, ...shown });
    for (const path of [`/v1/pay/receipt/${againReference}`, `/v1/pay/status/${againReference}`]) {
      const seen = await call('GET', path, { token: m.token });
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body.result.consumer).toEqual(shown);
      for (const value of Object.values(described)) expect(seen.text).not.toContain(value);
    }
    // Renaming the consumer later does not rewrite what it paid as.
    const renamed = await adminUpdate({ reference: consumer.reference, firstName: 'Lerato' });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await call('GET', `/v1/pay/receipt/${reference}`, { token: consumer.token })).body.result.consumer).toEqual(shown);
  });

  it('names a consumer without a profile here by reference alone, and a payment with no consumer has none', async () => {
    const m = await givenMerchant();
    const consumerReference = randomUUID();
    const token = await accessToken({ UserReference: randomUUID(), ConsumerReference: consumerReference });
    const res = await call('POST', '/v1/pay', { token, body: payBody(m.reference) });
    expect(res.status, res.text).toBe(200);
    const status = await call('GET', `/v1/pay/status/${res.body.result.paymentReference as string}`, { token });
    expect(status.body.result).toMatchObject({ consumerReference, consumer: { reference: consumerReference } });
    expect(Object.keys(status.body.result.consumer)).toEqual(['reference']);
    const anonymous = await accessToken({ UserReference: randomUUID() });
    const plain = await call('POST', '/v1/pay', { token: anonymous, body: payBody(m.reference) });
    const plainStatus = await call('GET', `/v1/pay/status/${plain.body.result.paymentReference as string}`, { token: anonymous });
    expect(plainStatus.body.result).not.toHaveProperty('consumer');
    expect(plainStatus.body.result).not.toHaveProperty('consumerReference');
  });
});

describe.skipIf(!live || !transactionPin.implemented)('POST /v1/transaction/pin', () => {
  it('a right PIN completes the payment (202); a wrong one is 422 naming body.pin and the payment fails', async () => {
    const m = await givenMerchant();
    const token = await accessToken();
    let lastReference = '';
    for (const [pin, end] of [['1234', 'Completed'], ['9999', 'Failed']] as const) {
      const res = await call('POST', '/v1/pay', { token, body: payBody(m.reference, '4990000000000202') });
      const reference = res.body.result.paymentReference as string;
      lastReference = reference;
      const waiting = await statusUntil(token, reference, (r) => r.awaiting?.kind === 'pin');
      const answer = await answerSource(token, 'pin', waiting.awaiting.transactionReference as string, { pin });
      expect(answer.status, answer.text).toBe(pin === '1234' ? 202 : 422);
      if (pin !== '1234') expect(fields(answer)).toEqual(['body.pin']);
      expect((await statusUntil(token, reference, (r) => r.isComplete)).status).toBe(end);
      const late = await call('POST', `/v1/transaction/pin/${waiting.awaiting.transactionReference}`, { token, body: { pin } });
      expect(late.status).toBe(409);
    }
    expect((await call('POST', `/v1/transaction/pin/${randomUUID()}`, { token, body: { pin: '1234' } })).status).toBe(404);
    // A leg reference naming a payment that does not exist, or a slot the payment lacks (PAY-27), is not found either.
    expect((await call('POST', `/v1/transaction/pin/${legReference(newPaymentReference(), 'source', 0)}`, { token, body: { pin: '1234' } })).status).toBe(404);
    expect((await call('POST', `/v1/transaction/pin/${legReference(lastReference, 'source', 9)}`, { token, body: { pin: '1234' } })).status).toBe(404);
  }, 60_000);
});

describe.skipIf(!live || !transactionConfirm.implemented)('POST /v1/transaction/confirm', () => {
  it('true completes the payment, false cancels it (202 both)', async () => {
    const m = await givenMerchant();
    const token = await accessToken();
    for (const [confirm, end] of [[true, 'Completed'], [false, 'Cancelled']] as const) {
      const res = await call('POST', '/v1/pay', { token, body: payBody(m.reference, '4990000000000301') });
      const reference = res.body.result.paymentReference as string;
      const waiting = await statusUntil(token, reference, (r) => r.awaiting?.kind === 'confirmation');
      const answer = await call('POST', `/v1/transaction/confirm/${waiting.awaiting.transactionReference}`, { token, body: { confirm } });
      expect(answer.status, answer.text).toBe(202);
      expect((await statusUntil(token, reference, (r) => r.isComplete)).status).toBe(end);
    }
  }, 60_000);
});

describe.skipIf(!paymentReceipt.implemented)('GET /v1/pay/receipt', () => {
  it('is 404 for a payment that does not exist', async () => {
    expect((await call('GET', `/v1/pay/receipt/${randomUUID()}`, { token: await accessToken() })).status).toBe(404);
  });
});
