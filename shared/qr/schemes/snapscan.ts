/**
 * SnapScan (South Africa): not EMV but a URL, https://pos.snapscan.io/qr/{SnapCode}, with
 * amount={cents}, id={merchant reference} and strict=true for a dynamic code (SnapScan Payments
 * Guide; docs/decisions/qr.md, QR-8).
 */
import type { QrIssue } from '../types.js';
import { present, type QrInput, type QrSchemeDetector, type QrSchemeProfile } from './profile.js';

const URL_FORM = /^https?:\/\/pos\.snapscan\.io\/qr\/([^/?#]+)(?:\?([^#]*))?$/i;

function parse(payload: string): { snapCode: string; query: URLSearchParams } | undefined {
  const match = payload.trim().match(URL_FORM);
  if (!match?.[1]) return undefined;
  return { snapCode: match[1], query: new URLSearchParams(match[2] ?? '') };
}

/** Cents as rand with two decimals, by string arithmetic (no floats for money). */
function rand(cents: string): string {
  const padded = cents.padStart(3, '0');
  return `${padded.slice(0, -2).replace(/^0+(?=\d)/, '')}.${padded.slice(-2)}`;
}

export const snapScanDetector: QrSchemeDetector = {
  name: 'SnapScanQR',
  qrCodeType: 'SnapScanQR',
  detect: (input) => parse(input.payload) !== undefined,
};

export const snapScan: QrSchemeProfile = {
  detector: snapScanDetector,
  describe(input: QrInput) {
    const parsed = parse(input.payload);
    const cents = parsed?.query.get('amount') ?? undefined;
    return present({
      snapCode: parsed?.snapCode,
      amountCents: cents,
      amountRand: cents !== undefined && /^\d+$/.test(cents) ? rand(cents) : undefined,
      id: parsed?.query.get('id') ?? undefined,
      strict: parsed?.query.get('strict') ?? undefined,
    });
  },
  warnings(input) {
    const found: QrIssue[] = [];
    const cents = parse(input.payload)?.query.get('amount');
    if (cents != null && !/^\d+$/.test(cents)) found.push({ code: 'BAD_FORMAT', field: 'amount', message: `SnapScan amount "${cents}" is not a whole number of cents.` });
    if (!/^https:/i.test(input.payload.trim())) found.push({ code: 'SCHEME_RULE', field: 'payload', message: 'SnapScan codes are https URLs.' });
    return found;
  },
};
