/**
 * Receipts by SMS and e-mail over HTTP: a completed payment's receipt reaches the consumer and the
 * merchant through the outbox, the sender Lambda and the local SES/SNS capture.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailReceipt, pay, smsReceipt } from '../../shared/routes/payments.js';
import { givenConsumer } from './consumer-fixtures.js';
import { accessToken, adminApiKey, call, sentMessages, waitForMessage } from './harness.js';
import { uniqueEmail, uniqueMsisdn } from './identity-fixtures.js';
import { card, givenMerchant, statusUntil } from './payment-fixtures.js';

const live = pay.implemented && smsReceipt.implemented && emailReceipt.implemented;
const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);
const sms = (token: string, reference: string, body?: Record<string, unknown>) => call('POST', `/v1/notification/sms/${reference}`, { token, ...(body ? { body } : {}) });
const email = (token: string, reference: string, body?: Record<string, unknown>) => call('POST', `/v1/notification/email/${reference}`, { token, ...(body ? { body } : {}) });

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

/** Pays `merchantReference` 25.00 ZAR by card with `token`; waits for a final state unless told not to. */
async function paid(token: string, merchantReference: string, cardNumber = '4242424242424242', wait = true) {
  const res = await call('POST', '/v1/pay', { token, body: { paymentSources: { cards: [card(cardNumber)] }, paymentDestinations: { merchants: [{ amountInCents: 2500, currency: 'ZAR', merchantReference }] } } });
  expect(res.status, res.text).toBe(200);
  const reference = res.body.result.paymentReference as string;
  if (wait) await statusUntil(token, reference, (r) => r.isComplete);
  return { reference, short: res.body.result.shortPaymentReference as string };
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
    const merchant = await givenMerchant();
    const token = await accessToken();
    const payment = await paid(token, merchant.reference);
    const to = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await email(token, payment.reference, { toEmailAddress: to })).status).toBe(200);
    const sixth = await email(token, payment.reference, { toEmailAddress: to });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The other channel has its own allowance.
    expect((await sms(token, payment.reference, { toNumber: uniqueMsisdn() })).status).toBe(200);
  }, 60_000);
});
