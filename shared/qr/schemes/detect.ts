/**
 * Reading any scanned payload: its scheme (reading.ts), every EMV rule, and the scheme's own fields
 * and rules; what GET /v1/qr/decode answers.
 */
import type { QrCodeType } from '../../schemas/qr-code-type.js';
import type { CrcCheck } from '../crc.js';
import { decodeEmv, type EmvDecoded } from '../emv-decode.js';
import type { QrIssue } from '../types.js';
import { emvCpm } from './emv-cpm.js';
import { emvGeneric } from './emv-generic.js';
import { ghqr } from './ghqr.js';
import { khqr } from './khqr.js';
import { mtnMoMo } from './mtn-momo.js';
import { nibssQr } from './nibss.js';
import { payShap } from './payshap.js';
import type { QrSchemeProfile, SchemeFields } from './profile.js';
import { detectScheme } from './reading.js';
import { snapScan } from './snapscan.js';
import { v2qr } from './v2qr.js';
import { zapper } from './zapper.js';

export { DETECTION_ORDER } from './reading.js';

/** Every scheme's profile, in reading.ts's detection order (test/unit/qr-schemes.test.ts holds them to it). */
export const PROFILES: readonly QrSchemeProfile[] = [snapScan, zapper, emvCpm, ghqr, nibssQr, payShap, mtnMoMo, v2qr, khqr, emvGeneric];

export type QrReading =
  | {
      readonly ok: true;
      readonly qrCodeType: QrCodeType;
      readonly scheme: string;
      /** The scheme's own fields. */
      readonly fields: SchemeFields;
      /** EMV's warnings (for an EMV code) and the scheme's. */
      readonly warnings: readonly QrIssue[];
      readonly emv?: EmvDecoded;
      readonly crc?: CrcCheck;
    }
  | { readonly ok: false; readonly qrCodeType: 'NONE'; readonly error: QrIssue; readonly crc: CrcCheck };

/** Reads any payload; an unrecognisable one is an error result, never an exception. */
export function readQr(payload: string, now: Date = new Date()): QrReading {
  const found = detectScheme(decodeEmv(payload), payload, now);
  if (!found.ok) return { ok: false, qrCodeType: 'NONE', error: found.error, crc: found.crc };
  const { detector, input, emv, crc } = found;
  const profile = PROFILES.find((candidate) => candidate.detector === detector);
  return {
    ok: true,
    qrCodeType: detector.qrCodeType,
    scheme: detector.name,
    fields: profile?.describe(input) ?? {},
    warnings: [...found.emvWarnings, ...(profile?.warnings(input) ?? [])],
    ...(emv ? { emv, crc } : {}),
  };
}

export function detectQrType(payload: string): QrCodeType {
  return readQr(payload).qrCodeType;
}
