/**
 * Which scheme a scanned payload belongs to, given its EMV reading: readQr (detect.ts) decodes with
 * every EMV rule and adds the scheme's fields and rules; a QR verdict (payability.ts) reads without
 * the field rules and asks the detectors only. Detectors are tried in a fixed order
 * (docs/decisions/qr.md, QR-5): URL schemes and base64 CPM first (neither can be MPM), then the EMV
 * schemes named by a template GUID (national switches before wallets), then the provisional ones,
 * then KHQR's rules, then plain EMV.
 */
import type { CrcCheck } from '../crc.js';
import type { EmvDecodeResult, EmvDecoded } from '../emv-read.js';
import type { QrIssue } from '../types.js';
import { emvCpmDetector } from './emv-cpm.js';
import { emvGenericDetector } from './emv-generic.js';
import { ghqrDetector } from './ghqr.js';
import { khqrDetector } from './khqr.js';
import { mtnMoMoDetector } from './mtn-momo.js';
import { nibssQrDetector } from './nibss.js';
import { payShapDetector } from './payshap.js';
import type { QrInput, QrSchemeDetector } from './profile.js';
import { snapScanDetector } from './snapscan.js';
import { v2qrDetector } from './v2qr.js';
import { zapperDetector } from './zapper.js';

export const DETECTION_ORDER: readonly QrSchemeDetector[] = [
  snapScanDetector, zapperDetector, emvCpmDetector, ghqrDetector, nibssQrDetector, payShapDetector, mtnMoMoDetector, v2qrDetector, khqrDetector, emvGenericDetector,
];

export type QrDetection =
  | {
      readonly ok: true;
      readonly detector: QrSchemeDetector;
      readonly input: QrInput;
      /** The EMV reading's warnings (for an EMV code); none of the scheme's. */
      readonly emvWarnings: readonly QrIssue[];
      readonly emv?: EmvDecoded;
      readonly crc?: CrcCheck;
    }
  | { readonly ok: false; readonly error: QrIssue; readonly crc: CrcCheck };

/** The scheme of any payload from its EMV reading; an unrecognisable one is an error result, never an exception. */
export function detectScheme(emv: EmvDecodeResult, payload: string, now: Date): QrDetection {
  const input: QrInput = { payload, now, ...(emv.ok ? { emv: emv.decoded } : {}) };
  const detector = DETECTION_ORDER.find((candidate) => candidate.detect(input));
  if (!detector) return emv.ok ? unreachable(emv.crc) : { ok: false, error: emv.error, crc: emv.crc };
  const emvPart = emv.ok ? { emv: emv.decoded, crc: emv.crc } : {};
  return { ok: true, detector, input, emvWarnings: emv.ok ? emv.warnings : [], ...emvPart };
}

/** The generic EMV detector takes every decoded payload; this keeps the type honest if it ever does not. */
function unreachable(crc: CrcCheck): QrDetection {
  return { ok: false, crc, error: { code: 'UNREADABLE', field: 'payload', message: 'No QR profile recognised the payload.' } };
}
