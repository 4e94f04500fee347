/**
 * Which scheme a scanned payload belongs to, and everything read from it, given its EMV reading:
 * readQr (detect.ts) decodes with every EMV rule, a QR verdict without the field rules it never
 * looks at (payability.ts). Profiles are tried in a fixed order (docs/decisions/qr.md, QR-5): URL
 * schemes and base64 CPM first (neither can be MPM), then the EMV schemes named by a template GUID
 * (national switches before wallets), then the provisional ones, then KHQR's rules, then plain EMV.
 */
import type { QrCodeType } from '../../schemas/qr-code-type.js';
import type { CrcCheck } from '../crc.js';
import type { EmvDecodeResult, EmvDecoded } from '../emv-read.js';
import type { QrIssue } from '../types.js';
import { emvCpm } from './emv-cpm.js';
import { emvGeneric } from './emv-generic.js';
import { ghqr } from './ghqr.js';
import { khqr } from './khqr.js';
import { mtnMoMo } from './mtn-momo.js';
import { nibssQr } from './nibss.js';
import { payShap } from './payshap.js';
import type { QrInput, QrSchemeProfile, SchemeFields } from './profile.js';
import { snapScan } from './snapscan.js';
import { v2qr } from './v2qr.js';
import { zapper } from './zapper.js';

export const DETECTION_ORDER: readonly QrSchemeProfile[] = [snapScan, zapper, emvCpm, ghqr, nibssQr, payShap, mtnMoMo, v2qr, khqr, emvGeneric];

export type QrReading =
  | {
      readonly ok: true;
      readonly qrCodeType: QrCodeType;
      readonly scheme: string;
      /** The scheme's own fields. */
      readonly fields: SchemeFields;
      /** EMV's warnings (for an EMV code; the field rules' only when decoded, detect.ts) and the scheme's. */
      readonly warnings: readonly QrIssue[];
      readonly emv?: EmvDecoded;
      readonly crc?: CrcCheck;
    }
  | { readonly ok: false; readonly qrCodeType: 'NONE'; readonly error: QrIssue; readonly crc: CrcCheck };

/** Reads any payload from its EMV reading; an unrecognisable one is an error result, never an exception. */
export function readingOf(emv: EmvDecodeResult, payload: string, now: Date): QrReading {
  const input: QrInput = { payload, now, ...(emv.ok ? { emv: emv.decoded } : {}) };
  const profile = DETECTION_ORDER.find((candidate) => candidate.detect(input));
  if (!profile) return emv.ok ? unreachable(emv.crc) : { ok: false, qrCodeType: 'NONE', error: emv.error, crc: emv.crc };
  const emvPart = emv.ok ? { emv: emv.decoded, crc: emv.crc } : {};
  return {
    ok: true,
    qrCodeType: profile.qrCodeType,
    scheme: profile.name,
    fields: profile.describe(input),
    warnings: [...(emv.ok ? emv.warnings : []), ...profile.warnings(input)],
    ...emvPart,
  };
}

/** The generic EMV profile takes every decoded payload; this keeps the type honest if it ever does not. */
function unreachable(crc: CrcCheck): QrReading {
  return { ok: false, qrCodeType: 'NONE', crc, error: { code: 'UNREADABLE', field: 'payload', message: 'No QR profile recognised the payload.' } };
}
