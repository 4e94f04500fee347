/**
 * Scheme profiles behind one interface (shared/qr/schemes/): automatic detection in a fixed order,
 * each scheme's own fields and its extra warnings. Decisions: docs/decisions/qr.md (QR-5 … QR-14).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { QrCodeType } from '../../shared/schemas/qr-code-type.js';
import { encodeEmv } from '../../shared/qr/emv-encode.js';
import { DETECTION_ORDER, PROFILES, detectQrType, readQr } from '../../shared/qr/schemes/detect.js';
import type { EmvFields } from '../../shared/qr/types.js';

interface CorpusEntry { payload: string; scheme: string; format: string }
const corpusFile = fileURLToPath(new URL('../fixtures/qr/real-payloads.json', import.meta.url));
const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as CorpusEntry[];
const NOW = new Date('2026-11-24T00:00:00Z');

/** The corpus's scheme names → the qrCodeType and profile we detect; any other EMV code is plain EMV. */
const DETECTED: Record<string, { qrCodeType: QrCodeType; scheme: string }> = {
  GHQR: { qrCodeType: 'GHQR', scheme: 'GHQR' },
  'NIBSS-NQR': { qrCodeType: 'NIBSSQR', scheme: 'NIBSSQR' },
  ZapperQR: { qrCodeType: 'ZapperQR', scheme: 'ZapperQR' },
  SnapScanQR: { qrCodeType: 'SnapScanQR', scheme: 'SnapScanQR' },
  KHQR: { qrCodeType: 'NONE', scheme: 'KHQR' },
  'EMV-CPM': { qrCodeType: 'NONE', scheme: 'EMV-CPM' },
};

const payloadOf = (fields: EmvFields): string => {
  const encoded = encodeEmv(fields);
  if (!encoded.ok) throw new Error(JSON.stringify(encoded.errors));
  return encoded.payload;
};
const base: EmvFields = { mcc: '5411', currency: '710', country: 'ZA', merchantName: 'Corner Shop', merchantCity: 'Cape Town' };

describe('detection', () => {
  it('tries the profiles in the documented order (QR-5)', () => {
    expect(DETECTION_ORDER.map((profile) => profile.name)).toEqual(['SnapScanQR', 'ZapperQR', 'EMV-CPM', 'GHQR', 'NIBSSQR', 'PayShapQR', 'MtnMoMoQR', 'V2QR', 'KHQR', 'EMV']);
  });

  it('gives every detector its profile, so a reading describes whatever a verdict detects', () => {
    expect(PROFILES.map((profile) => profile.detector)).toEqual(DETECTION_ORDER);
  });

  const rows = corpus.map((entry, index): [string, CorpusEntry] => [`#${index} ${entry.scheme} (${entry.format})`, entry]);
  it.each(rows)('detects %s as its scheme', (_, entry) => {
    const reading = readQr(entry.payload, NOW);
    const tlvBroken = !reading.ok;
    const wanted = DETECTED[entry.scheme] ?? { qrCodeType: 'NONE', scheme: 'EMV' };
    if (tlvBroken) expect(reading.qrCodeType).toBe('NONE');
    else expect({ qrCodeType: reading.qrCodeType, scheme: reading.scheme }).toEqual(wanted);
    expect(detectQrType(entry.payload)).toBe(wanted.qrCodeType);
  });
});

describe('scheme fields and warnings', () => {
  it('GHQR: merchant id, expiry and labels from template 32; warns on a currency other than 936', () => {
    const ghqr = corpus.find((entry) => entry.scheme === 'GHQR')!.payload;
    expect(readQr(ghqr, NOW)).toMatchObject({
      qrCodeType: 'GHQR',
      fields: { merchantAccountId: '32', merchantId: '1064024100064025', expiresAt: '2021-09-13T12:00:00', storeLabel: '000000000065188', terminalLabel: '3800270914' },
      warnings: [],
    });
    const usd = payloadOf({ ...base, country: 'GH', currency: '840', merchantAccounts: { '32': { '00': 'GH.NET.GHIPSS.GHQR', '01': '1' } } });
    expect(readQr(usd, NOW)).toMatchObject({ qrCodeType: 'GHQR', warnings: [{ code: 'SCHEME_RULE', field: 'currency' }] });
  });

  it('NIBSSQR: institution and merchant number from 15, sub-merchant and order number from 26; the unhyphenated GUID is a warning', () => {
    const [first, second] = corpus.filter((entry) => entry.scheme === 'NIBSS-NQR').map((entry) => readQr(entry.payload, NOW));
    expect(first).toMatchObject({
      qrCodeType: 'NIBSSQR',
      fields: { institutionNumber: '999166', merchantNumber: 'M0000000001', subMerchantNumber: 'S0000000001', orderNumber: '999166200521092252016378356101' },
      warnings: [],
    });
    expect(second).toMatchObject({ qrCodeType: 'NIBSSQR', warnings: [{ code: 'SCHEME_RULE', field: 'merchantAccounts.26.00' }] });
  });

  it('SnapScanQR: the SnapCode, amount in cents and in rand, and the reference; a non-numeric amount is a warning', () => {
    expect(readQr('https://pos.snapscan.io/qr/shopalot?amount=50005&id=Ord123&strict=true', NOW)).toMatchObject({
      qrCodeType: 'SnapScanQR', fields: { snapCode: 'shopalot', amountCents: '50005', amountRand: '500.05', id: 'Ord123', strict: 'true' }, warnings: [],
    });
    expect(readQr('https://pos.snapscan.io/qr/abc?amount=5.00', NOW)).toMatchObject({ warnings: [{ code: 'BAD_FORMAT', field: 'amount' }] });
  });

  it('ZapperQR: merchant and site ids, amount, reference, currency and name from the URL sections; no merchant id is a warning', () => {
    expect(readQr('http://2.zap.pe?t=6&i=40895:49955:7[34|29.99|11,66|INV 7|10:10[39|ZAR,38|Dillon', NOW)).toMatchObject({
      qrCodeType: 'ZapperQR', fields: { merchantId: '40895', siteId: '49955', amount: '29.99', reference: 'INV 7', currency: 'ZAR', merchantName: 'Dillon' }, warnings: [],
    });
    expect(readQr('http://1.zap.pe?t=4', NOW)).toMatchObject({ qrCodeType: 'ZapperQR', warnings: [{ field: 'merchantId' }, { field: 'siteId' }] });
  });

  it('PayShapQR (provisional, QR-10): a template whose GUID names PayShap, its ShapID in 01', () => {
    const payload = payloadOf({ ...base, merchantAccounts: { '26': { '00': 'za.co.payshap', '01': '0821234567@bank' } } });
    expect(readQr(payload, NOW)).toMatchObject({ qrCodeType: 'PayShapQR', fields: { shapId: '0821234567@bank' }, warnings: [] });
  });

  it('MtnMoMoQR (provisional, QR-11): a template GUID with an MTN part, or a bare merchant code; a GhQR code stays GHQR', () => {
    const momo = payloadOf({ ...base, country: 'UG', currency: '800', merchantAccounts: { '27': { '00': 'com.mtn.momo', '01': '123456' } } });
    expect(readQr(momo, NOW)).toMatchObject({ qrCodeType: 'MtnMoMoQR', fields: { merchantCode: '123456' } });
    expect(readQr('654321', NOW)).toMatchObject({ qrCodeType: 'MtnMoMoQR', fields: { merchantCode: '654321' } });
    const both = payloadOf({ ...base, country: 'GH', currency: '936', merchantAccounts: { '27': { '00': 'com.mtn.momo' }, '32': { '00': 'GH.NET.GHIPSS.GHQR', '01': '1' } } });
    expect(detectQrType(both)).toBe('GHQR');
  });

  it('V2QR (QR-12): recognises nothing until its format is supplied', () => {
    expect(corpus.map((entry) => detectQrType(entry.payload))).not.toContain('V2QR');
    expect(detectQrType('V2QR:anything')).toBe('NONE');
  });

  it('KHQR rules (QR-13): a dynamic code needs an amount and an unexpired 13-digit expiry', () => {
    const dynamic = payloadOf({
      ...base, country: 'KH', currency: '840', initiation: '12', amount: '1.00',
      merchantAccounts: { '29': { '00': 'someone@bank' } }, unreserved: { '99': { '00': '1764000000000', '01': String(NOW.getTime() + 60_000) } },
    });
    expect(readQr(dynamic, NOW)).toMatchObject({ scheme: 'KHQR', qrCodeType: 'NONE', warnings: [] });
    expect(readQr(dynamic, new Date(NOW.getTime() + 120_000))).toMatchObject({ warnings: [{ code: 'EXPIRED', field: 'unreserved.99.01' }] });
  });

  it('EMV CPM (QR-14): a consumer-presented base64 code is recognised and its tags listed by path, type NONE', () => {
    const cpm = corpus.filter((entry) => entry.format === 'CPM-base64').map((entry) => readQr(entry.payload, NOW));
    expect(cpm[1]).toMatchObject({
      qrCodeType: 'NONE', scheme: 'EMV-CPM',
      fields: { '85': 'CPV01', '61[1].4F': 'A0000000555555', '61[1].50': 'Product1', '61[2].4F': 'A0000000666666', '62.5F20': 'CARDHOLDER/EMV', '62.64.9F36': '0001' },
    });
  });

  it('plain EMV: each merchant account by ID and the bill reference', () => {
    const payload = payloadOf({ ...base, merchantAccounts: { '02': '4111111111111111', '26': { '00': 'za.co.example' } }, additionalData: { billNumber: 'B-7' } });
    expect(readQr(payload, NOW)).toMatchObject({
      qrCodeType: 'NONE', scheme: 'EMV', fields: { merchantAccount02: '4111111111111111', merchantAccount26: 'za.co.example', billReference: 'B-7' }, warnings: [],
    });
  });

  it('an unreadable payload is an error result with qrCodeType NONE, not an exception', () => {
    expect(readQr('hello, world', NOW)).toMatchObject({ ok: false, qrCodeType: 'NONE', error: { code: 'UNREADABLE' } });
    expect(readQr('aGVsbG8=', NOW)).toMatchObject({ ok: false, qrCodeType: 'NONE' });
  });
});
