/**
 * Whether a scanned QR code can be paid here right now, and to whom: the one verdict POST
 * /v1/validate/qr answers with (canProcess) and a `qrCodes` destination of POST /v1/pay is planned
 * from (docs/decisions/qr.md, QR-35, QR-36). A code of this platform pays its merchant inside the
 * platform (a dynamic one also its bill, while open and unexpired); a code of another scheme goes
 * out through the qrCode rail when a connector serves it here.
 */
import { isFinalStatus } from '../lookups/final-statuses.js';
import { getMerchant, type MerchantRecord } from '../merchants/merchants.js';
import { getPayment, hasSettled } from '../payments/payments.js';
import { railIsServed } from '../rails/rail-connectors.js';
import type { QrCodeType } from '../schemas/qr-code-type.js';
import type { ValidateQrResult } from '../schemas/validate-qr.js';
import { getQrBill, type QrBillRecord } from './bills.js';
import { askedAmountIssue } from './asked-amount.js';
import { platformCodeIn, type PlatformCode } from './platform-code.js';
import { readEmv } from './emv-read.js';
import { detectScheme, type QrDetection } from './schemes/reading.js';

/** What a payment of the code would give it. */
export interface QrAmount {
  readonly amountInCents: number;
  readonly currency: string;
}

/** A readable code, as the verdict reads it: its scheme's detector, its input and its EMV reading. */
export type QrRead = Extract<QrDetection, { ok: true }>;

/**
 * A payment's amount, with the check of it against the amount and currency the code itself states
 * (stated-amount.ts, which POST /v1/pay passes: validating gives no amount, so it never loads the
 * currency tables).
 */
export interface QrPaying extends QrAmount {
  readonly statedAmountIssue: (reading: QrRead, paying: QrAmount) => QrVerdict | undefined;
}

export type QrPayee =
  | {
      readonly kind: 'platform';
      readonly merchant: MerchantRecord;
      /** A dynamic code's bill, and the ended payment of it a new claim replaces (QR-36). */
      readonly bill?: { readonly record: QrBillRecord; readonly replaces?: string };
    }
  | { readonly kind: 'scheme'; readonly qrCodeType: QrCodeType; readonly scheme: string };

/** Which part of the destination a refusal names. */
export type QrIssueOn = 'qrCode' | 'amountInCents' | 'currency';

export type QrVerdict = { readonly ok: true; readonly payee: QrPayee } | { readonly ok: false; readonly on: QrIssueOn; readonly reason: string };

export const refuse = (reason: string, on: QrIssueOn = 'qrCode'): QrVerdict => ({ ok: false, on, reason });

/** The qrCodeType names a payment here can pay: this platform's codes (NONE) always; the others only where the qrCode rail is served. */
export function supportedQrCodeTypes(): QrCodeType[] {
  return railIsServed('qrCode') ? ['NONE', 'GHQR', 'NIBSSQR', 'ZapperQR', 'SnapScanQR', 'PayShapQR', 'MtnMoMoQR'] : ['NONE'];
}

/** Rules of a readable code that keep anyone from paying it: damaged, expired, presented by a consumer, or asking what cannot be known. */
function unpayable(reading: QrRead): string | undefined {
  if (reading.detector.name === 'EMV-CPM') return 'is a consumer-presented code: the merchant scans it, it cannot be paid to';
  const broken = reading.emvWarnings.find((w) => w.code === 'CRC_MISSING' || w.code === 'CRC_MISMATCH' || w.code === 'CRC_NOT_LAST');
  if (broken) return `cannot be trusted: ${broken.message} The code is damaged or altered`;
  const expired = reading.detector.expired?.(reading.input);
  if (expired) return `has expired: ${expired.message}`;
  return reading.emv ? askedAmountIssue(reading.emv.fields) : undefined;
}

/** A dynamic code's bill: open, unexpired, and not held by a payment under way or settled. */
async function billVerdict(code: Extract<PlatformCode, { kind: 'bill' }>, merchant: MerchantRecord, now: Date, paying: QrAmount | undefined): Promise<QrVerdict> {
  const record = await getQrBill(code.billReference);
  if (!record || record.merchantReference !== merchant.reference) return refuse('names no QR bill of this platform');
  if (record.status === 'Paid') return refuse('has already been paid; a dynamic QR code is paid once');
  if (now.getTime() >= Date.parse(record.expiresAt)) return refuse(`has expired (at ${record.expiresAt})`);
  const earlier = record.paymentReference ? await getPayment(record.paymentReference) : undefined;
  if (earlier && hasSettled(earlier)) return refuse('has already been paid; a dynamic QR code is paid once');
  if (earlier && !isFinalStatus(earlier.status)) return refuse('is being paid by another payment');
  if (paying && paying.currency !== record.currency) return refuse(`must be ${record.currency}, the currency of the QR code`, 'currency');
  if (paying && paying.amountInCents !== record.amountInCents) return refuse(`must be ${record.amountInCents}, the amount of the QR code`, 'amountInCents');
  return { ok: true, payee: { kind: 'platform', merchant, bill: { record, ...(earlier ? { replaces: earlier.paymentReference } : {}) } } };
}

/** The verdict on a code at `now`; with `paying`, also on the amount and currency a payment gives it. */
export async function qrVerdict(payload: string, now: Date, paying?: QrPaying): Promise<QrVerdict> {
  // Only the CRC warnings and the scheme's expiry decide (unpayable): neither EMV's field rules nor the scheme's others are run.
  const reading = detectScheme(readEmv(payload), payload, now);
  if (!reading.ok) return refuse(`cannot be read: ${reading.error.message}`);
  const rule = unpayable(reading);
  if (rule) return refuse(rule);
  const code = platformCodeIn(reading);
  if (code === 'malformed') return refuse('names this platform but no merchant or bill of it');
  if (code) {
    const merchant = await getMerchant(code.merchantReference);
    if (!merchant) return refuse('names no merchant of this platform');
    if (!merchant.isActive) return refuse('names a merchant that is not active');
    if (code.kind === 'bill') return billVerdict(code, merchant, now, paying);
    return paying?.statedAmountIssue(reading, paying) ?? { ok: true, payee: { kind: 'platform', merchant } };
  }
  const { qrCodeType, name: scheme } = reading.detector;
  if (!railIsServed('qrCode')) return refuse(`is a ${qrCodeType} code of another scheme; no connector serves such codes in this environment`);
  return paying?.statedAmountIssue(reading, paying) ?? { ok: true, payee: { kind: 'scheme', qrCodeType, scheme } };
}

/** POST /v1/validate/qr: canProcess is the verdict without an amount; supportedQrCodes the qrCodeType names, comma-separated (QR-37). */
export async function validateQrCode(qrCode: string, now = new Date()): Promise<ValidateQrResult> {
  return { canProcess: (await qrVerdict(qrCode, now)).ok, supportedQrCodes: supportedQrCodeTypes().join(',') };
}
