/**
 * GHQR (Ghana, GhIPSS): EMV MPM with merchant account template GUID GH.NET.GHIPSS.GHQR (seen in 32),
 * currency 936, country GH. No public spec: sub-IDs are named from the one real code
 * (docs/decisions/qr.md, QR-6).
 */
import type { QrIssue } from '../types.js';
import { accountWithGuid, expectCountryAndCurrency, present, type QrInput, type QrSchemeDetector, type QrSchemeProfile } from './profile.js';

const GUIDS = ['GH.NET.GHIPSS.GHQR'];
/** Sub-ID 04 as seen: "E" + yyyymmdd + "T" + hhmmss. */
const EXPIRY = /^E(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/;

const account = (input: QrInput) => accountWithGuid(input.emv, GUIDS);

export const ghqrDetector: QrSchemeDetector = {
  name: 'GHQR',
  qrCodeType: 'GHQR',
  detect: (input) => account(input) !== undefined,
};

export const ghqr: QrSchemeProfile = {
  detector: ghqrDetector,
  describe(input) {
    const found = account(input);
    const data = input.emv?.fields.additionalData;
    const expiry = found?.template['04']?.match(EXPIRY);
    return present({
      merchantAccountId: found?.id,
      merchantId: found?.template['01'],
      field02: found?.template['02'],
      field03: found?.template['03'],
      expiresAt: expiry ? `${expiry[1]}-${expiry[2]}-${expiry[3]}T${expiry[4]}:${expiry[5]}:${expiry[6]}` : found?.template['04'],
      billReference: data?.billNumber,
      storeLabel: data?.storeLabel,
      terminalLabel: data?.terminalLabel,
    });
  },
  warnings(input) {
    const found: QrIssue[] = expectCountryAndCurrency(input.emv, 'GHQR', 'GH', '936');
    const template = account(input);
    if (template && template.template['01'] === undefined) {
      found.push({ code: 'SCHEME_RULE', field: `merchantAccounts.${template.id}.01`, message: 'The GHQR template has no merchant ID (01).' });
    }
    const expiry = template?.template['04'];
    if (expiry !== undefined && !EXPIRY.test(expiry)) {
      found.push({ code: 'SCHEME_RULE', field: `merchantAccounts.${template?.id}.04`, message: `GHQR sub-ID 04 "${expiry}" is not E<yyyymmdd>T<hhmmss>.` });
    }
    return found;
  },
};
