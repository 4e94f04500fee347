/**
 * PayShapQR (South Africa): no public QR payload format exists. Provisional profile: an EMV MPM code
 * with a merchant account template whose GUID names PayShap (e.g. za.co.payshap), 01 the ShapID
 * proxy; docs/decisions/qr.md, QR-10. Replace this file when the business supplies the spec.
 */
import { expectCountryAndCurrency, present, type QrInput, type QrSchemeProfile } from './profile.js';

function account(input: QrInput) {
  for (const [id, template] of Object.entries(input.emv?.fields.merchantAccounts ?? {})) {
    if (typeof template !== 'string' && /payshap/i.test(template['00'] ?? '')) return { id, template };
  }
  return undefined;
}

export const payShap: QrSchemeProfile = {
  name: 'PayShapQR',
  qrCodeType: 'PayShapQR',
  detect: (input) => account(input) !== undefined,
  describe(input) {
    const found = account(input);
    return present({ guid: found?.template['00'], shapId: found?.template['01'], billReference: input.emv?.fields.additionalData?.billNumber });
  },
  warnings: (input) => expectCountryAndCurrency(input.emv, 'PayShapQR', 'ZA', '710'),
};
