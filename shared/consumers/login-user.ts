/**
 * What a consumer update changes on its login user (shared/identity/users.ts keeps the credentials
 * and verification): new contact details, and for administrators what shared/identity/admin-user-changes.ts
 * allows them (lock, a new password, verification they vouch for).
 */
import { emptyPlan, followProfileActive, isEmptyPlan, type AdminUserChanges, type UserChangePlan } from '../identity/profile-user.js';
import type { User } from '../identity/users.js';
import type { ConsumerUpdateBody } from '../schemas/consumer-bodies.js';
import type { ConsumerRecord } from './consumers.js';

/** The update's consequences for the user, or undefined when it has none. */
export async function planUserChanges(user: User, stored: ConsumerRecord, record: ConsumerRecord, body: ConsumerUpdateBody, admin: AdminUserChanges | undefined, now = new Date()): Promise<UserChangePlan | undefined> {
  const plan = emptyPlan();
  const { changes } = plan;
  // A new address or number must be verified again; a cleared one stays on the user (it may be the username).
  // Set by the user's own token, it receives no reset code for a while (IDN-19): a stolen access token
  // must not become the password by way of an address the thief holds.
  const set = admin ? () => ({}) : (field: 'emailAddressSetAt' | 'mobileNumberSetAt') => ({ [field]: now.toISOString() });
  if (record.emailAddress && record.emailAddress !== stored.emailAddress && record.emailAddress !== user.emailAddress) {
    Object.assign(changes, { emailAddress: record.emailAddress, isEmailVerified: false, ...set('emailAddressSetAt') });
  }
  if (record.mobileNumber && record.mobileNumber !== stored.mobileNumber && record.mobileNumber !== user.mobileNumber) {
    Object.assign(changes, { mobileNumber: record.mobileNumber, isMobileNumberVerified: false, ...set('mobileNumberSetAt') });
  }
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  if (name && name !== user.name) changes.name = name;
  followProfileActive(plan, user, record.isActive, 'consumerInactive');
  if (admin) await admin.addChanges(plan, body, now);
  return isEmptyPlan(plan) ? undefined : plan;
}
