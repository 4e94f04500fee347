/**
 * The EMV MPM codec (shared/qr/): CRC, TLV in characters, lenient decoding against the corpus of
 * real payloads (test/fixtures/qr/real-payloads.json, a copy of the reference corpus kept in the repository so a clean clone has it), strict encoding,
 * and round trips. Decisions: docs/decisions/qr.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, emvCrcOf } from '../../shared/qr/crc.js';
import { decodeEmv } from '../../shared/qr/emv-decode.js';
import { encodeEmv } from '../../shared/qr/emv-encode.js';
import { readQr, type QrReading } from '../../shared/qr/schemes/detect.js';
import { readTlv } from '../../shared/qr/tlv.js';
import type { EmvFields, EmvTemplate, QrIssueCode } from '../../shared/qr/types.js';

interface CorpusEntry {
  payload: string;
  scheme: string;
  format: string;
  crcValid: boolean | null;
  expected: Record<string, unknown>;
  negative?: string;
}

const corpusFile = fileURLToPath(new URL('../fixtures/qr/real-payloads.json', import.meta.url));
const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as CorpusEntry[];
/** KHQR expiry is judged against this clock, not the machine's. */
const NOW = new Date('2026-11-24T00:00:00Z');

const template = (fields: EmvFields | undefined, id: string): EmvTemplate => {
  const value = fields?.merchantAccounts?.[id] ?? fields?.unreserved?.[id];
  return typeof value === 'object' ? value : {};
};
/** A sub-value that is itself a template (VietQR 38.01: 00 bank BIN, 01 account). */
const nested = (value: string | undefined): EmvTemplate => {
  const read = readTlv(value ?? '');
  return read.ok ? Object.fromEntries(read.objects.map((object) => [object.id, object.value])) : {};
};
/** A template as the corpus writes it: GUID as `guid`, other sub-IDs by number. */
const asCorpusTemplate = ({ '00': guid, ...rest }: EmvTemplate) => ({ guid, ...rest });

/** CPM fields are tag paths (`61[1].4F`, `62.5A`); the corpus names a template, a list of apps, or a bare tag. */
function cpmActual(key: string, fields: Readonly<Record<string, string>>): unknown {
  const entries = Object.entries(fields);
  if (key === 'apps') {
    const apps = entries.filter(([path]) => /^61(\[\d+\])?\.4F$/.test(path)).map(([path, aid]) => `${aid} ${fields[path.replace('4F', '50')]}`);
    return apps;
  }
  const children = entries.filter(([path]) => path.startsWith(`${key}.`)).map(([path, value]) => [path.slice(key.length + 1), value]);
  if (children.length > 0) return Object.fromEntries(children);
  return fields[key] ?? entries.find(([path]) => path.endsWith(`.${key}`))?.[1];
}

/** Corpus expected keys → where the reading holds them. */
function actualFor(key: string, reading: QrReading): unknown {
  if (!reading.ok) return undefined;
  if (reading.scheme === 'EMV-CPM') return cpmActual(key, reading.fields);
  if (!reading.emv) return reading.fields[key];
  const fields = reading.emv.fields;
  const data = fields.additionalData;
  const byKey: Record<string, () => unknown> = {
    payloadFormat: () => fields.payloadFormat, initiation: () => fields.initiation, mcc: () => fields.mcc,
    country: () => fields.country, merchantName: () => fields.merchantName, merchantCity: () => fields.merchantCity,
    amount: () => fields.amount, currency: () => fields.currency, tipIndicator: () => fields.tipIndicator,
    convenienceFeeFixed: () => fields.convenienceFeeFixed, convenienceFeePercentage: () => fields.convenienceFeePercentage,
    postalCode: () => fields.postalCode, crc: () => reading.emv?.crc, lang64: () => fields.language, additional62: () => data,
    terminalLabel: () => data?.terminalLabel, store62_03: () => data?.storeLabel, terminal62_07: () => data?.terminalLabel,
    purpose62_08: () => data?.purposeOfTransaction,
    mai26guid: () => template(fields, '26')['00'], guid: () => template(fields, '26')['00'],
    pixKey: () => template(fields, '26')['01'], infoAdicional: () => template(fields, '26')['02'], url: () => template(fields, '26')['25'],
    upiVpa: () => template(fields, '26')['01'], unreserved80url: () => template(fields, '80')['25'],
    proxyMobile: () => template(fields, '29')['01'], proxyNationalId: () => template(fields, '29')['02'],
    proxyTaxId: () => template(fields, '29')['02'], proxyEwallet: () => template(fields, '29')['03'],
    bankBin: () => nested(template(fields, '38')['01'])['00'], accountNumber: () => nested(template(fields, '38')['01'])['01'],
    service: () => template(fields, '38')['02'],
    mai38: () => asCorpusTemplate(template(fields, '38')), unreserved91: () => asCorpusTemplate(template(fields, '91')),
  };
  return byKey[key]?.() ?? reading.fields[key];
}

/** What each negative entry must yield: an error, or a warning with this code on this field. */
const NEGATIVE_FINDINGS: Record<number, { error: true } | { code: QrIssueCode; field: string }[]> = {
  3: [{ code: 'CRC_MISSING', field: 'crc' }],
  4: { error: true },
  5: { error: true },
  6: [{ code: 'CRC_MISMATCH', field: 'crc' }],
  7: [{ code: 'DUPLICATE_ID', field: 'currency' }, { code: 'CRC_MISSING', field: 'crc' }],
  8: { error: true },
  11: [{ code: 'CRC_MISMATCH', field: 'crc' }],
  13: [{ code: 'MISSING_FIELD', field: 'merchantCity' }],
  16: [{ code: 'ZERO_AMOUNT', field: 'amount' }],
  33: [{ code: 'INVALID_VALUE', field: 'initiation' }],
  34: [{ code: 'MISSING_FIELD', field: 'amount' }],
  35: [{ code: 'EXPIRED', field: 'unreserved.99.01' }],
  36: [{ code: 'MISSING_FIELD', field: 'unreserved.99.01' }],
  37: [{ code: 'BAD_FORMAT', field: 'unreserved.99.01' }],
  38: [{ code: 'BAD_FORMAT', field: 'mcc' }],
  52: [{ code: 'CRC_MISMATCH', field: 'crc' }],
  53: [{ code: 'CRC_MISMATCH', field: 'crc' }],
  70: [{ code: 'CRC_MISMATCH', field: 'crc' }],
  75: [{ code: 'CRC_MISMATCH', field: 'crc' }],
  86: { error: true },
  87: { error: true },
  94: [{ code: 'TEMPLATE_UNREADABLE', field: 'unreserved.99' }],
  95: [{ code: 'CRC_MISMATCH', field: 'crc' }],
  99: ['mcc', 'country', 'merchantName', 'merchantCity'].map((field) => ({ code: 'MISSING_FIELD' as const, field })),
};

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value 29B1 for "123456789", upper case and zero-padded', () => {
    expect(crc16CcittFalse(new TextEncoder().encode('123456789'))).toBe(0x29b1);
    expect(emvCrcOf('123456789')).toBe('29B1');
    expect(emvCrcOf('00020101021138580010A000000727012800069704070114190304136010180208QRIBFTTA53037045802VN6304')).toBe('0283');
  });

  it('runs over UTF-8 bytes: the Annex B.7 example with Chinese in 64 verifies', () => {
    const entry = corpus[0]!;
    expect(emvCrcOf(entry.payload.slice(0, -4))).toBe('A13A');
  });
});

describe('TLV', () => {
  it('counts lengths in characters (code points), not bytes', () => {
    const read = readTlv('0104最佳运输0202北京0302😀x');
    expect(read).toEqual({ ok: true, objects: [{ id: '01', value: '最佳运输' }, { id: '02', value: '北京' }, { id: '03', value: '😀x' }] });
  });

  it('reports where and why it cannot read, without throwing', () => {
    expect(readTlv('0002010102')).toEqual({ ok: false, fault: { at: 6, reason: 'value of ID 01 at character 6 (length 02) runs past the end' } });
    expect(readTlv('AA0201')).toMatchObject({ ok: false, fault: { at: 0 } });
  });
});

describe('the corpus of real payloads', () => {
  const rows = corpus.map((entry, index): [string, CorpusEntry & { index: number }] => [`#${index} ${entry.scheme} (${entry.format})`, { ...entry, index }]);
  describe.each(rows)('%s', (_, entry) => {
    const reading = readQr(entry.payload, NOW);

    it('decodes to its expected values', () => {
      const expected = Object.entries(entry.expected);
      if (expected.length > 0) expect(reading.ok).toBe(true);
      for (const [key, value] of expected) expect({ key, value: actualFor(key, reading) }).toEqual({ key, value });
    });

    it.skipIf(entry.crcValid === null)('gives the CRC verdict of the corpus', () => {
      expect(reading.ok ? reading.crc?.valid : reading.crc.valid).toBe(entry.crcValid);
    });

    it.skipIf(entry.negative === undefined)('yields the stated problem as a warning or an error', () => {
      const finding = NEGATIVE_FINDINGS[entry.index];
      expect(finding, `no expectation written for negative #${entry.index}: ${entry.negative}`).toBeDefined();
      if (finding === undefined) return;
      if ('error' in finding) {
        expect(reading).toMatchObject({ ok: false, error: { code: 'UNREADABLE', field: 'payload' } });
        return;
      }
      expect(reading.ok).toBe(true);
      const warnings = reading.ok ? reading.warnings.map(({ code, field }) => ({ code, field })) : [];
      expect(warnings).toEqual(expect.arrayContaining(finding));
    });
  });
});

describe('lenient decoding', () => {
  it('warns on payload format "02", a lower-case CRC, long names and zero amounts, and still decodes', () => {
    const codes = (index: number) => {
      const result = decodeEmv(corpus[index]!.payload);
      return result.ok ? result.warnings.map((warning) => `${warning.code} ${warning.field}`) : [];
    };
    expect(codes(81)).toContain('PAYLOAD_FORMAT payloadFormat');
    expect(codes(71)).toContain('CRC_LOWER_CASE crc');
    expect(codes(85)).toEqual(expect.arrayContaining(['TOO_LONG merchantName', 'ZERO_AMOUNT amount']));
  });

  it('keeps an unreadable template raw, the first of a duplicated ID, and a clean code has no warnings', () => {
    const duplicated = decodeEmv(corpus[7]!.payload);
    expect(duplicated.ok && duplicated.decoded.fields.currency).toBe('156');
    expect(decodeEmv('00020126140003abc0003xyz')).toMatchObject({ ok: true, warnings: expect.arrayContaining([expect.objectContaining({ code: 'DUPLICATE_ID', field: 'merchantAccounts.26.00' })]) });
    const raw = decodeEmv(corpus[94]!.payload);
    expect(raw.ok && raw.decoded.fields.unreserved?.['99']).toBe('12');
    expect(decodeEmv(corpus[0]!.payload)).toMatchObject({ ok: true, warnings: [] });
  });

  it('answers an unreadable payload with an UNREADABLE error naming the place, never an exception', () => {
    expect(decodeEmv('https://pos.snapscan.io/qr/STB2ACC8')).toMatchObject({ ok: false, error: { code: 'UNREADABLE', field: 'payload' } });
    expect(decodeEmv('')).toMatchObject({ ok: false, error: { code: 'UNREADABLE', message: 'Not an EMV MPM payload: it is empty.' } });
  });
});

const validFields: EmvFields = {
  payloadFormat: '01',
  initiation: '12',
  merchantAccounts: { '02': '4000123456789012', '26': { '00': 'GH.NET.GHIPSS.GHQR', '01': '1064024100064025' } },
  mcc: '5812',
  currency: '936',
  amount: '12.50',
  country: 'GH',
  merchantName: 'Kofi Chop Bar',
  merchantCity: 'Accra',
  additionalData: { billNumber: 'INV-001', terminalLabel: 'T1' },
  language: { languagePreference: 'zh', merchantNameAlt: '最佳运输' },
};

describe('strict encoding', () => {
  it('writes IDs in order with the CRC last, and the payload decodes to the same fields with no warnings', () => {
    const encoded = encodeEmv(validFields);
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    expect(encoded.payload.startsWith('000201010212')).toBe(true);
    expect(encoded.payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(decodeEmv(encoded.payload)).toMatchObject({ ok: true, warnings: [], crc: { valid: true }, decoded: { fields: validFields } });
  });

  it.each<[string, EmvFields, QrIssueCode, string]>([
    ['a name over 25 characters', { ...validFields, merchantName: 'M'.repeat(26) }, 'TOO_LONG', 'merchantName'],
    ['a city over 15 characters', { ...validFields, merchantCity: 'C'.repeat(16) }, 'TOO_LONG', 'merchantCity'],
    ['a zero amount', { ...validFields, amount: '0.00' }, 'ZERO_AMOUNT', 'amount'],
    ['an amount with two dots', { ...validFields, amount: '1.2.3' }, 'BAD_FORMAT', 'amount'],
    ['no merchant category code', { ...validFields, mcc: undefined }, 'MISSING_FIELD', 'mcc'],
    ['a non-numeric category code', { ...validFields, mcc: '1A2B' }, 'BAD_FORMAT', 'mcc'],
    ['payload format "02"', { ...validFields, payloadFormat: '02' }, 'PAYLOAD_FORMAT', 'payloadFormat'],
    ['no merchant account', { ...validFields, merchantAccounts: {} }, 'MISSING_FIELD', 'merchantAccounts'],
    ['a template without its GUID', { ...validFields, merchantAccounts: { '26': { '01': 'x' } } }, 'MISSING_FIELD', 'merchantAccounts.26.00'],
    ['a template over 99 characters', { ...validFields, merchantAccounts: { '26': { '00': 'g', '01': 'x'.repeat(99) } } }, 'TOO_LONG', 'merchantAccounts.26'],
    ['a non-ASCII name (it belongs in 64)', { ...validFields, merchantName: 'Café' }, 'BAD_FORMAT', 'merchantName'],
    ['a tip indicator "02" without its fixed fee', { ...validFields, tipIndicator: '02' }, 'MISSING_FIELD', 'convenienceFeeFixed'],
    ['a reserved ID', { ...validFields, rfu: { '65': 'x' } }, 'RESERVED_ID', 'rfu.65'],
  ])('refuses %s, naming the field', (_, fields, code, field) => {
    const encoded = encodeEmv(fields);
    expect(encoded.ok).toBe(false);
    expect(encoded.ok ? [] : encoded.errors).toContainEqual(expect.objectContaining({ code, field }));
  });

  it('refuses a payload over 512 characters', () => {
    const unreserved = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [String(80 + i), { '00': 'g'.repeat(32), '01': 'v'.repeat(55) }]));
    expect(encodeEmv({ ...validFields, unreserved })).toMatchObject({ ok: false, errors: [{ code: 'TOO_LONG', field: 'payload' }] });
  });
});

const ans = (max: number) => fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: max });
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const amount = fc.tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }))
  .map(([units, cents]) => (cents === undefined ? String(units) : `${units}.${String(cents).padStart(2, '0')}`));
const unicode = fc.string({ unit: fc.constantFrom('a', 'é', '最', '佳', 'ស', 'ញ', '😀', ' '), minLength: 1, maxLength: 12 });
const tip = fc.oneof(
  fc.constant({}),
  fc.constant({ tipIndicator: '01' }),
  amount.map((fee) => ({ tipIndicator: '02', convenienceFeeFixed: fee })),
  fc.stringMatching(/^[1-9]\d?(\.\d{1,2})?$/).map((percentage) => ({ tipIndicator: '03', convenienceFeePercentage: percentage })),
);
const fieldSets: fc.Arbitrary<EmvFields> = fc
  .tuple(
    fc.record({
      payloadFormat: fc.constant('01'),
      initiation: fc.constantFrom('11', '12'),
      mcc: digits(4),
      currency: digits(3),
      amount,
      country: fc.stringMatching(/^[A-Z]{2}$/),
      merchantName: ans(25),
      merchantCity: ans(15),
      postalCode: ans(10),
      merchantAccounts: fc.record({ '04': ans(19), '26': fc.record({ '00': ans(32), '01': ans(30) }, { requiredKeys: ['00'] }) }, { requiredKeys: ['26'] }),
      additionalData: fc.record({ billNumber: ans(25), referenceLabel: ans(25), terminalLabel: ans(25) }, { requiredKeys: ['billNumber'] }),
      language: fc.record({ languagePreference: fc.stringMatching(/^[a-z]{2}$/), merchantNameAlt: unicode, merchantCityAlt: unicode }, { requiredKeys: ['languagePreference', 'merchantNameAlt'] }),
      unreserved: fc.record({ '80': fc.record({ '00': ans(20), '05': ans(20) }, { requiredKeys: ['00'] }) }),
    }, { requiredKeys: ['payloadFormat', 'mcc', 'currency', 'country', 'merchantName', 'merchantCity', 'merchantAccounts'] }),
    tip,
  )
  .map(([fields, tipFields]) => ({ ...fields, ...tipFields }));

describe('round trips (fast-check)', () => {
  it('encodes any valid field set, and decodes it back to the same fields with a valid CRC and no warnings', () => {
    fc.assert(
      fc.property(fieldSets, (fields) => {
        const encoded = encodeEmv(fields);
        expect(encoded).toMatchObject({ ok: true });
        if (!encoded.ok) return;
        const decoded = decodeEmv(encoded.payload);
        expect(decoded).toMatchObject({ ok: true, warnings: [], crc: { valid: true } });
        expect(decoded.ok && decoded.decoded.fields).toEqual(fields);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random strings, TLV-like digits or damaged real payloads: it returns a result', () => {
    const damaged = fc.tuple(fc.constantFrom(...corpus.map((entry) => entry.payload)), fc.nat(), fc.string({ maxLength: 3 }))
      .map(([payload, at, insert]) => payload.slice(0, at % (payload.length + 1)) + insert + payload.slice((at % (payload.length + 1)) + 1));
    const inputs = fc.oneof(fc.string({ unit: 'binary', maxLength: 600 }), fc.stringMatching(/^\d{0,120}$/), damaged);
    fc.assert(
      fc.property(inputs, (payload) => {
        const decoded = decodeEmv(payload);
        const reading = readQr(payload, NOW);
        expect(typeof decoded.ok).toBe('boolean');
        expect(typeof reading.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
