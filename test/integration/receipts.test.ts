/**
 * Receipts by SMS and e-mail over HTTP: a completed payment's receipt reaches the consumer and the
 * merchant through the outbox, the sender Lambda and the local SES/SNS capture.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailReceipt, pay, smsReceipt } from '../../shared/routes/payments.js';
import { givenConsumer } from './consumer-fixtures.js';
import { accessToken, adminApiKey, call, sentMessages, waitForMessage } from './harness.js';
import { setItem, tableItem, uniqueEmail, uniqueMsisdn } from './identity-fixtures.js';
import { card, givenMerchant, givenWallet, payer, statusUntil } from './payment-fixtures.js';

const live = pay.implemented && smsReceipt.implemented && emailReceipt.implemented;
const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);
const sms = (token: string, reference: string, body?: Record<string, unknown>, headers?: Record<string, string>) =>
  call('POST', `/v1/notification/sms/${reference}`, { token, ...(body ? { body } : {}), ...(headers ? { headers } : {}) });
const email = (token: string, reference: string, body?: Record<string, unknown>, headers?: Record<string, string>) =>
  call('POST', `/v1/notification/email/${reference}`, { token, ...(body ? { body } : {}), ...(headers ? { headers } : {}) });
/** A send counter item (shared/payments/receipt-counters.ts) of today, by its partition's middle part. */
const counter = (middle: string) => tableItem(`RECEIPTS#${middle}#${new Date().toISOString().slice(0, 10)}`, 'RECEIPTS');

/** A merchant with a mobile number and an e-mail address on file, and its token. */
async function merchantWithContacts() {
  const name = `Shop ${randomUUID().slice(0, 8)}`;
  const res = await call('POST', '/v1/merchant/admin', {
    apiKey: adminApiKey(), body: { name, categoryCode: 5411, currency: 'ZAR', emailAddress: uniqueEmail(), mobileNumber: uniqueMsisdn() },
  });
  expect(res.status, res.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${res.body.result.reference}`, { apiKey: adminApiKey() });
  return { reference: res.body.result.reference as string, token: token.body.result.accessToken as string, name, email: res.body.result.emailAddress as string, mobile: res.body.result.mobileNumber as string };
}

/** Pays the destinations their total by card with `token`; waits for a final state (its status, as read) unless told not to. */
async function paidTo(token: string, paymentDestinations: Record<string, ({ amountInCents: number } & Record<string, unknown>)[]>, cardNumber = '4242424242424242', wait = true) {
  const total = Object.values(paymentDestinations).flat().reduce((sum, d) => sum + d.amountInCents, 0);
  const res = await call('POST', '/v1/pay', { token, body: { paymentSources: { cards: [card(cardNumber, total)] }, paymentDestinations } });
  expect(res.status, res.text).toBe(200);
  const reference = res.body.result.paymentReference as string;
  const status = wait ? await statusUntil(token, reference, (r) => r.isComplete) : undefined;
  return { reference, short: res.body.result.shortPaymentReference as string, status };
}

/** Pays `merchantReference` 25.00 ZAR by card with `token`; waits for a final state unless told not to. */
const paid = (token: string, merchantReference: string, cardNumber = '4242424242424242', wait = true) =>
  paidTo(token, { merchants: [{ amountInCents: 2500, currency: 'ZAR', merchantReference }] }, cardNumber, wait);

/** A merchant without contacts and a completed payment to it by `token`. */
async function paidMerchant(token: string) {
  const merchant = await givenMerchant();
  return { merchant, payment: await paid(token, merchant.reference) };
}

describe.skipIf(!live)('POST /v1/notification/sms and /email/{paymentReference}', () => {
  it('sends the consumer receipt by SMS and e-mail to the consumer on file, the merchant copy to the merchant; never a card number', async () => {
    const merchant = await merchantWithContacts();
    const mobile = uniqueMsisdn();
    const consumer = await givenConsumer({ mobileNumber: mobile });
    const consumerEmail = consumer.profile['emailAddress'] as string;
    const payment = await paid(consumer.token, merchant.reference);

    const bySms = await sms(consumer.token, payment.reference);
    expect(bySms.status, bySms.text).toBe(200);
    expect(bySms.body).toEqual({ success: true });
    const text = (await waitForMessage(mobile, (m) => m.text.includes(payment.short))).text;
    expect(text).toContain('ZAR 25.00');
    expect(text).toContain('Completed');
    expect(text).toContain(merchant.name);
    expect(text).toContain('424242******4242');

    expect((await email(consumer.token, payment.reference, { templateName: null })).status).toBe(200);
    const mail = await waitForMessage(consumerEmail, (m) => m.text.includes(payment.short));
    expect(mail).toMatchObject({ channel: 'email', subject: `Your receipt ${payment.short}: ZAR 25.00 Completed` });
    expect(mail.text).toMatch(/^Hello Thandi,/);

    // The merchant asks for its copy: to its own number and address, saying what it received.
    expect((await sms(merchant.token, payment.reference, { receiptType: 'Merchant' })).status).toBe(200);
    expect((await waitForMessage(merchant.mobile, (m) => m.text.includes(payment.short))).text).toContain('received ZAR 25.00');
    expect((await email(merchant.token, payment.reference, { receiptType: 'Merchant', templateName: 'receipt-merchant' })).status).toBe(200);
    const merchantMail = await waitForMessage(merchant.email, (m) => m.text.includes(payment.short));
    expect(merchantMail.subject).toBe(`Payment ${payment.short} received: ZAR 25.00`);

    for (const to of [mobile, consumerEmail, merchant.mobile, merchant.email]) {
      for (const m of await sentMessages(to)) expect(JSON.stringify(m)).not.toContain('4242424242424242');
    }
  }, 60_000);

  it('sends to a given number or address (normalised); refuses bad fields (400), strangers (404), unknown recipients (422), payments still moving (409)', async () => {
    const merchant = await givenMerchant(); // no contacts on file
    const token = await accessToken(); // a partner, no consumer: nobody on file either
    const payment = await paid(token, merchant.reference);

    const given = uniqueMsisdn();
    expect((await sms(token, payment.reference, { toNumber: given.slice(1) })).status).toBe(200);
    expect((await waitForMessage(given)).text).toContain('ZAR 25.00');
    const givenEmail = uniqueEmail();
    expect((await email(token, payment.reference, { toEmailAddress: givenEmail.toUpperCase() })).status).toBe(200);
    await waitForMessage(givenEmail);

    const badTemplate = await email(token, payment.reference, { templateName: 'otp' });
    expect([badTemplate.status, fields(badTemplate)]).toEqual([400, ['body.templateName']]);
    const badNumber = await sms(token, payment.reference, { toNumber: '+999123456789' });
    expect([badNumber.status, fields(badNumber)]).toEqual([400, ['body.toNumber']]);
    const badAddress = await email(token, payment.reference, { toEmailAddress: 'not-an-address' });
    expect([badAddress.status, fields(badAddress)]).toEqual([400, ['body.toEmailAddress']]);
    const badType = await sms(token, payment.reference, { receiptType: 'Partner' });
    expect([badType.status, fields(badType)]).toEqual([400, ['body.receiptType']]);

    const stranger = await accessToken({ UserReference: randomUUID() });
    expect((await sms(stranger, payment.reference, { toNumber: given })).status).toBe(404);
    expect((await email(token, randomUUID(), { toEmailAddress: givenEmail })).status).toBe(404);

    const noConsumer = await sms(token, payment.reference);
    expect([noConsumer.status, fields(noConsumer)]).toEqual([422, ['body.toNumber']]);
    const noMerchantAddress = await email(merchant.token, payment.reference, { receiptType: 'Merchant' });
    expect([noMerchantAddress.status, fields(noMerchantAddress)]).toEqual([422, ['body.toEmailAddress']]);

    // A payment waiting for its PIN has no receipt yet.
    const waiting = await paid(token, merchant.reference, '4990000000000202', false);
    await statusUntil(token, waiting.reference, (r) => r.status === 'AwaitingPin');
    const early = await sms(token, waiting.reference, { toNumber: given });
    expect([early.status, fields(early)]).toEqual([409, ['path.paymentReference']]);
  }, 60_000);

  it('sends at most 5 receipts per payment, channel and day (429 with Retry-After after that)', async () => {
    const token = await accessToken();
    const { payment } = await paidMerchant(token);
    const to = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await email(token, payment.reference, { toEmailAddress: to })).status).toBe(200);
    const sixth = await email(token, payment.reference, { toEmailAddress: to });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The other channel has its own allowance.
    expect((await sms(token, payment.reference, { toNumber: uniqueMsisdn() })).status).toBe(200);
  }, 60_000);

  it('sends the receipt of a payment that moved no money only to the number or address on file: any other is 422 and gets nothing (RCP-10)', async () => {
    const merchant = await merchantWithContacts();
    const mobile = uniqueMsisdn();
    const consumer = await givenConsumer({ mobileNumber: mobile });
    const victim = uniqueMsisdn();
    const victimEmail = uniqueEmail();

    // The reviewer's repro: a partner token pays with a declined card, then names a stranger.
    const partner = await accessToken();
    const declined = await paid(partner, merchant.reference, '4000000000000002');
    expect(declined.status?.['status']).toBe('Failed');
    const toStranger = await sms(partner, declined.reference, { toNumber: victim });
    expect([toStranger.status, fields(toStranger)]).toEqual([422, ['body.toNumber']]);
    const mailStranger = await email(merchant.token, declined.reference, { receiptType: 'Merchant', toEmailAddress: victimEmail });
    expect([mailStranger.status, fields(mailStranger)]).toEqual([422, ['body.toEmailAddress']]);

    // The parties on file still get theirs, given or not; the merchant copy says it received nothing.
    const failed = await paid(consumer.token, merchant.reference, '4000000000000002');
    expect((await sms(consumer.token, failed.reference, { toNumber: mobile })).status).toBe(200);
    expect((await waitForMessage(mobile, (m) => m.text.includes(failed.short))).text).toContain('Failed');
    expect((await sms(merchant.token, failed.reference, { receiptType: 'Merchant' })).status).toBe(200);
    expect((await waitForMessage(merchant.mobile, (m) => m.text.includes(failed.short))).text).toContain('received nothing');

    expect(await sentMessages(victim)).toEqual([]);
    expect(await sentMessages(victimEmail)).toEqual([]);
    expect(await counter(`${declined.reference}#sms`)).toBeUndefined();
  }, 60_000);

  it('sends at most 10 receipts a day to one number, whoever asks and of whatever payment (429 naming it, Retry-After); others still go (RCP-9)', async () => {
    const merchant = await givenMerchant();
    const token = await payer();
    const payments = [await paid(token, merchant.reference), await paid(token, merchant.reference), await paid(token, merchant.reference)];
    const victim = uniqueMsisdn();
    for (const p of payments.slice(0, 2)) {
      for (let i = 0; i < 5; i++) expect((await sms(token, p.reference, { toNumber: victim })).status).toBe(200);
    }
    const eleventh = await sms(merchant.token, payments[2]!.reference, { toNumber: victim });
    expect([eleventh.status, fields(eleventh)]).toEqual([429, ['body.toNumber']]);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await counter(`TO#sms#${encodeURIComponent(victim)}`))?.['sent']).toBe(10);
    // A refused send writes nothing: not the payment's counter, not a message.
    expect(await counter(`${payments[2]!.reference}#sms`)).toBeUndefined();
    await waitForMessage(victim, () => true, 10_000, 9);
    expect(await sentMessages(victim)).toHaveLength(10);
    // Another number is not held back.
    expect((await sms(merchant.token, payments[2]!.reference, { toNumber: uniqueMsisdn() })).status).toBe(200);
  }, 90_000);

  it('sends at most 200 receipts a day per caller, both channels together (429 naming header.authorization); another caller still sends (RCP-9)', async () => {
    const user = randomUUID();
    const token = await payer({ UserReference: user });
    const { merchant, payment } = await paidMerchant(token);
    await setItem(`RECEIPTS#CALLER#${encodeURIComponent(`sub:${user}`)}#${new Date().toISOString().slice(0, 10)}`, 'RECEIPTS', { sent: 199, entity: 'ReceiptCounter' });

    expect((await email(token, payment.reference, { toEmailAddress: uniqueEmail() })).status).toBe(200);
    const over = await sms(token, payment.reference, { toNumber: uniqueMsisdn() });
    expect([over.status, fields(over)]).toEqual([429, ['header.authorization']]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await counter(`CALLER#${encodeURIComponent(`sub:${user}`)}`))?.['sent']).toBe(200);
    expect((await sms(merchant.token, payment.reference, { toNumber: uniqueMsisdn() })).status).toBe(200);
  }, 60_000);

  it('says what was refunded: both copies the refunded amount, the merchant copy what it kept (RCP-11)', async () => {
    const merchant = await merchantWithContacts();
    const mobile = uniqueMsisdn();
    const consumer = await givenConsumer({ mobileNumber: mobile });
    const payment = await paid(consumer.token, merchant.reference);
    const refund = async (amountInCents: number, status: string) => {
      const res = await call('POST', '/v2/refund', { token: merchant.token, body: {
        sourceTransactionReference: payment.status?.['paymentSources'].cards[0].transactionReference,
        destinationTransactionReference: payment.status?.['paymentDestinations'].merchants[0].transactionReference,
        refundAmountInCents: amountInCents,
      } });
      expect(res.status, res.text).toBe(202);
      await statusUntil(consumer.token, payment.reference, (r) => r.status === status);
    };
    const sent = async (to: string, token: string, body: Record<string, unknown>) => {
      const before = (await sentMessages(to)).length;
      expect((await sms(token, payment.reference, body)).status).toBe(200);
      return (await waitForMessage(to, (m) => m.text.includes(payment.short), 10_000, before)).text;
    };

    await refund(1000, 'PartiallyRefunded');
    expect(await sent(mobile, consumer.token, {})).toContain('ZAR 25.00 PartiallyRefunded (ZAR 10.00 refunded)');
    expect(await sent(merchant.mobile, merchant.token, { receiptType: 'Merchant' })).toContain('received ZAR 15.00 of ZAR 25.00 (ZAR 10.00 refunded)');

    await refund(1500, 'Refunded');
    expect(await sent(merchant.mobile, merchant.token, { receiptType: 'Merchant' })).toContain('received ZAR 0.00 of ZAR 25.00 (ZAR 25.00 refunded)');
    expect((await email(merchant.token, payment.reference, { receiptType: 'Merchant' })).status).toBe(200);
    const mail = await waitForMessage(merchant.email, (m) => m.text.includes(payment.short));
    expect(mail.text).toContain('Received:  ZAR 0.00');
    expect(mail.text).toContain('Refunded:  ZAR 25.00');
  }, 90_000);

  it("counts in the merchant copy only that merchant's legs: its own bills and its own wallet, never another merchant's (RCP-11)", async () => {
    const [a, b] = [await merchantWithContacts(), await merchantWithContacts()];
    const product = async (owner: { token: string }, amountInCents: number) => {
      const res = await call('POST', '/v1/merchant/product', { token: owner.token, body: { name: 'Water', productType: 'Airtime', amountInCents } });
      expect(res.status, res.text).toBe(200);
      return res.body.result.reference as string;
    };
    const token = await payer();
    const bills = await paidTo(token, { bills: [
      { amountInCents: 1000, currency: 'ZAR', productReference: await product(a, 1000) },
      { amountInCents: 2000, currency: 'ZAR', productReference: await product(b, 2000) },
    ] });
    expect(bills.status?.['status']).toBe('Completed');
    for (const [merchant, received] of [[a, 'ZAR 10.00'], [b, 'ZAR 20.00']] as const) {
      expect((await sms(merchant.token, bills.reference, { receiptType: 'Merchant' })).status).toBe(200);
      expect((await waitForMessage(merchant.mobile, (m) => m.text.includes(bills.short))).text).toContain(`received ${received} of ZAR 30.00`);
    }

    const intoWallet = await paidTo(token, { wallets: [{ amountInCents: 2500, currency: 'ZAR', walletReference: await givenWallet(a.token) }] });
    expect((await sms(a.token, intoWallet.reference, { receiptType: 'Merchant' })).status).toBe(200);
    expect((await waitForMessage(a.mobile, (m) => m.text.includes(intoWallet.short))).text).toContain('received ZAR 25.00 of ZAR 25.00');
  }, 60_000);

  it('sends once per Idempotency-Key: a replay is 200 and sends nothing, even past the allowance; another body under it is 422, a bad key 400 (RCP-12)', async () => {
    const token = await payer();
    const { payment } = await paidMerchant(token);
    const to = uniqueEmail();
    const key = { 'Idempotency-Key': randomUUID() };
    for (let i = 0; i < 3; i++) expect((await email(token, payment.reference, { toEmailAddress: to.toUpperCase() }, key)).status).toBe(200);
    await waitForMessage(to);
    expect((await counter(`${payment.reference}#email`))?.['sent']).toBe(1);

    const other = await email(token, payment.reference, { toEmailAddress: uniqueEmail() }, key);
    expect([other.status, fields(other)]).toEqual([422, ['header.idempotency-key']]);
    const bad = await email(token, payment.reference, { toEmailAddress: to }, { 'Idempotency-Key': 'two words' });
    expect([bad.status, fields(bad)]).toEqual([400, ['header.idempotency-key']]);
    // Each route is a scope of its own: the same key sends an SMS once too.
    expect((await sms(token, payment.reference, { toNumber: uniqueMsisdn() }, key)).status).toBe(200);

    for (let i = 0; i < 4; i++) expect((await email(token, payment.reference, { toEmailAddress: uniqueEmail() })).status).toBe(200);
    expect((await email(token, payment.reference, { toEmailAddress: uniqueEmail() })).status).toBe(429);
    expect((await email(token, payment.reference, { toEmailAddress: to }, key)).status).toBe(200);
    expect(await sentMessages(to)).toHaveLength(1);
  }, 60_000);
});
