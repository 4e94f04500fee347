/**
 * A merchant's profile as answered: the basic result and the full one (never a passcode, never a
 * password). Apart from profile.ts, which seals passcodes as it applies a body, so that functions
 * that only read a merchant load neither the sealing nor Secrets Manager's client (issue 16).
 */
import { isLockedNow, type User } from '../identity/users.js';
import type { MerchantBasicResult } from '../schemas/merchant-basic-result.js';
import type { Terminal } from '../schemas/merchant-bodies.js';
import type { MerchantFullResult } from '../schemas/merchant-full-result.js';
import type { MerchantRecord, StoredEmployee, StoredTerminal } from './merchants.js';

export function basicResult(m: MerchantRecord): MerchantBasicResult {
  return {
    reference: m.reference, userReference: typeof m['userReference'] === 'string' ? m['userReference'] : null, yourReference: m.yourReference,
    source: m.source, name: m.name, categoryCode: m.categoryCode, category: m.category, emailAddress: m.emailAddress, mobileNumber: m.mobileNumber,
    countryIsoCode: m.countryIsoCode ?? null, currency: m.currency, kybStatusSummary: m.kybStatusSummary, shortCode: m.shortCode, isActive: m.isActive,
  };
}

function terminalResult(t: StoredTerminal): Terminal {
  return { ...t };
}

/** An employee as profiles show it: whether a passcode is set, never the passcode. */
function employeeResult({ sealedPasscode, ...e }: StoredEmployee): Record<string, unknown> {
  return { ...e, hasPasscode: sealedPasscode !== undefined };
}

const INTERNAL = new Set(['createdBy', 'referenceScope', 'updatedAt', 'adminPasscode', 'sealedAdminPasscode']);

/** The full profile; credentials and verification flags come from the login user (never a password). */
export function fullResult(m: MerchantRecord, user: User | undefined, now = new Date()): MerchantFullResult {
  const rest = Object.fromEntries(Object.entries(m).filter(([key]) => !INTERNAL.has(key)));
  const locked = user ? isLockedNow(user, now) : false;
  return {
    ...rest,
    ...basicResult(m),
    createdDate: m.createdDate,
    industry: m.industry,
    languageIsoCode: m.languageIsoCode ?? null,
    isRegistrationComplete: m.isRegistrationComplete,
    loginCredentials: user ? { username: user.username, isLockedOut: locked, reasonForLockout: locked ? user.reasonForLockout : undefined } : null,
    isEmailVerified: user?.isEmailVerified ?? false,
    isMobileNumberVerified: user?.isMobileNumberVerified ?? false,
    vCard: m.vCard,
    // Whether an admin passcode is set, never the passcode (MER-24).
    hasAdminPasscode: m['sealedAdminPasscode'] !== undefined || typeof m['adminPasscode'] === 'string',
    addresses: m.addresses,
    employees: m.employees.map(employeeResult),
    terminals: m.terminals.map(terminalResult),
    mobileWallets: m.mobileWallets as unknown as Record<string, unknown>[],
    attributes: m.attributes as unknown as Record<string, unknown>[],
    assignedProductReferences: m.assignedProductReferences,
  } as MerchantFullResult;
}
