/** Reading any scanned payload with every EMV rule: what GET /v1/qr/decode answers (reading.ts detects the scheme). */
import { decodeEmv } from '../emv-decode.js';
import type { QrCodeType } from '../../schemas/qr-code-type.js';
import { readingOf, type QrReading } from './reading.js';

export { DETECTION_ORDER, type QrReading } from './reading.js';

/** Reads any payload; an unrecognisable one is an error result, never an exception. */
export function readQr(payload: string, now: Date = new Date()): QrReading {
  return readingOf(decodeEmv(payload), payload, now);
}

export function detectQrType(payload: string): QrCodeType {
  return readQr(payload).qrCodeType;
}
