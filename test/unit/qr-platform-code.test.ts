/** The platform's own QR codes (docs/decisions/qr.md, QR-30, QR-31, QR-34): template 28, amounts, scheme forms. */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeEmv } from '../../shared/qr/emv-encode.js';
import {
  emvAmount, encodeDynamicCode, ISSUABLE_QR_CODE_TYPES, minorUnitsOf, platformCodeIn, platformTemplate, PLATFORM_TEMPLATE_ID, schemeFormIssue, type DynamicCode,
} from '../../shared/qr/platform-code.js';
import { readQr } from '../../shared/qr/schemes/detect.js';

const base = { mcc: '5411', currency: '710', country: 'ZA', merchantName: 'Shop', merchantCity: 'Cape Town' };

function payloadOf(account: Record<string, string>): string {
  const encoded = encodeEmv({ ...base, merchantAccounts: { [PLATFORM_TEMPLATE_ID]: account } });
  if (!encoded.ok) throw new Error(JSON.stringify(encoded.errors));
  return encoded.payload;
}

describe('amounts (54) in minor units', () => {
  it.each([[2500, 2, '25.00'], [5, 2, '0.05'], [2500, 0, '2500'], [1, 3, '0.001']])('writes %i with %i decimals as %s', (cents, digits, text) => {
    expect(emvAmount(cents, digits)).toBe(text);
  });

  it.each([['25.00', 2500], ['25', 2500], ['25.5', 2550], ['98.', 9800], ['25.001', undefined], ['2,5', undefined]])('reads %s as %s cents of a two-decimal currency', (text, cents) => {
    expect(minorUnitsOf(text, 2)).toBe(cents);
  });

  it('reads back every amount it writes', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (cents, digits) => minorUnitsOf(emvAmount(cents, digits), digits) === cents));
  });
});

describe('finding the platform template in a reading (QR-30)', () => {
  it('reads a static code as its merchant and a dynamic one as its merchant and bill, whatever the letter case of the references', () => {
    const [merchant, bill] = [randomUUID(), randomUUID()];
    expect(platformCodeIn(readQr(payloadOf(platformTemplate(merchant))))).toEqual({ kind: 'merchant', merchantReference: merchant });
    expect(platformCodeIn(readQr(payloadOf(platformTemplate(merchant.toUpperCase(), bill))))).toEqual({ kind: 'bill', merchantReference: merchant, billReference: bill });
  });

  it('answers malformed for a platform template without a readable merchant or bill, and nothing for other codes', () => {
    expect(platformCodeIn(readQr(payloadOf({ '00': 'NET.PAYMENTS-PLATFORM', '01': 'not-a-reference' })))).toBe('malformed');
    expect(platformCodeIn(readQr(payloadOf({ ...platformTemplate(randomUUID()), '02': '1234' })))).toBe('malformed');
    expect(platformCodeIn(readQr(payloadOf({ '00': 'COM.OTHER.QR', '01': 'x' })))).toBeUndefined();
    expect(platformCodeIn(readQr('hello'))).toBeUndefined();
  });
});

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 25 }).filter((s) => s.trim() !== '');

describe('dynamic codes (QR-34)', () => {
  it('encodes any valid bill in each scheme form, and decodes back to its fields, detected as that scheme, naming the bill', () => {
    const forms = { NONE: ['ZAR', 'ZAF', 'ZA', '710'], GHQR: ['GHS', 'GHA', 'GH', '936'], NIBSSQR: ['NGN', 'NGA', 'NG', '566'] } as const;
    fc.assert(fc.property(
      fc.constantFrom(...ISSUABLE_QR_CODE_TYPES), fc.integer({ min: 1, max: 99_999_999_999 }), printable, fc.string({ maxLength: 40 }), fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 9999 }),
      (qrCodeType, amountInCents, invoiceNumber, merchantName, city, categoryCode) => {
        const [currency, countryIsoCode, alpha2, numeric] = forms[qrCodeType];
        const code: DynamicCode = {
          qrCodeType, merchantReference: randomUUID(), merchantShortCode: 1234567, merchantName, categoryCode, countryIsoCode, city, billReference: randomUUID(),
          invoiceNumber, amountInCents, currency, expiresAt: '2030-01-02T03:04:05.000Z',
        };
        const encoded = encodeDynamicCode(code);
        expect(encoded.ok, JSON.stringify(encoded)).toBe(true);
        if (!encoded.ok) return;
        const reading = readQr(encoded.payload);
        expect(reading.qrCodeType).toBe(qrCodeType);
        if (!reading.ok) return;
        expect(reading.emv?.fields).toMatchObject({ initiation: '12', currency: numeric, country: alpha2, amount: emvAmount(amountInCents, 2), additionalData: { billNumber: invoiceNumber } });
        expect(reading.warnings.filter((w) => w.code !== 'SCHEME_RULE')).toEqual([]);
        expect(platformCodeIn(reading)).toEqual({ kind: 'bill', merchantReference: code.merchantReference, billReference: code.billReference });
      },
    ), { numRuns: 200 });
  });

  it('refuses a scheme form outside its currency or country', () => {
    expect(schemeFormIssue('GHQR', 'ZAR', 'ZAF')).toMatch(/GHQR codes are in GHS/);
    expect(schemeFormIssue('NIBSSQR', 'NGN', 'GHA')).toMatch(/NIBSSQR codes are for country NG/);
    expect(schemeFormIssue('GHQR', 'GHS', undefined)).toBeUndefined();
    expect(schemeFormIssue('NONE', 'EUR', 'DEU')).toBeUndefined();
  });
});
