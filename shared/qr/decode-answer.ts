/**
 * What GET /v1/qr/decode answers for a reading (docs/decisions/qr.md, QR-16 to QR-19): the EMV
 * description of interface-fields.ts, the numbered type and presentation with their descriptions,
 * the scheme's own fields and every warning with its place in the description.
 */
import { ValidationError } from '../http/errors.js';
import type { DecodedQrResult } from '../schemas/decoded-qr.js';
import { describeEmvFields, interfacePath, PANS_IN_MERCHANT_INFO, type DecodedInterfaceEmv } from './interface-fields.js';
import { PRESENTATION, presentationDescription, qrTypeDescription, qrTypeNumber } from './interface-codes.js';
import { readQr, type QrReading } from './schemes/detect.js';
import type { SchemeFields } from './schemes/profile.js';

type Read = Extract<QrReading, { ok: true }>;

/** The decode answer for a payload; an unreadable one is a 400 naming query.qrCodeData (QR-19). */
export function decodeAnswer(payload: string, now: Date = new Date()): DecodedQrResult {
  const reading = readQr(payload, now);
  if (!reading.ok) throw new ValidationError([{ field: 'query.qrCodeData', reason: `is not a QR code this platform can read: ${reading.error.message}` }]);
  return answerFor(reading);
}

export function answerFor(reading: Read): DecodedQrResult {
  const description = reading.emv ? describeEmvFields(reading.emv.fields) : describeScheme(reading.scheme, reading.fields);
  const presentation = presentationOf(reading);
  return {
    ...description,
    qrType: qrTypeNumber(reading.qrCodeType),
    qrTypeDescription: qrTypeDescription(reading.scheme, reading.qrCodeType),
    qrPresentationType: presentation,
    qrPresentationTypeDescription: presentationDescription(presentation),
    scheme: { name: reading.scheme, fields: reading.scheme === 'EMV-CPM' ? maskCardData(reading.fields) : { ...reading.fields } },
    warnings: reading.warnings.map((warning) => ({ code: warning.code, field: interfacePath(warning.field, PANS_IN_MERCHANT_INFO), message: warning.message })),
  };
}

/** EMV 01 for an EMV code; for a URL code, whether it fixes an amount or reference (QR-16). */
function presentationOf(reading: Read): number {
  if (reading.emv) {
    const initiation = reading.emv.fields.initiation;
    return initiation === '11' ? PRESENTATION.Static : initiation === '12' ? PRESENTATION.Dynamic : PRESENTATION.NotStated;
  }
  if (reading.scheme === 'EMV-CPM') return PRESENTATION.ConsumerPresented;
  const fixed = ['amountCents', 'amount', 'id', 'reference'].some((name) => reading.fields[name] !== undefined);
  return fixed ? PRESENTATION.Dynamic : PRESENTATION.Static;
}

/** The interface's parts a non-EMV code fills: Zapper's merchant and site IDs are why merchantInfo has them (QR-18). */
function describeScheme(scheme: string, fields: SchemeFields): DecodedInterfaceEmv {
  const pick = (record: Readonly<Record<string, string | undefined>>) =>
    Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  switch (scheme) {
    case 'ZapperQR':
      return {
        merchantInfo: pick({ merchantName: fields['merchantName'], merchantId: fields['merchantId'], siteId: fields['siteId'] }),
        transactionInfo: pick({ transactionCurrency: fields['currency'], transactionAmount: fields['amount'] }),
        ...(fields['reference'] ? { additionalInfo: { referenceLabel: fields['reference'] } } : {}),
      };
    case 'SnapScanQR':
      return {
        merchantInfo: pick({ merchantId: fields['snapCode'] }),
        transactionInfo: pick({ transactionAmount: fields['amountRand'] }),
        ...(fields['id'] ? { additionalInfo: { referenceLabel: fields['id'] } } : {}),
      };
    case 'MtnMoMoQR':
      return { merchantInfo: pick({ merchantId: fields['merchantCode'] }), transactionInfo: {} };
    default:
      return { merchantInfo: {}, transactionInfo: {} };
  }
}

/** Card number (5A), track 2 (57) and track 2 data (9F6B) of a consumer-presented code: first six and last four only (QR-18). */
const CARD_TAGS = new Set(['5A', '57', '9F6B']);

function maskCardData(fields: SchemeFields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, value]) => {
    const tag = path.split('.').pop()?.replace(/\[\d+\]$/, '') ?? '';
    if (!CARD_TAGS.has(tag) || value.length <= 10) return [path, CARD_TAGS.has(tag) ? '*'.repeat(value.length) : value];
    return [path, `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`];
  }));
}
