/**
 * EMV consumer-presented codes: recognised and described, never paid to (they are a payer's
 * card, not a merchant). qrCodeType NONE (docs/decisions/qr.md, QR-14).
 */
import { decodeCpm, type CpmObject } from '../cpm-decode.js';
import type { QrSchemeDetector, QrSchemeProfile, SchemeFields } from './profile.js';

/** Tags as paths: `85`, `61[1].4F`, `61[2].50`, `62.5A`; a repeated template is numbered from 1. */
function flatten(objects: readonly CpmObject[], prefix = ''): [string, string][] {
  const seen = new Map<string, number>();
  const repeated = new Set(objects.filter((object, i) => objects.findIndex((other) => other.tag === object.tag) !== i).map((object) => object.tag));
  return objects.flatMap((object) => {
    const count = (seen.get(object.tag) ?? 0) + 1;
    seen.set(object.tag, count);
    const path = `${prefix}${object.tag}${repeated.has(object.tag) ? `[${count}]` : ''}`;
    return object.children ? flatten(object.children, `${path}.`) : [[path, object.value] as [string, string]];
  });
}

export const emvCpmDetector: QrSchemeDetector = {
  name: 'EMV-CPM',
  qrCodeType: 'NONE',
  detect: (input) => input.emv === undefined && decodeCpm(input.payload.trim()).ok,
};

export const emvCpm: QrSchemeProfile = {
  detector: emvCpmDetector,
  describe(input): SchemeFields {
    const decoded = decodeCpm(input.payload.trim());
    return decoded.ok ? Object.fromEntries(flatten(decoded.objects)) : {};
  },
  warnings: () => [],
};
