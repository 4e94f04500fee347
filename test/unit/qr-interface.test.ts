/**
 * The interface's EMV description (shared/qr/interface-fields.ts), the decode answer
 * (decode-answer.ts) and generate/emv's payload (generate-emv.ts): what decode answers for the real
 * corpus, that an answer sent back to generate/emv makes the same code, and that every refusal names
 * the body field. Decisions: docs/decisions/qr.md, QR-16 to QR-20.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError, type FieldIssue } from '../../shared/http/errors.js';
import { allCurrencies } from '../../shared/lookups/currencies.js';
import { decodeAnswer } from '../../shared/qr/decode-answer.js';
import { decodeEmv } from '../../shared/qr/emv-decode.js';
import { emvPayloadFor } from '../../shared/qr/generate-emv.js';
import { describeEmvFields, readEmvDescription } from '../../shared/qr/interface-fields.js';
import { decodedQrResult, type DecodedQrResult } from '../../shared/schemas/decoded-qr.js';
import { emvQrBody, type EmvQrBody } from '../../shared/schemas/emv-qr-request.js';

interface CorpusEntry { payload: string; format: string; negative?: string }
const corpus = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/qr/real-payloads.json', import.meta.url)), 'utf8')) as CorpusEntry[];
const NOW = new Date('2026-11-24T00:00:00Z');
const ANNEX_B7 = corpus[0]?.payload ?? '';

/** The details of the ValidationError `run` throws; fails the test when it throws nothing or something else. */
function refusal(run: () => unknown): FieldIssue[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).details;
  }
  throw new Error('expected a ValidationError');
}

/** An answer as a caller sends it back: JSON, then the body schema. */
const asBody = (answer: unknown): EmvQrBody => emvQrBody.parse(JSON.parse(JSON.stringify(answer)));

const BASE = {
  merchantInfo: { merchantName: 'BEST TRANSPORT', merchantCategoryCode: '4111', countryInfo: 'CN', cityName: 'BEIJING' },
  transactionInfo: { transactionCurrency: '156' },
  merchantAccountInfo: { '26': { globalUniqueIdentifier: 'D15600000000', contextSpecificData: { '05': 'A93FO3230Q' } } },
};
type Patch = Record<string, unknown>;
const body = (patch: Patch = {}): EmvQrBody => emvQrBody.parse({ ...BASE, ...patch });
const merchant = (patch: Patch) => body({ merchantInfo: { ...BASE.merchantInfo, ...patch } });
const transaction = (patch: Patch) => body({ transactionInfo: { ...BASE.transactionInfo, ...patch } });
const fieldsOf = (run: () => unknown) => refusal(run).map((detail) => detail.field);

describe('decode answers (QR-16 to QR-19)', () => {
  it('answers the EMV Annex B.7 example in the interface\'s shape, numbered type and presentation with descriptions, no warnings', () => {
    expect(decodeAnswer(ANNEX_B7)).toEqual({
      payloadFormatIndicator: '01',
      merchantInfo: {
        merchantName: 'BEST TRANSPORT', merchantCategoryCode: '4111', countryInfo: 'CN', cityName: 'BEIJING',
        languageInfo: { languagePreference: 'ZH', merchantNameAlt: '最佳运输', merchantCityAlt: '北京' },
      },
      transactionInfo: { transactionCurrency: '156', transactionAmount: '23.72', tipOrConvenienceFeeInfo: { tipOrConvenienceIndicator: '01' } },
      additionalInfo: { storeLabel: '1234', customerLabel: '***', terminalLabel: 'A6008667', additionalConsumerDataRequest: 'ME' },
      merchantAccountInfo: {
        '29': { globalUniqueIdentifier: 'D15600000000', contextSpecificData: { '05': 'A93FO3230Q' } },
        '31': { globalUniqueIdentifier: 'D15600000001', contextSpecificData: { '03': '12345678' } },
      },
      unreservedFieldInfo: { '91': { globalUniqueIdentifier: 'A011223344998877', contextSpecificData: { '07': '12345678' } } },
      qrType: 0,
      qrTypeDescription: 'EMV merchant-presented code of no regional scheme',
      qrPresentationType: 12,
      qrPresentationTypeDescription: 'Dynamic: a code for one payment (EMV 01 = 12)',
      scheme: { name: 'EMV', fields: { merchantAccount29: 'D15600000000', merchantAccount31: 'D15600000001' } },
      warnings: [],
    } satisfies DecodedQrResult);
  });

  it('answers every corpus payload in the response schema, or refuses an unreadable one naming query.qrCodeData', () => {
    let answered = 0;
    for (const { payload } of corpus) {
      try {
        const answer = decodeAnswer(payload, NOW);
        expect(decodedQrResult.safeParse(answer).success, payload).toBe(true);
        answered += 1;
      } catch (error) {
        expect(error, payload).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).details[0]?.field).toBe('query.qrCodeData');
        expect((error as ValidationError).details[0]?.reason).toMatch(/^is not a QR code this platform can read: Not an EMV MPM payload: /);
      }
    }
    expect(answered).toBeGreaterThan(100);
  });

  it('loses nothing: the description of every decoded corpus code reads back to the same codec fields', () => {
    for (const { payload } of corpus) {
      const decoded = decodeEmv(payload);
      if (!decoded.ok) continue;
      const fields = decoded.decoded.fields;
      const description = describeEmvFields(fields);
      // A real code may lack a mandatory field; blanks stand in for them here.
      const read = readEmvDescription({ ...description, merchantInfo: { merchantName: '', merchantCategoryCode: '', countryInfo: '', cityName: '', ...description.merchantInfo }, transactionInfo: { transactionCurrency: '', ...description.transactionInfo } }, fields.initiation);
      const blank = (value: string | undefined) => (value === undefined ? '' : value);
      expect(read.fields, payload).toEqual({ ...fields, mcc: blank(fields.mcc), country: blank(fields.country), merchantName: blank(fields.merchantName), merchantCity: blank(fields.merchantCity), currency: blank(fields.currency) });
    }
  });

  it('gives each warning its place in the answer: a lower-case CRC, a long name, a zero amount, payload format 02', () => {
    const readable = corpus.filter((entry) => decodeEmv(entry.payload).ok).map((entry) => decodeAnswer(entry.payload, NOW));
    const places = (answer: DecodedQrResult | undefined) => answer?.warnings.map((warning) => `${warning.code} ${warning.field}`) ?? [];
    expect(places(readable.find((answer) => answer.warnings.some((warning) => warning.code === 'CRC_LOWER_CASE')))).toContain('CRC_LOWER_CASE crc');
    expect(places(readable.find((answer) => (answer.merchantInfo.merchantName?.length ?? 0) > 25))).toContain('TOO_LONG merchantInfo.merchantName');
    expect(places(readable.find((answer) => /^0*\.?0*$/.test(answer.transactionInfo.transactionAmount ?? '1')))).toContain('ZERO_AMOUNT transactionInfo.transactionAmount');
    const format02 = readable.find((answer) => answer.payloadFormatIndicator === '02');
    expect(places(format02)).toContain('PAYLOAD_FORMAT payloadFormatIndicator');
  });

  it('fills merchantId and siteId from a Zapper URL, the SnapCode and amount from a SnapScan URL; an amount makes them dynamic', () => {
    const zapper = decodeAnswer('http://2.zap.pe?t=6&i=40895:49955:7[34|29.99|11,33n|REF12345|10:10[39|ZAR,38|DillonDev');
    expect(zapper).toMatchObject({
      qrType: 4, qrPresentationType: 12,
      merchantInfo: { merchantName: 'DillonDev', merchantId: '40895', siteId: '49955' },
      transactionInfo: { transactionCurrency: 'ZAR', transactionAmount: '29.99' },
      additionalInfo: { referenceLabel: 'REF12345' },
      scheme: { name: 'ZapperQR' },
    });
    expect(decodeAnswer('https://pos.snapscan.io/qr/shopalot?amount=50000&id=Ord123')).toMatchObject({
      qrType: 5, qrPresentationType: 12, merchantInfo: { merchantId: 'shopalot' }, transactionInfo: { transactionAmount: '500.00' }, additionalInfo: { referenceLabel: 'Ord123' },
    });
    const fixed = decodeAnswer('https://pos.snapscan.io/qr/STB2ACC8');
    expect(fixed).toMatchObject({ qrType: 5, qrPresentationType: 11, qrPresentationTypeDescription: 'Static: one code for many payments (EMV 01 = 11)', merchantInfo: { merchantId: 'STB2ACC8' }, transactionInfo: {} });
  });

  it('shows a consumer-presented code as type NONE, presentation 20, with its card number masked to the first six and last four', () => {
    const cpm = corpus.find((entry) => entry.format === 'CPM-base64' && entry.payload.length > 100)?.payload ?? '';
    const answer = decodeAnswer(cpm);
    expect(answer).toMatchObject({ qrType: 0, qrPresentationType: 20, scheme: { name: 'EMV-CPM' } });
    expect(answer.scheme.fields['62.5A']).toBe('123456******3458');
    expect(JSON.stringify(answer)).not.toContain('1234567890123458');
  });
});

describe('generate/emv payloads (QR-17, QR-20)', () => {
  it('makes a payload whose decode answer holds the description given, and that answer sent back makes the same payload', () => {
    const given = body({ qrPresentationType: 'Dynamic', transactionInfo: { transactionCurrency: '156', transactionAmount: '23.72' }, additionalInfo: { billNumber: 'INV-1', paymentSystemSpecificInfo: { '50': { globalUniqueIdentifier: 'com.example', contextSpecificData: { '01': 'x' } } } } });
    const payload = emvPayloadFor(given);
    const answer = decodeAnswer(payload);
    expect(answer).toMatchObject({ ...BASE, transactionInfo: { transactionCurrency: '156', transactionAmount: '23.72' }, qrPresentationType: 12, warnings: [] });
    expect(emvPayloadFor(asBody(answer))).toBe(payload);
  });

  it('writes 01 = 11 when qrPresentationType is left out, none for 0 / NotStated; accepts a qrType the code reads as', () => {
    expect(emvPayloadFor(body())).toMatch(/^000201010211/);
    expect(emvPayloadFor(body({ qrPresentationType: 0 }))).toMatch(/^00020126/);
    expect(emvPayloadFor(body({ qrPresentationType: 'notstated' }))).toMatch(/^00020126/);
    const ghqr = body({ qrType: 'GHQR', merchantAccountInfo: { '32': { globalUniqueIdentifier: 'GH.NET.GHIPSS.GHQR', contextSpecificData: { '01': '1234567890123456' } } }, merchantInfo: { ...BASE.merchantInfo, countryInfo: 'GH' }, transactionInfo: { transactionCurrency: '936' } });
    expect(decodeAnswer(emvPayloadFor(ghqr))).toMatchObject({ qrType: 2, warnings: [] });
    expect(emvPayloadFor({ ...ghqr, qrType: 2 })).toBe(emvPayloadFor(ghqr));
  });

  it('sends every canonical corpus code back to itself, and an out-of-order one to the same fields in ID order', () => {
    let same = 0;
    for (const { payload } of corpus) {
      let answer: DecodedQrResult;
      try {
        answer = decodeAnswer(payload, NOW);
      } catch {
        continue;
      }
      const parsed = emvQrBody.safeParse(JSON.parse(JSON.stringify(answer)));
      if (!parsed.success || answer.warnings.some((warning) => !warning.code.startsWith('CRC'))) continue;
      // An amount with more decimals than its currency has is refused (QR-42): of the corpus, only EMVCo's test vector of 999.123 yen.
      if (answer.transactionInfo.transactionCurrency === '392' && answer.transactionInfo.transactionAmount === '999.123') {
        expect(refusal(() => emvPayloadFor(parsed.data, [], NOW))).toEqual([{ field: 'body.transactionInfo.transactionAmount', reason: '"999.123" cannot be an amount in JPY: JPY has no minor units' }]);
        continue;
      }
      const again = emvPayloadFor(parsed.data, [], NOW);
      const { warnings: _before, ...fields } = answer;
      const { warnings: after, ...againFields } = decodeAnswer(again, NOW);
      expect(againFields, payload).toEqual(fields);
      expect(after).toEqual([]);
      if (again === payload) same += 1;
    }
    expect(same).toBeGreaterThanOrEqual(39);
  });

  it.each([
    ['a merchant name over 25 characters', merchant({ merchantName: 'N'.repeat(26) }), 'body.merchantInfo.merchantName', /at most 25/],
    ['a city over 15 characters', merchant({ cityName: 'C'.repeat(16) }), 'body.merchantInfo.cityName', /at most 15/],
    ['a category code of letters', merchant({ merchantCategoryCode: 'ABCD' }), 'body.merchantInfo.merchantCategoryCode', /digits only/],
    ['an alpha-3 country', merchant({ countryInfo: 'ZAF' }), 'body.merchantInfo.countryInfo', /at most 2/],
    ['an alphabetic currency', transaction({ transactionCurrency: 'ZAR' }), 'body.transactionInfo.transactionCurrency', /digits only/],
    ['a numeric currency that is not ISO 4217', transaction({ transactionCurrency: '999' }), 'body.transactionInfo.transactionCurrency', /not an ISO 4217 numeric currency code/],
    ['a zero amount', transaction({ transactionAmount: '0.00' }), 'body.transactionInfo.transactionAmount', /zero/],
    ['tip indicator 02 without its fee', transaction({ tipOrConvenienceFeeInfo: { tipOrConvenienceIndicator: '02' } }), 'body.transactionInfo.tipOrConvenienceFeeInfo.convenienceFeeFixed', /fixed convenience fee/],
    ['no merchant account', body({ merchantAccountInfo: {} }), 'body.merchantAccountInfo', /at least one/],
    ['a template without its GUID', body({ merchantAccountInfo: { '26': { contextSpecificData: { '01': 'x' } } } }), 'body.merchantAccountInfo.26.globalUniqueIdentifier', /Globally Unique Identifier/],
    ['sub-ID 00 in contextSpecificData', body({ merchantAccountInfo: { '26': { globalUniqueIdentifier: 'g', contextSpecificData: { '00': 'x' } } } }), 'body.merchantAccountInfo.26.contextSpecificData.00', /globalUniqueIdentifier/],
    ['a value and a GUID at once', body({ merchantAccountInfo: { '26': { globalUniqueIdentifier: 'g', value: 'x' } } }), 'body.merchantAccountInfo.26', /not both/],
    ['a value for a template ID', body({ merchantAccountInfo: { '26': { value: 'x' } } }), 'body.merchantAccountInfo.26.value', /is a template/],
    ['a template for a primitive ID', body({ merchantAccountInfo: { ...BASE.merchantAccountInfo, '15': { globalUniqueIdentifier: 'g' } } }), 'body.merchantAccountInfo.15', /primitive/],
    ['visaPan and account 02 both', body({ merchantInfo: { ...BASE.merchantInfo, visaPan: '4000123456789012' }, merchantAccountInfo: { ...BASE.merchantAccountInfo, '02': { value: '4000123456789012' } } }), 'body.merchantAccountInfo.02', /give it once/],
    ['an empty visaPan', merchant({ visaPan: '' }), 'body.merchantInfo.visaPan', /empty/],
    ['a Zapper site ID', merchant({ siteId: '49955' }), 'body.merchantInfo.siteId', /not part of an EMV code/],
    ['a bill number over 25 characters', body({ additionalInfo: { billNumber: 'B'.repeat(26) } }), 'body.additionalInfo.billNumber', /at most 25/],
    ['a consumer data request other than A, M, E', body({ additionalInfo: { additionalConsumerDataRequest: 'AAX' } }), 'body.additionalInfo.additionalConsumerDataRequest', /A, M and E/],
    ['a payment-system template outside 50-99', body({ additionalInfo: { paymentSystemSpecificInfo: { '12': { globalUniqueIdentifier: 'g' } } } }), 'body.additionalInfo.paymentSystemSpecificInfo.12', /50-99/],
    ['a reserved root ID', body({ reservedFieldInfo: { '65': 'x' } }), 'body.reservedFieldInfo.65', /reserved/],
    ['an unreserved template outside 80-99', body({ unreservedFieldInfo: { '70': { globalUniqueIdentifier: 'g' } } }), 'body.unreservedFieldInfo.70', /80-99/],
    ['a language template without the alternate name', merchant({ languageInfo: { languagePreference: 'ZH' } }), 'body.merchantInfo.languageInfo.merchantNameAlt', /missing/],
    ['payload format 02', body({ payloadFormatIndicator: '02' }), 'body.payloadFormatIndicator', /requires "01"/],
    ['a consumer-presented presentation type', body({ qrPresentationType: 20 }), 'body.qrPresentationType', /consumer-presented/],
    ['an unknown presentation type', body({ qrPresentationType: 'Sometimes' }), 'body.qrPresentationType', /Static/],
    ['an unknown qrType', body({ qrType: 9 }), 'body.qrType', /NIBSSQR/],
    ['a qrType the fields do not make', body({ qrType: 'GHQR' }), 'body.qrType', /make a NONE code/],
    ['another code\'s type description', body({ qrTypeDescription: 'GHQR' }), 'body.qrTypeDescription', /read-only/],
    ['another code\'s presentation description', body({ qrPresentationTypeDescription: 'Dynamic' }), 'body.qrPresentationTypeDescription', /read-only/],
    ['another code\'s scheme', body({ scheme: { name: 'GHQR', fields: {} } }), 'body.scheme', /read-only/],
    ['another code\'s warnings', body({ warnings: [{ code: 'ZERO_AMOUNT', field: 'transactionInfo.transactionAmount', message: 'zero' }] }), 'body.warnings', /read-only/],
    ['a payload over 512 characters', body({ unreservedFieldInfo: Object.fromEntries(['80', '81', '82', '83', '84', '85'].map((id) => [id, { globalUniqueIdentifier: 'G'.repeat(32), contextSpecificData: { '01': 'x'.repeat(59) } }])) }), 'body', /at most 512/],
  ])('refuses %s, naming the body field and the reason', (_name, given, field, reason) => {
    const details = refusal(() => emvPayloadFor(given));
    expect(details.map((detail) => detail.field)).toContain(field);
    expect(details.find((detail) => detail.field === field)?.reason).toMatch(reason);
  });

  it('lists every problem of a body at once, with the query\'s', () => {
    const fields = fieldsOf(() => emvPayloadFor(emvQrBody.parse({ ...BASE, merchantInfo: { ...BASE.merchantInfo, merchantName: 'N'.repeat(30), siteId: '1' }, qrType: 12 }), [{ field: 'query.logoImageSize', reason: 'x' }]));
    expect(fields.sort()).toEqual(['body.merchantInfo.merchantName', 'body.merchantInfo.siteId', 'body.qrType', 'query.logoImageSize']);
  });
});

const ans = (max: number) => fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: max });
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const unicode = fc.string({ unit: fc.constantFrom('a', 'é', '最', '佳', 'ស', '😀', ' '), minLength: 1, maxLength: 12 });
const template = (guid: number, data: number) => fc.record({ globalUniqueIdentifier: ans(guid), contextSpecificData: fc.record({ '01': ans(data) }) }, { requiredKeys: ['globalUniqueIdentifier'] });
/** A non-zero amount as EMV writes it, with the currency's decimals (QR-42: no more than it has). */
const amountIn = (minorUnits: number, maxWhole: number) => fc.tuple(fc.integer({ min: 1, max: maxWhole }), fc.integer({ min: 0, max: 10 ** minorUnits - 1 }))
  .map(([whole, minor]) => (minorUnits === 0 ? String(whole) : `${whole}.${String(minor).padStart(minorUnits, '0')}`));
const fee = (minorUnits: number) => fc.oneof(
  fc.constant(undefined),
  fc.constant({ tipOrConvenienceIndicator: '01' }),
  amountIn(minorUnits, 9999).map((fixed) => ({ tipOrConvenienceIndicator: '02', convenienceFeeFixed: fixed })),
  fc.stringMatching(/^[1-9]\d?(\.\d{1,2})?$/).map((percentage) => ({ tipOrConvenienceIndicator: '03', convenienceFeePercentage: percentage })),
);

/** Valid descriptions: every part the interface has, within EMV's lengths and the 512-character payload. */
const descriptions = fc.record({
  qrPresentationType: fc.constantFrom(11, 12, 'Static', 'dynamic'),
  merchantInfo: fc.record({
    // Not KH: a Cambodian code with a 15 or 29/30 account is KHQR, whose own rules (QR-13) warn on random dynamic codes.
    merchantName: ans(25), merchantCategoryCode: digits(4), countryInfo: fc.stringMatching(/^[A-Z]{2}$/).filter((country) => country !== 'KH'), cityName: ans(15), postalCode: ans(10),
    visaPan: digits(16),
    languageInfo: fc.record({ languagePreference: fc.stringMatching(/^[a-z]{2}$/), merchantNameAlt: unicode, merchantCityAlt: unicode }, { requiredKeys: ['languagePreference', 'merchantNameAlt'] }),
  }, { requiredKeys: ['merchantName', 'merchantCategoryCode', 'countryInfo', 'cityName'] }),
  transactionInfo: fc.constantFrom(...allCurrencies()).chain((currency) => fc.record({
    transactionCurrency: fc.constant(String(currency.numericCode).padStart(3, '0')),
    transactionAmount: amountIn(currency.minorUnits, 9_999_999),
    tipOrConvenienceFeeInfo: fee(currency.minorUnits),
  }, { requiredKeys: ['transactionCurrency'] })),
  additionalInfo: fc.record({ billNumber: ans(20), terminalLabel: ans(10), paymentSystemSpecificInfo: fc.record({ '50': template(12, 12) }) }, { requiredKeys: ['billNumber'] }),
  merchantAccountInfo: fc.record({ '26': template(32, 30), '15': fc.record({ value: ans(20) }) }, { requiredKeys: ['26'] }),
  unreservedFieldInfo: fc.record({ '80': template(20, 20) }),
}, { requiredKeys: ['merchantInfo', 'transactionInfo', 'merchantAccountInfo'] }).map((description) => JSON.parse(JSON.stringify(description)) as Patch);

describe('properties (fast-check)', () => {
  it('encodes any valid description, decodes it to the same description with no warnings, and the answer makes the same payload', () => {
    fc.assert(fc.property(descriptions, (description) => {
      const payload = emvPayloadFor(emvQrBody.parse(description));
      const answer = decodeAnswer(payload);
      const { qrPresentationType, ...parts } = description;
      expect(answer).toMatchObject(parts);
      expect(answer.qrPresentationType).toBe(String(qrPresentationType).toLowerCase().startsWith('d') || qrPresentationType === 12 ? 12 : 11);
      expect(answer.warnings).toEqual([]);
      expect(emvPayloadFor(asBody(answer))).toBe(payload);
    }), { numRuns: 300 });
  });

  it('never throws anything but a 400 naming query.qrCodeData on random text, TLV-like digits or damaged corpus codes', () => {
    const damaged = fc.tuple(fc.constantFrom(...corpus.map((entry) => entry.payload)), fc.nat(), fc.string({ maxLength: 3 })).map(([payload, at, insert]) => payload.slice(0, at % (payload.length + 1)) + insert + payload.slice(at % (payload.length + 1) + 1));
    const tlvLike = fc.array(fc.tuple(digits(2), digits(2), fc.string({ maxLength: 12 })), { maxLength: 8 }).map((objects) => objects.map((object) => object.join('')).join(''));
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), tlvLike, damaged), (text) => {
      try {
        expect(decodedQrResult.safeParse(decodeAnswer(text, NOW)).success).toBe(true);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).details.map((detail) => detail.field)).toEqual(['query.qrCodeData']);
      }
    }), { numRuns: 1000 });
  });
});
