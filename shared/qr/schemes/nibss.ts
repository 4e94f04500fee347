/**
 * NIBSS NQR (Nigeria): EMV MPM with template 26 GUID NG.COM.NIBSS-PLC.QR (01 sub-merchant, 02 order
 * number) and the merchant number in primitive 15 as **<institution>**<institution>****M<number>.
 * No public spec: read from observed codes (docs/decisions/qr.md, QR-7).
 */
import type { QrIssue } from '../types.js';
import { accountWithGuid, expectCountryAndCurrency, present, type QrInput, type QrSchemeDetector, type QrSchemeProfile } from './profile.js';

const GUID = 'NG.COM.NIBSS-PLC.QR';
/** Also seen without the hyphen. */
const GUID_VARIANT = 'NG.COM.NIBSSPLC.QR';
const MERCHANT_NUMBER = /^\*\*(\d+)\*\*(\d+)\*\*\*\*(M\w+)$/;

const account = (input: QrInput) => accountWithGuid(input.emv, [GUID, GUID_VARIANT]);
const tag15 = (input: QrInput) => {
  const value = input.emv?.fields.merchantAccounts?.['15'];
  return typeof value === 'string' ? value : undefined;
};

export const nibssQrDetector: QrSchemeDetector = {
  name: 'NIBSSQR',
  qrCodeType: 'NIBSSQR',
  detect: (input) => account(input) !== undefined,
};

export const nibssQr: QrSchemeProfile = {
  detector: nibssQrDetector,
  describe(input) {
    const found = account(input);
    const number = tag15(input)?.match(MERCHANT_NUMBER);
    return present({
      institutionNumber: number?.[1],
      forwardingInstitutionNumber: number?.[2],
      merchantNumber: number?.[3],
      subMerchantNumber: found?.template['01'],
      orderNumber: found?.template['02'],
      billReference: input.emv?.fields.additionalData?.billNumber,
    });
  },
  warnings(input) {
    const found: QrIssue[] = expectCountryAndCurrency(input.emv, 'NIBSSQR', 'NG', '566');
    const template = account(input);
    if (template && template.template['00']?.toUpperCase() !== GUID) {
      found.push({ code: 'SCHEME_RULE', field: `merchantAccounts.${template.id}.00`, message: `NIBSS GUID spelled "${template.template['00']}"; "${GUID}" expected.` });
    }
    if (template && template.template['01'] === undefined) {
      found.push({ code: 'SCHEME_RULE', field: `merchantAccounts.${template.id}.01`, message: 'The NIBSS template has no sub-merchant number (01).' });
    }
    if (!MERCHANT_NUMBER.test(tag15(input) ?? '')) {
      found.push({ code: 'SCHEME_RULE', field: 'merchantAccounts.15', message: 'No NIBSS merchant number (15) of the form **<institution>**<institution>****M<number>.' });
    }
    return found;
  },
};
