/**
 * The employee passcode reminder (unsealed with the platform secret). Apart from lookups.ts so that
 * plain lookups load no sealing code (issue 16, cold start); the admin token for a merchant is in
 * merchant-token.ts, so neither bundle carries the other's signer or sealer.
 */
import { ownsMerchant } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, UnprocessableError } from '../http/errors.js';
import type { MerchantFullResult } from '../schemas/merchant-full-result.js';
import { unsealPasscode } from './employees.js';
import { fullProfileOf } from './lookups.js';
import { merchantByMarker, merchantMarkers } from './merchants.js';

/**
 * GET /v1/merchant/employee/passcode-reminder/{employeeReference}: the merchant's full profile with
 * that one employee's passcode shown, for a token of the employee's merchant (404 otherwise).
 */
export async function passcodeReminder(caller: Caller, employeeReference: string): Promise<MerchantFullResult> {
  const found = await merchantByMarker(merchantMarkers.employee(employeeReference));
  // Another merchant's employee is answered as one that does not exist (the same 404, word for word).
  if (!found || !ownsMerchant(caller, found.merchant.reference)) throw new NotFoundError('Employee', 'path.employeeReference');
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
