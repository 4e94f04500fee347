/**
 * PayShapQR (South Africa): no public QR payload format exists. Provisional profile: an EMV MPM code
 * with a merchant account template whose GUID names PayShap (e.g. za.co.payshap), 01 the ShapID
 * proxy; docs/decisions/qr.md, QR-10. Replace this file when the business supplies the spec.
 */
import { accountWhere, expectCountryAndCurrency, present, type QrInput, type QrSchemeDetector, type QrSchemeProfile } from './profile.js';

const account = (input: QrInput) => accountWhere(input.emv, (guid) => guid.includes('PAYSHAP'));

export const payShapDetector: QrSchemeDetector = {
  name: 'PayShapQR',
  qrCodeType: 'PayShapQR',
  detect: (input) => account(input) !== undefined,
};

export const payShap: QrSchemeProfile = {
  detector: payShapDetector,
  describe(input) {
    const found = account(input);
    return present({ guid: found?.template['00'], shapId: found?.template['01'], billReference: input.emv?.fields.additionalData?.billNumber });
  },
  warnings: (input) => expectCountryAndCurrency(input.emv, 'PayShapQR', 'ZA', '710'),
};
