/**
 * MtnMoMoQR: no public MoMo QR payload format exists. Provisional profile: an EMV MPM code whose
 * merchant account template GUID has an "MTN" part (e.g. com.mtn.momo), or a bare MoMoPay merchant
 * code (5-10 digits) that is not EMV; docs/decisions/qr.md, QR-11. A Ghanaian MoMo merchant's GhQR
 * code is GHQR (that profile is tried first).
 */
import { accountWhere, present, type QrInput, type QrSchemeDetector, type QrSchemeProfile } from './profile.js';

const MERCHANT_CODE = /^\d{5,10}$/;

const account = (input: QrInput) => accountWhere(input.emv, (guid) => guid.split('.').includes('MTN'));

const bareCode = (input: QrInput) => (input.emv === undefined && MERCHANT_CODE.test(input.payload.trim()) ? input.payload.trim() : undefined);

export const mtnMoMoDetector: QrSchemeDetector = {
  name: 'MtnMoMoQR',
  qrCodeType: 'MtnMoMoQR',
  detect: (input) => account(input) !== undefined || bareCode(input) !== undefined,
};

export const mtnMoMo: QrSchemeProfile = {
  detector: mtnMoMoDetector,
  describe(input) {
    const found = account(input);
    return present({ merchantCode: bareCode(input) ?? found?.template['01'], guid: found?.template['00'] });
  },
  warnings: () => [],
};
