/**
 * Passcodes: an employee's and the merchant's admin passcode. A reminder must be able to tell an
 * employee's again, so both are sealed (AES-256-GCM, the employee's or merchant's reference bound
 * in as additional data) rather than hashed; profiles only ever say whether one is set (MER-10, MER-24).
 */
import { derivedKey } from '../auth/platform-secret.js';
import { sealSecrets, unsealSecrets } from '../messages/seal.js';

// A key of its own (and the employee bound in): a passcode never opens under the outbox's key or for another employee.
const sealId = (employeeReference: string) => `employee-passcode:${employeeReference}`;

export async function sealPasscode(employeeReference: string, passcode: string): Promise<string> {
  return sealSecrets(sealId(employeeReference), { passcode }, await derivedKey('employee-passcode'));
}

/** The merchant's admin passcode, under a key of its own and bound to the merchant (MER-24). */
export async function sealAdminPasscode(merchantReference: string, passcode: string): Promise<string> {
  return sealSecrets(`merchant-admin-passcode:${merchantReference}`, { passcode }, await derivedKey('merchant-admin-passcode'));
}

export async function unsealPasscode(employeeReference: string, sealed: string): Promise<string | undefined> {
  return (await unsealSecrets(sealId(employeeReference), sealed, await derivedKey('employee-passcode')))['passcode'];
}
