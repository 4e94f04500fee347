/**
 * V2QR: the interface names it but no definition of it could be found. The profile holds its place
 * in the detection order and recognises nothing until the requester supplies the format
 * (docs/decisions/qr.md, QR-12).
 */
import type { QrSchemeDetector, QrSchemeProfile } from './profile.js';

export const v2qrDetector: QrSchemeDetector = {
  name: 'V2QR',
  qrCodeType: 'V2QR',
  detect: () => false,
};

export const v2qr: QrSchemeProfile = {
  detector: v2qrDetector,
  describe: () => ({}),
  warnings: () => [],
};
