/**
 * Paying QR codes over HTTP (docs/decisions/qr.md, QR-30 to QR-40): dynamic codes of this platform
 * generated for a terminal, validated, paid once into the merchant's ledger account and reported by
 * the qrpayment status route; static platform codes; codes of other schemes through the sandbox
 * qrCode connector; and every refusal before any money moves.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import type * as QrStatusModule from '../../shared/payments/qr-payment-status.js';
import { emvCrcOf } from '../../shared/qr/crc.js';
import { encodeEmv } from '../../shared/qr/emv-encode.js';
import { platformCodeIn, platformTemplate, PLATFORM_TEMPLATE_ID } from '../../shared/qr/platform-code.js';
import { readQr } from '../../shared/qr/schemes/detect.js';
import { writeObject } from '../../shared/qr/tlv.js';
import { accessToken, adminApiKey, call, inject } from './harness.js';
import { itemsContaining, setTableAttributes, tableItem } from './identity-fixtures.js';
import { expectLedgerHolds, merchantBalance as balance } from './ledger-fixtures.js';
import { card, payer, railOperation, statusUntil, storedPayment, submitPay } from './payment-fixtures.js';

interface QrMerchant { reference: string; token: string; terminalReference: string; shortCode: number }

async function givenQrMerchant(overrides: Record<string, unknown> = {}): Promise<QrMerchant> {
  const { isActive, ...rest } = overrides;
  const body = { name: `Café ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', countryIsoCode: 'ZAF', city: 'Cape Town', terminals: [{ yourReference: 'Till 1' }], ...rest };
  const res = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body });
  expect(res.status, res.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${res.body.result.reference}`, { apiKey: adminApiKey() });
  if (isActive === false) {
    // Deactivated after its token was issued (an inactive merchant gets none, MER-22): the token lives on for its lifetime.
    const off = await call('PUT', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: body.name, categoryCode: 5411, currency: 'ZAR', reference: res.body.result.reference, isActive: false } });
    expect(off.status, off.text).toBe(200);
  }
  return { reference: res.body.result.reference, token: token.body.result.accessToken, terminalReference: res.body.result.terminals[0].reference, shortCode: res.body.result.shortCode };
}

const generate = (token: string, body: Record<string, unknown>) => call('POST', '/v1/qr/generate/dynamic', { token, body });

async function dynamicCode(m: QrMerchant, amountInCents = 2500, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await generate(m.token, { terminalReference: m.terminalReference, qrCodeType: 'NONE', invoiceNumber: `INV-${randomUUID().slice(0, 8)}`, amountInCents, ...extra });
  expect(res.status, res.text).toBe(200);
  return res.body.result as string;
}

function billOf(payload: string): string {
  const code = platformCodeIn(readQr(payload));
  if (typeof code !== 'object' || code.kind !== 'bill') throw new Error(`no bill in ${payload}`);
  return code.billReference;
}

const storedBill = (billReference: string) => tableItem(`QRBILL#${billReference}`, 'QRBILL');
const validate = async (token: string, qrCode: string) => (await call('POST', '/v1/validate/qr', { token, body: { qrCode } })).body.result as { canProcess: boolean; supportedQrCodes: string };
const payQr = (token: string, qrCode: string, amountInCents: number, currency = 'ZAR', cardNumber = '4242424242424242') => submitPay(token, {
  paymentSources: { cards: [{ ...card(cardNumber, amountInCents), currency }] },
  paymentDestinations: { qrCodes: [{ qrCode, amountInCents, currency }] },
});
const qrStatus = (token: string, billReference: string) => call('GET', `/v1/pay/status/qrpayment/${billReference}`, { token });

/** Real payloads of other schemes (test/fixtures/qr/real-payloads.json). */
const corpus = JSON.parse(readFileSync(new URL('../fixtures/qr/real-payloads.json', import.meta.url), 'utf8')) as { payload: string; scheme: string }[];
const foreign = (scheme: string) => corpus.find((entry) => entry.scheme === scheme)?.payload ?? '';

function expectRefused(res: { status: number; body: { error?: { details?: { field: string; reason: string }[] } }; text: string }, field: string, reason: RegExp): void {
  expect(res.status, res.text).toBe(422);
  expect(res.body.error?.details).toContainEqual({ field, reason: expect.stringMatching(reason) });
}

const QR0 = 'body.paymentDestinations.qrCodes[0]';

/**
 * A static code of the merchant with `objects` written as given, in ID order, and a right CRC: the
 * strict encoder refuses the broken tip and fee combinations a real code may still carry.
 */
function staticCodeWith(merchantReference: string, objects: Record<string, string>): string {
  const template = Object.entries(platformTemplate(merchantReference)).map(([id, value]) => writeObject(id, value)).join('');
  const all: Record<string, string> = { '00': '01', '01': '11', [PLATFORM_TEMPLATE_ID]: template, '52': '5411', '58': 'ZA', '59': 'Shop', '60': 'Cape Town', ...objects };
  const text = `${Object.keys(all).sort().map((id) => writeObject(id, all[id] ?? '')).join('')}6304`;
  return text + emvCrcOf(text);
}

describe('a dynamic QR code of this platform, end to end', () => {
  it('is generated for the terminal, validated, paid once into the merchant ledger, marks its bill Paid and is reported by the qrpayment status route', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 2500, { invoiceNumber: 'INV-42' });
    const reading = readQr(payload);
    expect(reading).toMatchObject({ ok: true, qrCodeType: 'NONE', warnings: [] });
    expect(reading.ok && reading.emv?.fields).toMatchObject({ initiation: '12', amount: '25.00', currency: '710', country: 'ZA', merchantCity: 'Cape Town', additionalData: { billNumber: 'INV-42' } });
    expect(reading.ok && reading.emv?.fields.merchantName).toMatch(/^Cafe /);
    const bill = billOf(payload);
    expect(await storedBill(bill)).toMatchObject({ status: 'Open', merchantReference: shop.reference, terminalReference: shop.terminalReference, invoiceNumber: 'INV-42', amountInCents: 2500, currency: 'ZAR' });

    const token = await payer();
    expect(await validate(token, payload)).toEqual({ canProcess: true, supportedQrCodes: 'NONE,GHQR,NIBSSQR,ZapperQR,SnapScanQR,PayShapQR,MtnMoMoQR' });
    const unpaid = await qrStatus(shop.token, bill);
    expect(unpaid.status).toBe(404);
    expect(unpaid.body.error.details).toEqual([{ field: 'path.billReference', reason: 'not paid yet' }]);

    const res = await payQr(token, payload, 2500);
    expect(res.status, res.text).toBe(200);
    const paymentReference = res.body.result.paymentReference as string;
    expect((await statusUntil(token, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    expect(await balance(shop.reference)).toBe(2500);
    expect(await storedBill(bill)).toMatchObject({ status: 'Paid', paymentReference, paidAt: expect.any(String) });
    const leg = ((await storedPayment(paymentReference))?.['destinations'] as { leg: { rail: string }; qrBillReference: string }[])[0];
    expect(leg).toMatchObject({ leg: { rail: 'merchant', instrument: { merchantReference: shop.reference } }, qrBillReference: bill });

    for (const reader of [token, shop.token]) {
      const status = await qrStatus(reader, bill);
      expect(status.status, status.text).toBe(200);
      expect(status.body.result).toMatchObject({ paymentReference, status: 'Completed', isComplete: true, paymentDestinations: { qrCodes: [{ status: 'Completed', amountInCents: 2500 }] } });
    }
    const other = await givenQrMerchant();
    for (const stranger of [await payer(), other.token]) {
      const status = await qrStatus(stranger, bill);
      expect(status.status).toBe(404);
      // Word for word what an unknown bill answers: nothing tells that it exists or was paid.
      const unknown = await qrStatus(stranger, randomUUID());
      expect({ ...status.body.error, requestId: undefined }).toEqual({ ...unknown.body.error, requestId: undefined });
    }

    expect((await validate(token, payload)).canProcess).toBe(false);
    expectRefused(await payQr(await payer(), payload, 2500), `${QR0}.qrCode`, /already been paid/);
    expect(await balance(shop.reference)).toBe(2500);
    await expectLedgerHolds([{ paymentReference, currency: 'ZAR', netInCents: 2500 }], [`MERCHANT#${shop.reference}`]);
  });

  it('refuses one bill named twice in one payment, naming the second destination', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 1000);
    const res = await submitPay(await payer(), {
      paymentSources: { cards: [card('4242424242424242', 2000)] },
      paymentDestinations: { qrCodes: [{ qrCode: payload, amountInCents: 1000, currency: 'ZAR' }, { qrCode: payload, amountInCents: 1000, currency: 'ZAR' }] },
    });
    expectRefused(res, 'body.paymentDestinations.qrCodes[1].qrCode', /another destination of this payment already pays/);
    expect(await storedBill(billOf(payload))).toMatchObject({ status: 'Open' });
  });

  it('lets exactly one of two concurrent payments of one bill through; the other is refused before any money moves', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 1500);
    const [a, b] = [await payer(), await payer()];
    const answers = await Promise.all([payQr(a, payload, 1500), payQr(b, payload, 1500)]);
    const won = answers.filter((r) => r.status === 200);
    expect(won, answers.map((r) => r.text).join('\n')).toHaveLength(1);
    const lost = answers.find((r) => r.status !== 200);
    expect(lost?.status, lost?.text).toBe(422);
    expect(lost?.body.error.details[0].field).toBe(`${QR0}.qrCode`);
    const winner = won[0]!.body.result.paymentReference as string;
    await statusUntil(answers[0]!.status === 200 ? a : b, winner, (r) => r.isComplete);
    expect(await balance(shop.reference)).toBe(1500);
    expect(await storedBill(billOf(payload))).toMatchObject({ status: 'Paid', paymentReference: winner });
  });

  it('is refused while a payment of it is under way (waiting for a PIN)', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 1100);
    const waiting = await payQr(await payer(), payload, 1100, 'ZAR', '4990000000000202');
    expect(waiting.status, waiting.text).toBe(200);
    const token = await payer();
    expect((await validate(token, payload)).canProcess).toBe(false);
    expectRefused(await payQr(token, payload, 1100), `${QR0}.qrCode`, /is being paid by another payment/);
    expect(await storedBill(billOf(payload))).toMatchObject({ status: 'Open', paymentReference: waiting.body.result.paymentReference });
  });

  it('may be paid again after a payment of it failed; the status route shows the failed one until then', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 1800);
    const token = await payer();
    const declined = await payQr(token, payload, 1800, 'ZAR', '4000000000000002');
    expect(declined.status, declined.text).toBe(200);
    expect((await statusUntil(token, declined.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Failed');
    const failedStatus = await qrStatus(shop.token, billOf(payload));
    expect(failedStatus.body.result).toMatchObject({ paymentReference: declined.body.result.paymentReference, status: 'Failed' });
    expect((await validate(token, payload)).canProcess).toBe(true);
    const paid = await payQr(token, payload, 1800);
    expect(paid.status, paid.text).toBe(200);
    expect((await statusUntil(token, paid.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    expect(await balance(shop.reference)).toBe(1800);
  });

  it('refuses an expired bill (422 naming the qrCode), and validate says it cannot be processed', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 900);
    await setTableAttributes(`QRBILL#${billOf(payload)}`, 'QRBILL', { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const token = await payer();
    expect((await validate(token, payload)).canProcess).toBe(false);
    expectRefused(await payQr(token, payload, 900), `${QR0}.qrCode`, /has expired/);
    expect(await balance(shop.reference)).toBe(0);
  });

  it('refuses an amount or currency other than the code\'s, naming amountInCents or currency', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 2500);
    const token = await payer();
    expectRefused(await payQr(token, payload, 2400), `${QR0}.amountInCents`, /^must be 2500, the amount of the QR code$/);
    expectRefused(await payQr(token, payload, 2500, 'USD'), `${QR0}.currency`, /^must be ZAR/);
    expect(await storedBill(billOf(payload))).not.toHaveProperty('paymentReference');
  });
});

describe('codes that cannot be paid', () => {
  it('refuses unreadable, damaged and forged codes with 422 naming the qrCode; validate answers false', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 1000);
    const damaged = `${payload.slice(0, -1)}${payload.endsWith('0') ? '1' : '0'}`;
    const unknownMerchant = encodeEmv({ merchantAccounts: { [PLATFORM_TEMPLATE_ID]: platformTemplate(randomUUID()) }, mcc: '5411', currency: '710', country: 'ZA', merchantName: 'Nobody', merchantCity: 'Nowhere' });
    if (!unknownMerchant.ok) throw new Error('fixture');
    const token = await payer();
    for (const [qrCode, reason] of [['hello', /^the QR code cannot be read: /], [damaged, /damaged or altered/], [unknownMerchant.payload, /no merchant of this platform/]] as const) {
      expect((await validate(token, qrCode)).canProcess).toBe(false);
      expectRefused(await payQr(token, qrCode, 1000), `${QR0}.qrCode`, reason);
    }
  });

  it('never answers 5xx to random strings or mangled codes: validate gives false, a payment 400 or 422 naming the destination', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 1000);
    const mangled = fc.tuple(fc.nat({ max: payload.length - 1 }), fc.string({ maxLength: 6 })).map(([at, text]) => payload.slice(0, at) + text + payload.slice(at + text.length));
    const strings = fc.sample(fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }), mangled), { seed: 15, numRuns: 40 });
    const token = await payer();
    for (const qrCode of strings) {
      const checked = await call('POST', '/v1/validate/qr', { token, body: { qrCode } });
      expect(checked.status, `${JSON.stringify(qrCode)} ${checked.text}`).toBeLessThan(500);
      if (checked.status === 200 && qrCode !== payload) expect(checked.body.result.canProcess, JSON.stringify(qrCode)).toBe(false);
      const paid = await payQr(token, qrCode, 1000);
      expect(paid.status, `${JSON.stringify(qrCode)} ${paid.text}`).toBeLessThan(500);
      if (paid.status !== 200) expect(paid.body.error.details[0].field, paid.text).toMatch(/^body\.paymentDestinations\.qrCodes\[0\]/);
    }
  });

  it('refuses a static code of an inactive merchant', async () => {
    const closed = await givenQrMerchant({ isActive: false });
    const code = encodeEmv({ initiation: '11', merchantAccounts: { [PLATFORM_TEMPLATE_ID]: platformTemplate(closed.reference) }, mcc: '5411', currency: '710', country: 'ZA', merchantName: 'Closed', merchantCity: 'Durban' });
    if (!code.ok) throw new Error('fixture');
    const token = await payer();
    expect((await validate(token, code.payload)).canProcess).toBe(false);
    expectRefused(await payQr(token, code.payload, 700), `${QR0}.qrCode`, /not active/);
  });
});

describe('static codes of this platform and codes of other schemes', () => {
  it('pays a static platform code into its merchant\'s ledger account, any amount in the code\'s currency', async () => {
    const shop = await givenQrMerchant();
    const code = encodeEmv({ initiation: '11', merchantAccounts: { [PLATFORM_TEMPLATE_ID]: platformTemplate(shop.reference) }, mcc: '5411', currency: '710', country: 'ZA', merchantName: 'Shop', merchantCity: 'Cape Town' });
    if (!code.ok) throw new Error('fixture');
    const token = await payer();
    expect((await validate(token, code.payload)).canProcess).toBe(true);
    const res = await payQr(token, code.payload, 1234);
    expect(res.status, res.text).toBe(200);
    expect((await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    expect(await balance(shop.reference)).toBe(1234);
    // The merchant is a reader of the payment.
    expect((await call('GET', `/v1/pay/status/${res.body.result.paymentReference}`, { token: shop.token })).status).toBe(200);
    expectRefused(await payQr(token, code.payload, 1234, 'USD'), `${QR0}.currency`, /^must be ZAR/);
  });

  it('pays a static code the merchant made with POST /v1/qr/generate/emv (QR-31): the text that endpoint answers is a payable destination', async () => {
    const shop = await givenQrMerchant();
    const made = await call('POST', '/v1/qr/generate/emv?format=Text', {
      token: shop.token,
      body: {
        qrPresentationType: 'Static',
        merchantInfo: { merchantName: 'Shop', merchantCategoryCode: '5411', countryInfo: 'ZA', cityName: 'Cape Town' },
        transactionInfo: { transactionCurrency: '710' },
        merchantAccountInfo: { [PLATFORM_TEMPLATE_ID]: { globalUniqueIdentifier: 'NET.PAYMENTS-PLATFORM', contextSpecificData: { '01': shop.reference.replaceAll('-', '') } } },
      },
    });
    expect(made.status, made.text).toBe(200);
    const code = made.body.result as string;
    expect(platformCodeIn(readQr(code))).toMatchObject({ kind: 'merchant', merchantReference: shop.reference });
    const token = await payer();
    expect((await validate(token, code)).canProcess).toBe(true);
    const res = await payQr(token, code, 777);
    expect(res.status, res.text).toBe(200);
    expect((await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    expect(await balance(shop.reference)).toBe(777);
  });

  it('sends SnapScan, GHQR, DuitNow and Zapper codes out through the sandbox qrCode connector; a URL code fixes its amount, a zero amount fixes none', async () => {
    const token = await payer();
    for (const [scheme, currency] of [['SnapScanQR', 'ZAR'], ['GHQR', 'GHS']] as const) {
      const qrCode = foreign(scheme);
      expect((await validate(token, qrCode)).canProcess, scheme).toBe(true);
      const res = await payQr(token, qrCode, 5000, currency);
      expect(res.status, res.text).toBe(200);
      expect((await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete)).status, scheme).toBe('Completed');
      const leg = ((await storedPayment(res.body.result.paymentReference))?.['destinations'] as { transactionReference: string; leg: { rail: string }; display: string }[])[0]!;
      expect(leg).toMatchObject({ leg: { rail: 'qrCode' }, display: `${scheme} QR code` });
      expect(await railOperation(leg.transactionReference, 'CREDIT')).toMatchObject({ attempts: 1 });
    }
    // A GHQR code is in cedis: paying it in rand is refused; a SnapScan code with an amount fixes it.
    expectRefused(await payQr(token, foreign('GHQR'), 5000, 'ZAR'), `${QR0}.currency`, /^must be GHS/);
    // A static DuitNow code that writes a zero amount (54 = "00.00") fixes none: the payer's amount is paid.
    const zeroAmount = corpus[82]!.payload;
    expect(readQr(zeroAmount)).toMatchObject({ ok: true, emv: { fields: { amount: '00.00', currency: '458' } } });
    const zeroPaid = await payQr(token, zeroAmount, 4321, 'MYR');
    expect(zeroPaid.status, zeroPaid.text).toBe(200);
    expect((await statusUntil(token, zeroPaid.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    expectRefused(await payQr(token, zeroAmount, 4321, 'ZAR'), `${QR0}.currency`, /^must be MYR/);
    // A Zapper URL fixes its amount (field 34, in rand) and currency (39) as 54 and 53 do.
    const zapper = 'http://2.zap.pe?t=6&i=40895:49955:7[34|29.99|11,33n|REF12345|10:10[39|ZAR,38|DillonDev';
    expect((await validate(token, zapper)).canProcess).toBe(true);
    expectRefused(await payQr(token, zapper, 3000), `${QR0}.amountInCents`, /^must be 2999, the amount of the QR code$/);
    expectRefused(await payQr(token, zapper, 2999, 'USD'), `${QR0}.currency`, /^must be ZAR/);
    const zapperPaid = await payQr(token, zapper, 2999);
    expect(zapperPaid.status, zapperPaid.text).toBe(200);
    expect((await statusUntil(token, zapperPaid.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    const snapWithAmount = 'https://pos.snapscan.io/qr/shopalot?amount=50000&id=Ord123';
    expectRefused(await payQr(token, snapWithAmount, 5000), `${QR0}.amountInCents`, /^must be 50000, the amount of the QR code$/);
    expectRefused(await payQr(token, snapWithAmount, 50000, 'USD'), `${QR0}.currency`, /^must be ZAR/);
  });
});

describe('a code\'s tip or convenience fee (55-57) and its amount without a currency (QR-41)', () => {
  it('owes 54 plus the fixed fee (02, 56) or the percentage fee (03, 57, half-up to the minor unit), and at least 54 with a tip (01); the merchant gets what was paid', async () => {
    const shop = await givenQrMerchant();
    const token = await payer();
    const fixed = staticCodeWith(shop.reference, { '53': '710', '54': '100.00', '55': '02', '56': '15.00' });
    const percentage = staticCodeWith(shop.reference, { '53': '710', '54': '50.00', '55': '03', '57': '0.05' });
    const tip = staticCodeWith(shop.reference, { '53': '710', '54': '100.00', '55': '01' });
    for (const code of [fixed, percentage, tip]) expect(readQr(code)).toMatchObject({ ok: true, warnings: [] });

    expectRefused(await payQr(token, fixed, 10000), `${QR0}.amountInCents`, /^must be 11500: the QR code's amount 10000 plus its fixed convenience fee \(56\) of 1500$/);
    // 0.05% of 5000 cents is 2.5 cents: half-up makes it 3.
    expectRefused(await payQr(token, percentage, 5002), `${QR0}.amountInCents`, /^must be 5003: the QR code's amount 5000 plus its 0.05% convenience fee \(57, rounded half-up to the minor unit\) of 3$/);
    expectRefused(await payQr(token, tip, 9999), `${QR0}.amountInCents`, /^must be at least 10000, the amount of the QR code/);
    expect(await balance(shop.reference)).toBe(0);

    for (const [code, amountInCents] of [[fixed, 11500], [percentage, 5003], [tip, 10250]] as const) {
      const res = await payQr(token, code, amountInCents);
      expect(res.status, res.text).toBe(200);
      expect((await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    }
    // The tip above 54 goes to the merchant with the rest.
    expect(await balance(shop.reference)).toBe(11500 + 5003 + 10250);
  });

  it('pays real QRIS codes with their fees: 02 with 56, 03 with 57, and 01 with a tip', async () => {
    const token = await payer();
    // corpus 60: 54 = 1000 IDR, 55 = 02, 56 = 500; corpus 54: 54 = 500000, 55 = 03, 57 = 0.7; corpus 67: 54 = 300000, 55 = 01.
    const [fixed, percentage, tip] = [corpus[60]!.payload, corpus[54]!.payload, corpus[67]!.payload];
    expect(readQr(fixed)).toMatchObject({ ok: true, emv: { fields: { currency: '360', amount: '1000', tipIndicator: '02', convenienceFeeFixed: '500' } } });
    expect(readQr(percentage)).toMatchObject({ ok: true, emv: { fields: { currency: '360', amount: '500000', tipIndicator: '03', convenienceFeePercentage: '0.7' } } });
    expect(readQr(tip)).toMatchObject({ ok: true, emv: { fields: { currency: '360', amount: '300000', tipIndicator: '01' } } });
    expectRefused(await payQr(token, fixed, 100000, 'IDR'), `${QR0}.amountInCents`, /^must be 150000: /);
    expectRefused(await payQr(token, percentage, 50000000, 'IDR'), `${QR0}.amountInCents`, /^must be 50350000: .* of 350000$/);
    expectRefused(await payQr(token, tip, 29999999, 'IDR'), `${QR0}.amountInCents`, /^must be at least 30000000/);
    for (const [code, amountInCents] of [[fixed, 150000], [percentage, 50350000], [tip, 30000000 + 500000]] as const) {
      const res = await payQr(token, code, amountInCents, 'IDR');
      expect(res.status, res.text).toBe(200);
      expect((await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    }
  });

  it('refuses a code whose tip and fee tags do not say what is owed, or that states an amount without a currency: 422 naming the qrCode, nothing moved; validation says so too where the tags alone decide', async () => {
    const shop = await givenQrMerchant();
    const token = await payer();
    const zar100 = { '53': '710', '54': '100.00' };
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...zar100, '55': '02' }, /^the QR code has tip indicator 02 \(55, a fixed convenience fee\) but no fee \(56\)$/],
      [{ ...zar100, '55': '03' }, /^the QR code has tip indicator 03 \(55, a percentage convenience fee\) but no percentage \(57\)$/],
      [{ ...zar100, '55': '03', '57': '101' }, /^the QR code states a convenience fee percentage \(57, "101"\) that is not a number from 0 to 100$/],
      [{ ...zar100, '55': '03', '57': 'abc' }, /that is not a number from 0 to 100$/],
      [{ ...zar100, '55': '02', '56': '15.005' }, /^the QR code states a fixed convenience fee \(56, "15.005"\) that ZAR cannot hold: ZAR has 2 decimal places, this amount 3$/],
      [{ ...zar100, '56': '15.00' }, /^the QR code states a fixed convenience fee \(56\) without tip indicator 02 \(55 is absent\)/],
      [{ ...zar100, '55': '01', '57': '5' }, /^the QR code states a convenience fee percentage \(57\) without tip indicator 03 \(55 is 01\)/],
      [{ ...zar100, '55': '04' }, /^the QR code states tip indicator "04" \(55\); EMV defines only 01/],
      [{ '54': '100.00' }, /^the QR code states an amount \(54, "100.00"\) but no currency \(53\)/],
    ];
    for (const [objects, reason] of cases) {
      const res = await payQr(token, staticCodeWith(shop.reference, objects), 10000);
      expect(res.status, `${JSON.stringify(objects)} ${res.text}`).toBe(422);
      expect(res.body.error.details, JSON.stringify(objects)).toEqual([{ field: `${QR0}.qrCode`, reason: expect.stringMatching(reason) }]);
    }
    // Without 53 the code was payable for any amount in any currency.
    expectRefused(await payQr(token, staticCodeWith(shop.reference, { '54': '100.00' }), 1, 'USD'), `${QR0}.qrCode`, /but no currency \(53\)/);
    expect(await balance(shop.reference)).toBe(0);
    // Validation agrees where the tags alone decide (QR-46); the fee's numbers are judged at payment, against the currency's minor units.
    const judgedAtPayment = new Set([2, 3, 4]);
    for (const [index, [objects]] of cases.entries()) {
      expect((await validate(token, staticCodeWith(shop.reference, objects))).canProcess, JSON.stringify(objects)).toBe(judgedAtPayment.has(index));
    }
  });
});

describe('POST /v1/qr/generate/dynamic refusals and scheme forms', () => {
  it('answers 404 for a terminal of another merchant or none, naming body.terminalReference', async () => {
    const [shop, other] = [await givenQrMerchant(), await givenQrMerchant()];
    for (const terminalReference of [other.terminalReference, randomUUID()]) {
      const res = await generate(shop.token, { terminalReference, qrCodeType: 'NONE', invoiceNumber: 'INV-1', amountInCents: 100 });
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details).toEqual([{ field: 'body.terminalReference', reason: 'not found' }]);
    }
    expect((await generate(await payer(), { terminalReference: shop.terminalReference, qrCodeType: 'NONE', invoiceNumber: 'INV-1', amountInCents: 100 })).status).toBe(404);
  });

  it('honours the token\'s AllowedCurrencies claim on the merchant\'s currency: 403 naming body.amountInCents, no bill stored', async () => {
    const shop = await givenQrMerchant();
    const invoiceNumber = `INV-${randomUUID().slice(0, 8)}`;
    const body = { terminalReference: shop.terminalReference, qrCodeType: 'NONE', invoiceNumber, amountInCents: 2500 };
    const limited = (AllowedCurrencies: string) => accessToken({ UserReference: randomUUID(), MerchantReference: shop.reference, AllowedCurrencies });
    const refused = await generate(await limited('USD'), body);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error.details).toEqual([{ field: 'body.amountInCents', reason: 'the token does not allow currency ZAR (AllowedCurrencies: USD)' }]);
    expect(await itemsContaining(invoiceNumber)).toEqual([]);
    const allowed = await generate(await limited('usd,ZAR'), body);
    expect(allowed.status, allowed.text).toBe(200);
    expect(await storedBill(billOf(allowed.body.result as string))).toMatchObject({ invoiceNumber, currency: 'ZAR' });
  });

  it('states the country of the merchant\'s address when its profile has none; with neither, 422 naming the terminal and the profile field to set, no bill stored', async () => {
    const body = (m: QrMerchant, invoiceNumber: string) => ({ terminalReference: m.terminalReference, qrCodeType: 'NONE', invoiceNumber, amountInCents: 1200 });
    const addressed = await givenQrMerchant({ countryIsoCode: undefined, addresses: [{ addressType: 'MAIN', addressLine1: '1 Main St', city: 'Windhoek', countryIsoCode: 'NAM' }] });
    const made = await generate(addressed.token, body(addressed, 'INV-NA'));
    expect(made.status, made.text).toBe(200);
    const reading = readQr(made.body.result as string);
    expect(reading.ok && reading.emv?.fields).toMatchObject({ country: 'NA', merchantCity: 'Cape Town', currency: '710', amount: '12.00' });
    expect((await validate(await payer(), made.body.result as string)).canProcess).toBe(true);

    const nowhere = await givenQrMerchant({ countryIsoCode: undefined, addresses: [{ addressType: 'MAIN', city: 'Windhoek', countryIsoCode: 'NAM', isActive: false }, { addressType: 'POST', city: 'Windhoek' }] });
    const invoiceNumber = `INV-${randomUUID().slice(0, 8)}`;
    const refused = await generate(nowhere.token, body(nowhere, invoiceNumber));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.error.details).toEqual([{ field: 'body.terminalReference', reason: expect.stringMatching(/^the terminal's merchant has no country \(countryIsoCode\), nor an active address that names one/) }]);
    expect(await itemsContaining(invoiceNumber)).toEqual([]);
  });

  it('refuses schemes the platform does not issue, a scheme form outside its country or currency, and bad invoice numbers', async () => {
    const shop = await givenQrMerchant();
    const base = { terminalReference: shop.terminalReference, invoiceNumber: 'INV-1', amountInCents: 100 };
    for (const qrCodeType of ['SnapScanQR', 'ZapperQR', 'GHQR']) {
      const res = await generate(shop.token, { ...base, qrCodeType });
      expect(res.status, `${qrCodeType} ${res.text}`).toBe(422);
      expect(res.body.error.details[0].field).toBe('body.qrCodeType');
    }
    for (const invoiceNumber of ['x'.repeat(26), 'Rechnung Nº 1', '***']) {
      const res = await generate(shop.token, { ...base, qrCodeType: 'NONE', invoiceNumber });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.details[0].field).toBe('body.invoiceNumber');
    }
  });

  it('issues GHQR and NIBSSQR forms that detection reads as their scheme and that still pay the platform merchant', async () => {
    for (const [qrCodeType, currency, countryIsoCode] of [['GHQR', 'GHS', 'GHA'], ['NIBSSQR', 'NGN', 'NGA']] as const) {
      const shop = await givenQrMerchant({ currency, countryIsoCode, city: 'Accra' });
      const payload = await dynamicCode(shop, 3000, { qrCodeType });
      const reading = readQr(payload);
      expect(reading.qrCodeType, payload).toBe(qrCodeType);
      expect(reading.ok && reading.emv?.fields.country).toBe(qrCodeType === 'GHQR' ? 'GH' : 'NG');
      const token = await payer();
      const res = await payQr(token, payload, 3000, currency);
      expect(res.status, res.text).toBe(200);
      expect((await statusUntil(token, res.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
      expect(await balance(shop.reference, currency)).toBe(3000);
    }
  });
});

describe('every refusal of validate/qr, generate/dynamic and the qrpayment status', () => {
  it('POST /v1/validate/qr: 400 naming body.qrCode when it is missing, empty, too long or not text, 400 for an extra field, 401 without a token', async () => {
    const token = await payer();
    for (const body of [{}, { qrCode: '' }, { qrCode: 'x'.repeat(1025) }, { qrCode: 42 }]) {
      const res = await call('POST', '/v1/validate/qr', { token, body });
      expect(res.status, `${JSON.stringify(body).slice(0, 40)} ${res.text}`).toBe(400);
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(['body.qrCode']);
    }
    const extra = await call('POST', '/v1/validate/qr', { token, body: { qrCode: 'hello', amountInCents: 100 } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.details.map((d: { field: string }) => d.field)).toEqual(['body.amountInCents']);
    expect((await call('POST', '/v1/validate/qr', { body: { qrCode: 'hello' } })).status).toBe(401);
  });

  it('POST /v1/qr/generate/dynamic: 400 naming each bad field, 422 for an inactive terminal or merchant or an amount EMV cannot write, 401 without a token or with an admin key alone', async () => {
    const shop = await givenQrMerchant();
    const valid = { terminalReference: shop.terminalReference, qrCodeType: 'NONE', invoiceNumber: 'INV-1', amountInCents: 100 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, terminalReference: 'till-1' }, 'body.terminalReference'],
      [{ ...valid, qrCodeType: 'VISA' }, 'body.qrCodeType'],
      [{ ...valid, invoiceNumber: '' }, 'body.invoiceNumber'],
      [{ ...valid, amountInCents: 0 }, 'body.amountInCents'],
      [{ ...valid, amountInCents: -5 }, 'body.amountInCents'],
      [{ ...valid, amountInCents: 12.5 }, 'body.amountInCents'],
      [{ ...valid, amountInCents: '100' }, 'body.amountInCents'],
      [{ terminalReference: shop.terminalReference, qrCodeType: 'NONE', invoiceNumber: 'INV-1' }, 'body.amountInCents'],
      [{ ...valid, currency: 'ZAR' }, 'body.currency'],
    ];
    for (const [body, field] of cases) {
      const res = await generate(shop.token, body);
      expect(res.status, `${field} ${res.text}`).toBe(400);
      expect(res.body.error.details.map((d: { field: string }) => d.field), res.text).toEqual([field]);
    }
    // 54 holds at most 13 characters: 10^13 cents is "100000000000.00".
    const tooLarge = await generate(shop.token, { ...valid, amountInCents: 10 ** 13 });
    expectRefused(tooLarge, 'body.amountInCents', /Transaction Amount \(54\)/);

    const idle = await givenQrMerchant({ terminals: [{ yourReference: 'Till 1', isActive: false }] });
    expectRefused(await generate(idle.token, { ...valid, terminalReference: idle.terminalReference }), 'body.terminalReference', /^this terminal is not active$/);
    const closed = await givenQrMerchant({ isActive: false });
    expectRefused(await generate(closed.token, { ...valid, terminalReference: closed.terminalReference }), 'body.terminalReference', /merchant is not active/);

    expect((await call('POST', '/v1/qr/generate/dynamic', { body: valid })).status).toBe(401);
    // The route takes access tokens only: an admin key is no token (an admin acts through a token generated for the merchant, QR-40).
    expect((await call('POST', '/v1/qr/generate/dynamic', { apiKey: adminApiKey(), body: valid })).status).toBe(401);
  });

  it('GET /v1/pay/status/qrpayment/{billReference}: 404 naming path.billReference for an unknown bill or one that is no UUID, 401 without a token', async () => {
    const token = await payer();
    for (const billReference of [randomUUID(), 'INV-42', '%20']) {
      const res = await qrStatus(token, billReference);
      expect(res.status, `${billReference} ${res.text}`).toBe(404);
      expect(res.body.error.details).toEqual([{ field: 'path.billReference', reason: 'not found' }]);
    }
    const shop = await givenQrMerchant();
    expect((await call('GET', `/v1/pay/status/qrpayment/${billOf(await dynamicCode(shop))}`)).status).toBe(401);
  });

  it('refuses a code of another scheme that has expired (KHQR), before any money moves', async () => {
    const expired = corpus.find((entry) => entry.scheme === 'KHQR' && /expired/i.test(JSON.stringify(entry)))?.payload ?? '';
    expect(readQr(expired)).toMatchObject({ ok: true, warnings: expect.arrayContaining([expect.objectContaining({ code: 'EXPIRED' })]) });
    const token = await payer();
    expect((await validate(token, expired)).canProcess).toBe(false);
    expectRefused(await payQr(token, expired, 100, 'USD'), `${QR0}.qrCode`, /^the QR code has expired: /);
  });
});

describe('the qrpayment status poll cache (QR-39)', () => {
  let qrStatusModule: typeof QrStatusModule;
  beforeAll(async () => {
    // In process against the local table, so the cache's clock is the test's, not the machine's.
    for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
    qrStatusModule = await import('../../shared/payments/qr-payment-status.js');
  });

  it('answers a poll within 1 second from the cache and reads the payment again from the second after', async () => {
    const shop = await givenQrMerchant();
    const payload = await dynamicCode(shop, 1300);
    const token = await payer();
    const waiting = await payQr(token, payload, 1300, 'ZAR', '4990000000000202');
    expect(waiting.status, waiting.text).toBe(200);
    const paymentReference = waiting.body.result.paymentReference as string;
    // Settled where the workflow leaves it (waiting for a PIN), so only this test moves it from here.
    await statusUntil(token, paymentReference, (r) => r.status === 'AwaitingPin');
    const merchant: Caller = { kind: 'user', subject: `sub-${randomUUID()}`, claims: { MerchantReference: shop.reference }, accessPolicies: [], tokenId: randomUUID(), pendingSteps: false };
    let clock = 5_000_000;
    const first = await qrStatusModule.qrPaymentStatus(merchant, billOf(payload), () => clock);
    expect(first).toMatchObject({ paymentReference, isComplete: false });
    await setTableAttributes(`PAYMENT#${paymentReference}`, 'PAYMENT', { status: 'Cancelled' });
    clock += 999;
    expect(await qrStatusModule.qrPaymentStatus(merchant, billOf(payload), () => clock)).toEqual(first);
    clock += 1;
    expect(await qrStatusModule.qrPaymentStatus(merchant, billOf(payload), () => clock)).toMatchObject({ paymentReference, status: 'Cancelled', isComplete: true });
  });
});
