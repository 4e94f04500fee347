/**
 * What hands out a merchant's credentials: the employee passcode reminder (unsealed with the
 * platform secret) and the admin token for a merchant. Apart from lookups.ts so that plain lookups
 * load neither the token signer nor Secrets Manager's client (issue 16, cold start).
 */
import type { TokenClaims } from '../auth/claims.js';
import { assertOwnsMerchant } from '../auth/claim-policy.js';
import { issueTokenPair } from '../auth/token-pair.js';
import { config } from '../config.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, UnprocessableError } from '../http/errors.js';
import type { TokenResult } from '../http/schemas.js';
import { userClaims } from '../identity/sessions.js';
import type { MerchantFullResult } from '../schemas/merchant-full-result.js';
import { unsealPasscode } from './employees.js';
import { fullProfileOf, requireMerchant, userOf } from './lookups.js';
import { merchantByMarker, merchantMarkers } from './merchants.js';

/**
 * GET /v1/merchant/employee/passcode-reminder/{employeeReference}: the merchant's full profile with
 * that one employee's passcode shown, for a token of the employee's merchant (404 otherwise).
 */
export async function passcodeReminder(caller: Caller, employeeReference: string): Promise<MerchantFullResult> {
  const found = await merchantByMarker(merchantMarkers.employee(employeeReference));
  if (!found) throw new NotFoundError('Employee', 'path.employeeReference');
  assertOwnsMerchant(caller, found.merchant.reference, 'path.employeeReference');
  const employee = found.merchant.employees.find((e) => e.reference === employeeReference.toLowerCase());
  if (!employee) throw new NotFoundError('Employee', 'path.employeeReference');
  if (!employee.sealedPasscode) throw new UnprocessableError('The employee has no passcode.', [{ field: 'path.employeeReference', reason: 'has no passcode set' }]);
  const passcode = await unsealPasscode(employee.reference, employee.sealedPasscode);
  const profile = await fullProfileOf(found.merchant);
  return {
    ...profile,
    employees: profile.employees.map((e) => (e['reference'] === employee.reference ? { ...e, passcode } : e)),
  };
}

/**
 * POST /v1/auth/admin/token/generate/merchant/{merchantReference}: the login user's claims when the
 * merchant has one (refresh then re-reads the user), else claims for the merchant alone.
 */
export async function merchantTokenPair(merchantReference: string): Promise<TokenResult> {
  const merchant = await requireMerchant(merchantReference);
  const user = await userOf(merchant);
  if (user) return issueTokenPair(user.userReference, userClaims(user), config.accessTokenTtlSeconds, { userReference: user.userReference });
  const claims: TokenClaims = { MerchantReference: merchant.reference, Name: merchant.name };
  if (merchant.mobileNumber) claims.MobileNumber = merchant.mobileNumber;
  if (merchant.emailAddress) claims.EmailAddress = merchant.emailAddress;
  return issueTokenPair(merchant.reference, claims, config.accessTokenTtlSeconds);
}
