/**
 * The hosted payment form over HTTP (docs/decisions/payment-form.md, FORM-1 to FORM-7): the page and
 * its Content-Security-Policy, the single-use session and its token, paying with it once (409 after,
 * 410 once expired), QR bills, query options, and signed offline links. The browser side is
 * test/integration/payment-form-browser.test.ts.
 */
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, call, waitForMessage } from './harness.js';
import { setTableAttributes, tableItem, uniqueEmail } from './identity-fixtures.js';
import { card, payer, statusUntil, storedPayment, submitPay } from './payment-fixtures.js';
import { billReferenceOf, formDataOf, formPath, givenFormMerchant, openForm, signedOfflineLink, type FormData } from './payment-form-fixtures.js';

const storedSession = (reference: string) => tableItem(`FORMSESSION#${reference}`, 'FORMSESSION');

/** The body the page sends: a card for the session's merchant (or QR code). */
function formPay(data: FormData, amountInCents = data.amountInCents ?? 1500, cardNumber = '4242424242424242') {
  return {
    paymentSources: { cards: [{ ...card(cardNumber, amountInCents), currency: data.currency }] },
    paymentDestinations: data.qrCode
      ? { qrCodes: [{ qrCode: data.qrCode, amountInCents, currency: data.currency }] }
      : { merchants: [{ merchantReference: data.merchantReference, amountInCents, currency: data.currency }] },
    channel: 'Web',
    paymentFormSessionReference: data.sessionReference,
  };
}

const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

/**
 * An npx command run without blocking this worker: a blocking spawnSync of several seconds let the
 * gateway close this worker's idle keep-alive socket unseen, and the next call failed with "other side closed".
 */
function scriptRun(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('GET /v1/merchant/payment/form/{reference}', () => {
  it('serves the page for a terminal as HTML under a strict Content-Security-Policy and stores a new session', async () => {
    const shop = await givenFormMerchant();
    const res = await openForm(shop.token, shop.terminalReference, { clientReference: 'ORDER-7', templateName: 'dark', options: 'card' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain(`connect-src ${new URL(baseUrl()).origin};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    for (const directive of ["img-src 'none'", "base-uri 'none'", "form-action 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe');
    expect(Object.fromEntries(['x-frame-options', 'referrer-policy', 'cache-control', 'x-content-type-options'].map((h) => [h, res.headers.get(h)]))).toEqual({
      'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff',
    });
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(res.text).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
    expect(res.data).toMatchObject({ merchantReference: shop.reference, currency: 'ZAR', clientReference: 'ORDER-7', templateName: 'dark', methods: ['card'] });
    expect(await storedSession(res.data?.sessionReference ?? '')).toMatchObject({
      merchantReference: shop.reference, terminalReference: shop.terminalReference, clientReference: 'ORDER-7', origin: 'form', validUntil: res.data?.validUntil,
    });
    // The page's token: this session only, no merchant claim, until 15 minutes after the session ends.
    const claims = JSON.parse(Buffer.from(res.data?.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims).toMatchObject({ scope: 'payment-form', sub: `form:${res.data?.sessionReference}`, token_use: 'access' });
    expect(claims).not.toHaveProperty('MerchantReference');
    expect(Math.abs(Number(claims['exp']) - (Date.parse(res.data?.validUntil ?? '') / 1000 + 15 * 60))).toBeLessThanOrEqual(2);
    // Each GET opens a session of its own.
    const again = await openForm(shop.token, shop.terminalReference);
    expect(again.data?.sessionReference).not.toBe(res.data?.sessionReference);
  });

  it('opens for the merchant reference too, and answers 404 for an unknown reference or another merchant\'s terminal', async () => {
    const shop = await givenFormMerchant();
    const other = await givenFormMerchant();
    expect((await openForm(shop.token, shop.reference)).status).toBe(200);
    for (const reference of [randomUUID(), other.terminalReference, other.reference]) {
      const res = await openForm(shop.token, reference);
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details).toEqual([{ field: 'path.terminalOrMerchantOrQrCodeReference', reason: expect.any(String) }]);
    }
  });

  it('carries what the merchant gave as data, never as markup', async () => {
    const shop = await givenFormMerchant();
    const hostile = '</script><script>alert(1)</script><!--';
    const res = await openForm(shop.token, shop.terminalReference, { clientReference: hostile });
    expect(res.status, res.text).toBe(200);
    expect(res.data?.clientReference).toBe(hostile);
    expect(res.text.match(/<\/script>/g)).toHaveLength(2);
    expect(res.text).not.toContain('<script>alert');
  });

  it('names each bad query option: template, payment methods, receipt template, timestamp; mobile money only where the currency has an operator', async () => {
    const shop = await givenFormMerchant();
    const res = await openForm(shop.token, shop.terminalReference, { templateName: 'neon', options: 'card,cheque', notificationEmailTemplateName: 'fancy' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(['query.templateName', 'query.options', 'query.notificationEmailTemplateName']);
    const future = await openForm(shop.token, shop.terminalReference, { timestamp: iso(60 * 60_000) });
    expect(future.status).toBe(400);
    expect(future.body.error.details).toEqual([{ field: 'query.timestamp', reason: 'is more than 5 minutes in the future' }]);
    const garbled = await openForm(shop.token, shop.terminalReference, { timestamp: 'yesterday' });
    expect(garbled.body.error.details[0].field).toBe('query.timestamp');
    // A day the calendar does not have is unreadable (400), not rolled over to 2 March (then 410).
    const impossible = await openForm(shop.token, shop.terminalReference, { timestamp: '2025-02-30T10:00:00Z' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.details).toEqual([{ field: 'query.timestamp', reason: 'must be an ISO 8601 date and time with an offset, e.g. 2026-11-25T10:00:00Z' }]);
    const old = await openForm(shop.token, shop.terminalReference, { timestamp: iso(-20 * 60_000) });
    expect(old.status).toBe(410);
    expect(old.body.error).toMatchObject({ code: 'GONE', message: expect.stringMatching(/expired/) });
    // Mobile money where no operator takes the merchant's currency (ZAR): left out of the default, 422 when asked for.
    const defaulted = await openForm(shop.token, shop.terminalReference);
    expect(defaulted.data?.methods).toEqual(['card']);
    expect(await storedSession(defaulted.data?.sessionReference ?? '')).toMatchObject({ methods: ['card'] });
    const wallet = await openForm(shop.token, shop.terminalReference, { options: 'mobileWallet' });
    expect(wallet.status).toBe(422);
    expect(wallet.body.error.details).toEqual([{ field: 'query.options', reason: "no mobile money operator takes ZAR, the merchant's currency" }]);
    // A link made 10 minutes ago has 5 minutes left.
    const recent = await openForm(shop.token, shop.terminalReference, { timestamp: iso(-10 * 60_000) });
    expect(Date.parse(recent.data?.validUntil ?? '') - Date.now()).toBeLessThan(5 * 60_000 + 1000);
    // The clientReference becomes the payment's yourReference: the agentic checkouts' prefix is refused here, not at the payer's Pay (FORM-10).
    const reserved = await openForm(shop.token, shop.terminalReference, { clientReference: 'checkout:order-1' });
    expect(reserved.status, reserved.text).toBe(400);
    expect(reserved.body.error.details).toEqual([{ field: 'query.clientReference', reason: 'may not start with "checkout:": that prefix names the payments of agentic checkouts' }]);
  });
});

describe('what the reference resolves to (FORM-4)', () => {
  it('answers 422 for an inactive terminal or merchant, and 410 for an expired QR bill', async () => {
    const idle = await givenFormMerchant({ terminals: [{ yourReference: 'Till 1', isActive: false }] });
    const inactiveTerminal = await openForm(idle.token, idle.terminalReference);
    expect(inactiveTerminal.status, inactiveTerminal.text).toBe(422);
    expect(inactiveTerminal.body.error.details).toEqual([{ field: 'path.terminalOrMerchantOrQrCodeReference', reason: 'the terminal is not active' }]);
    const shop = await givenFormMerchant();
    const generated = await call('POST', '/v1/qr/generate/dynamic', { token: shop.token, body: { terminalReference: shop.terminalReference, qrCodeType: 'NONE', invoiceNumber: 'INV-10', amountInCents: 900 } });
    const billReference = billReferenceOf(generated.body.result as string);
    await setTableAttributes(`QRBILL#${billReference}`, 'QRBILL', { expiresAt: iso(-1000) });
    const expired = await openForm(shop.token, billReference);
    expect(expired.status, expired.text).toBe(410);
    expect(expired.body.error).toMatchObject({ code: 'GONE', message: 'This QR bill has expired.' });
    await setTableAttributes(`MERCHANT#${shop.reference}`, 'PROFILE', { isActive: false });
    const inactiveMerchant = await openForm(shop.token, shop.reference);
    expect(inactiveMerchant.status, inactiveMerchant.text).toBe(422);
    expect(inactiveMerchant.body.error.details).toEqual([{ field: 'path.terminalOrMerchantOrQrCodeReference', reason: 'the merchant is not active' }]);
  });
});

describe('paying with a form session', () => {
  it('pays once with the page\'s session token, stores the session on the payment, and refuses the session again with 409', async () => {
    const shop = await givenFormMerchant();
    const { data } = await openForm(shop.token, shop.terminalReference, { clientReference: 'ORDER-8' });
    if (!data) throw new Error('no form');
    const paid = await submitPay(data.token, { ...formPay(data), yourReference: 'ORDER-8' });
    expect(paid.status, paid.text).toBe(200);
    const paymentReference = paid.body.result.paymentReference as string;
    expect(await storedPayment(paymentReference)).toMatchObject({ paymentFormSessionReference: data.sessionReference, merchantReferences: [shop.reference], yourReference: 'ORDER-8' });
    expect(await storedSession(data.sessionReference)).toMatchObject({ paymentReference, usedAt: expect.any(String) });
    expect((await statusUntil(data.token, paymentReference, (r) => r.isComplete)).status).toBe('Completed');

    // Again as the page sends it (clientReference as yourReference): the used session answers, not
    // yourReference's duplicate detection, which would hand back the first payment as a 200.
    for (const body of [formPay(data), { ...formPay(data), yourReference: 'ORDER-8' }]) {
      const again = await submitPay(data.token, body);
      expect(again.status, again.text).toBe(409);
      expect(again.body.error.message).toMatch(/already used/);
      expect(again.body.error.details).toEqual([{ field: 'body.paymentFormSessionReference', reason: 'the session was already used' }]);
    }
  });

  it('lets exactly one of several concurrent payments with one session through; the others get 409', async () => {
    const shop = await givenFormMerchant();
    const { data } = await openForm(shop.token, shop.terminalReference, { clientReference: 'ORDER-9' });
    if (!data) throw new Error('no form');
    // Each with the page's yourReference: the losers lose the session's claim and yourReference's marker at once.
    const answers = await Promise.all([1, 2, 3, 4].map(() => submitPay(data.token, { ...formPay(data), yourReference: 'ORDER-9' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.result.paymentReference;
    expect((await storedSession(data.sessionReference))?.['paymentReference']).toBe(winner);
    for (const loser of answers.filter((a) => a.status === 409)) expect(loser.body.error.message).toMatch(/already used|being used/);
  });

  it('answers 410 once the session expired, and nothing is paid', async () => {
    const shop = await givenFormMerchant();
    const { data } = await openForm(shop.token, shop.terminalReference);
    if (!data) throw new Error('no form');
    await setTableAttributes(`FORMSESSION#${data.sessionReference}`, 'FORMSESSION', { validUntil: iso(-1000) });
    const res = await submitPay(data.token, formPay(data));
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({ code: 'GONE', message: expect.stringMatching(/expired/) });
    expect((await storedSession(data.sessionReference))?.['paymentReference']).toBeUndefined();
  });

  it('keeps the session token to its session and its payment: other routes 403, another session 403, other payments 404 (status, PIN, confirmation, receipt)', async () => {
    const shop = await givenFormMerchant();
    const first = await openForm(shop.token, shop.terminalReference);
    const second = await openForm(shop.token, shop.terminalReference);
    if (!first.data || !second.data) throw new Error('no form');
    expect((await call('GET', '/v1/content', { token: first.data.token })).status).toBe(403);
    expect((await call('GET', formPath(shop.terminalReference), { token: first.data.token })).status).toBe(403);
    const crossed = await submitPay(first.data.token, formPay(second.data));
    expect(crossed.status).toBe(403);
    expect(crossed.body.error.details).toEqual([{ field: 'body.paymentFormSessionReference', reason: 'this payment form token pays only with its own session' }]);
    const { paymentReference } = (await submitPay(await payer(), { paymentSources: { cards: [card()] }, paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 2500, currency: 'ZAR' }] } })).body.result;
    expect((await call('GET', `/v1/pay/status/${paymentReference}`, { token: first.data.token })).status).toBe(404);
    const transactionReference = ((await storedPayment(paymentReference))?.['sources'] as { transactionReference: string }[])[0]?.transactionReference;
    for (const [path, body] of [[`/v1/transaction/pin/${transactionReference}`, { pin: '1234' }], [`/v1/transaction/confirm/${transactionReference}`, { confirm: true }], [`/v1/notification/email/${paymentReference}`, { toEmailAddress: uniqueEmail() }]] as const) {
      const res = await call('POST', path, { token: first.data.token, body });
      expect(res.status, `${path} ${res.text}`).toBe(404);
    }
  });

  it('refuses a request that pays someone or something else than the form (422 naming the field)', async () => {
    const shop = await givenFormMerchant();
    const other = await givenFormMerchant();
    const { data } = await openForm(shop.token, shop.terminalReference, { options: 'card' });
    if (!data) throw new Error('no form');
    const elsewhere = formPay({ ...data, merchantReference: other.reference });
    const res = await submitPay(data.token, elsewhere);
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([{ field: 'body.paymentDestinations.merchants[0].merchantReference', reason: 'is not the merchant of the payment form session' }]);
    const wallet = await submitPay(data.token, { ...formPay(data), paymentSources: { mobileWallets: [{ amountInCents: 1500, currency: 'ZAR', mobileWalletOperator: 'MTN_GH', msisdn: '+233241234567' }] } });
    expect(wallet.status).toBe(422);
    expect(wallet.body.error.details).toContainEqual({ field: 'body.paymentSources.mobileWallets', reason: 'the payment form offers card only' });
    // Refused before the insert: the session can still pay.
    expect((await submitPay(data.token, formPay(data))).status).toBe(200);
  });

  it('sends the receipt by e-mail with the form\'s notificationEmailTemplateName, with the session token', async () => {
    const shop = await givenFormMerchant();
    const { data } = await openForm(shop.token, shop.terminalReference, { notificationEmailTemplateName: 'receipt-consumer' });
    if (!data) throw new Error('no form');
    expect(data).toMatchObject({ notificationEmailTemplateName: 'receipt-consumer' });
    const paid = await submitPay(data.token, formPay(data));
    const done = await statusUntil(data.token, paid.body.result.paymentReference, (r) => r.isComplete);
    const to = uniqueEmail();
    const sent = await call('POST', `/v1/notification/email/${done.paymentReference}`, { token: data.token, body: { toEmailAddress: to, templateName: 'receipt-consumer' } });
    expect(sent.status, sent.text).toBe(200);
    expect((await waitForMessage(to)).text).toContain(done.shortPaymentReference);
  });

  it('lets the merchant that opened a form pay with its session too, but not another caller (404)', async () => {
    const shop = await givenFormMerchant();
    const { data } = await openForm(shop.token, shop.terminalReference);
    if (!data) throw new Error('no form');
    const stranger = await submitPay(await payer(), formPay(data));
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.details[0].field).toBe('body.paymentFormSessionReference');
    expect((await submitPay(shop.token, formPay(data))).status).toBe(200);
  });
});

describe('a QR bill\'s form', () => {
  it('pays the bill with its fixed amount, marks it Paid, and refuses another amount', async () => {
    const shop = await givenFormMerchant();
    const generated = await call('POST', '/v1/qr/generate/dynamic', { token: shop.token, body: { terminalReference: shop.terminalReference, qrCodeType: 'NONE', invoiceNumber: 'INV-9', amountInCents: 4200 } });
    expect(generated.status, generated.text).toBe(200);
    const billReference = billReferenceOf(generated.body.result as string);
    const { data } = await openForm(shop.token, billReference);
    if (!data) throw new Error('no form');
    expect(data).toMatchObject({ amountInCents: 4200, qrCode: generated.body.result });
    const wrong = await submitPay(data.token, formPay(data, 100));
    expect(wrong.status).toBe(422);
    // The bill's own check (QR-36) answers first, as for any payment of its code.
    expect(wrong.body.error.details).toEqual([{ field: 'body.paymentDestinations.qrCodes[0].amountInCents', reason: expect.stringMatching(/4200/) }]);
    const paid = await submitPay(data.token, formPay(data));
    expect(paid.status, paid.text).toBe(200);
    expect((await statusUntil(data.token, paid.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    expect(await tableItem(`QRBILL#${billReference}`, 'QRBILL')).toMatchObject({ status: 'Paid', paymentReference: paid.body.result.paymentReference });
    expect((await openForm(shop.token, billReference)).status).toBe(409);
  });
});

describe('GET /v1/merchant/payment/form/offline', () => {
  it('accepts a link signed with the key operations provision by `npm run offline-key` (FORM-7), and the script refuses an unknown merchant', async () => {
    const shop = await givenFormMerchant();
    const env = { ...process.env, ...inject('functionEnv') };
    const run = (ref: string) => scriptRun(['tsx', '--import', './bin/text-loader.mjs', 'bin/offline-key.ts', ref], env);
    const printed = await run(shop.reference);
    expect(printed.status, printed.stderr).toBe(0);
    const key = Buffer.from(printed.stdout.trim(), 'base64url');
    expect(key).toHaveLength(32);
    // The merchant's device signs with that key alone (plain HMAC-SHA256, no platform code).
    const values = [iso(-30_000), shop.terminalReference, '1200', 'DEVICE-1'];
    const x = [...values, createHmac('sha256', key).update(values.join('|')).digest('base64url')].join('|');
    const res = await call('GET', `/v1/merchant/payment/form/offline?x=${encodeURIComponent(x)}`, { token: shop.token });
    expect(res.status, res.text).toBe(200);
    expect(formDataOf(res.text)).toMatchObject({ amountInCents: 1200, clientReference: 'DEVICE-1' });
    const unknown = await run(randomUUID());
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
  });

  it('opens the signed link\'s session with its amount, shows the same session when opened again, and refuses it once paid', async () => {
    const shop = await givenFormMerchant();
    const x = await signedOfflineLink(shop.reference, [iso(-60_000), shop.terminalReference, '3100', 'TAB-3']);
    const res = await call('GET', `/v1/merchant/payment/form/offline?x=${encodeURIComponent(x)}`, { token: shop.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const data = formDataOf(res.text);
    expect(data).toMatchObject({ amountInCents: 3100, clientReference: 'TAB-3', merchantReference: shop.reference });
    expect(await storedSession(data.sessionReference)).toMatchObject({ origin: 'offline', amountInCents: 3100 });
    const reopened = formDataOf((await call('GET', `/v1/merchant/payment/form/offline?x=${encodeURIComponent(x)}`, { token: shop.token })).text);
    expect(reopened.sessionReference).toBe(data.sessionReference);
    const other = await submitPay(data.token, formPay(data, 100));
    expect(other.status).toBe(422);
    expect(other.body.error.details).toEqual([{ field: 'body.paymentDestinations.merchants[0].amountInCents', reason: 'the payment form session pays exactly 3100 cents' }]);
    expect((await submitPay(data.token, formPay(data))).status).toBe(200);
    const replay = await call('GET', `/v1/merchant/payment/form/offline?x=${encodeURIComponent(x)}`, { token: shop.token });
    expect(replay.status).toBe(409);
  });

  it('refuses a forged, malformed or out-of-window link, naming query.x', async () => {
    const shop = await givenFormMerchant();
    const other = await givenFormMerchant();
    const open = (x: string) => call('GET', `/v1/merchant/payment/form/offline?x=${encodeURIComponent(x)}`, { token: shop.token });
    const good = await signedOfflineLink(shop.reference, [iso(0), shop.terminalReference, '500', '']);
    const forged = good.replace('|500|', '|50000|');
    expect((await open(forged)).status).toBe(403);
    expect((await open(forged)).body.error.details).toEqual([{ field: 'query.x', reason: 'the Signature does not match the other values' }]);
    // Signed with another merchant's key.
    const foreign = await signedOfflineLink(other.reference, [iso(0), shop.terminalReference, '500', '']);
    expect((await open(foreign)).status).toBe(403);
    expect((await open('2026-01-01T00:00:00Z|nope')).status).toBe(400);
    const stale = await signedOfflineLink(shop.reference, [iso(-30 * 60_000), shop.terminalReference, '500', '']);
    const staleRes = await open(stale);
    expect(staleRes.status).toBe(410);
    expect(staleRes.body.error.details[0].field).toBe('query.x');
    expect(staleRes.body.error.details[0]).toEqual({ field: 'query.x', reason: expect.stringMatching(/more than 15 minutes ago/) });
    const ahead = await signedOfflineLink(shop.reference, [iso(60 * 60_000), shop.terminalReference, '500', '']);
    expect((await open(ahead)).status).toBe(400);
    const impossible = await open(await signedOfflineLink(shop.reference, ['2025-02-30T10:00:00Z', shop.terminalReference, '500', '']));
    expect(impossible.status, impossible.text).toBe(400);
    expect(impossible.body.error.details).toEqual([{ field: 'query.x', reason: 'must be an ISO 8601 date and time with an offset, e.g. 2026-11-25T10:00:00Z' }]);
    const reserved = await open(await signedOfflineLink(shop.reference, [iso(0), shop.terminalReference, '500', 'checkout:order-1']));
    expect(reserved.status, reserved.text).toBe(400);
    expect(reserved.body.error.details).toEqual([{ field: 'query.x', reason: 'the ClientReference (fourth value) may not start with "checkout:": that prefix names the payments of agentic checkouts' }]);
  });
});
