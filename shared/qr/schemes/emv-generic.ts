/** Any EMV MPM payload that no named scheme claims: qrCodeType NONE, EMV's rules only. */
import type { QrSchemeDetector, QrSchemeProfile } from './profile.js';
import { present } from './profile.js';

export const emvGenericDetector: QrSchemeDetector = {
  name: 'EMV',
  qrCodeType: 'NONE',
  detect: (input) => input.emv !== undefined,
};

export const emvGeneric: QrSchemeProfile = {
  detector: emvGenericDetector,
  /** Each merchant account by ID: its GUID for a template, its value for a card-scheme primitive. */
  describe(input) {
    const accounts = Object.entries(input.emv?.fields.merchantAccounts ?? {});
    const data = input.emv?.fields.additionalData;
    return present({
      ...Object.fromEntries(accounts.map(([id, account]) => [`merchantAccount${id}`, typeof account === 'string' ? account : account['00']])),
      billReference: data?.billNumber,
      referenceLabel: data?.referenceLabel,
    });
  },
  warnings: () => [],
};
