/**
 * Employee passcodes. A reminder must be able to tell the passcode again, so it is sealed
 * (AES-256-GCM, the employee reference bound in as additional data) rather than hashed; profiles
 * only ever say whether one is set.
 */
import { sealSecrets, unsealSecrets } from '../messages/seal.js';

// The platform secret's outbox-seal key with a distinct id prefix: a sealed passcode does not open as an outbox item.
const sealId = (employeeReference: string) => `employee-passcode:${employeeReference}`;

export async function sealPasscode(employeeReference: string, passcode: string): Promise<string> {
  return sealSecrets(sealId(employeeReference), { passcode });
}

export async function unsealPasscode(employeeReference: string, sealed: string): Promise<string | undefined> {
  return (await unsealSecrets(sealId(employeeReference), sealed))['passcode'];
}
