/**
 * Employee passcodes. A reminder must be able to tell the passcode again, so it is sealed
 * (AES-256-GCM, the employee reference bound in as additional data) rather than hashed; profiles
 * only ever say whether one is set.
 */
import { derivedKey } from '../auth/platform-secret.js';
import { sealSecrets, unsealSecrets } from '../messages/seal.js';

// A key of its own (and the employee bound in): a passcode never opens under the outbox's key or for another employee.
const sealId = (employeeReference: string) => `employee-passcode:${employeeReference}`;

export async function sealPasscode(employeeReference: string, passcode: string): Promise<string> {
  return sealSecrets(sealId(employeeReference), { passcode }, await derivedKey('employee-passcode'));
}

export async function unsealPasscode(employeeReference: string, sealed: string): Promise<string | undefined> {
  return (await unsealSecrets(sealId(employeeReference), sealed, await derivedKey('employee-passcode')))['passcode'];
}
