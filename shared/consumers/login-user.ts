/**
 * What a consumer update changes on its login user (shared/identity/users.ts keeps the credentials
 * and verification): new contact details, and for administrators the lock, a new password and
 * verification they vouch for.
 */
import { revokeSubjectFamilies } from '../auth/refresh-tokens.js';
import { UnprocessableError } from '../http/errors.js';
import { hashPassword } from '../identity/password-hash.js';
import { assertAcceptablePassword } from '../identity/password-policy.js';
import { parseUsername } from '../identity/usernames.js';
import type { User, UserChanges } from '../identity/users.js';
import type { ConsumerUpdateBody } from '../schemas/consumer.js';
import type { ConsumerRecord } from './consumers.js';
import type { Mode } from './profiles.js';

const ADMIN_LOCK_REASON = 'Locked by an administrator';

/** Refusals that must come before the profile is written, so a refused request changes nothing. */
export function assertUserChangesAcceptable(user: User, body: ConsumerUpdateBody, mode: Mode): void {
  const credentials = body.loginCredentials;
  if (mode !== 'admin' || !credentials) return;
  if (credentials.username && parseUsername(credentials.username)?.value !== user.username) {
    throw new UnprocessableError('A login user\'s username cannot change.', [{ field: 'body.loginCredentials.username', reason: `cannot change (it is ${user.username})` }]);
  }
  if (credentials.password) {
    assertAcceptablePassword(credentials.password, {
      username: user.username, emailAddress: user.emailAddress, mobileNumber: user.mobileNumber, names: user.name ? [user.name] : [],
    }, 'body.loginCredentials.password');
  }
}

/** What an update changes on the user: written in the profile's transaction. */
export interface UserChangePlan {
  changes: UserChanges;
  remove: (keyof User)[];
  /** A new password was set: the user's sessions end once the change is committed. */
  newPassword: boolean;
}

/** The update's consequences for the user, or undefined when it has none. */
export async function planUserChanges(user: User, stored: ConsumerRecord, record: ConsumerRecord, body: ConsumerUpdateBody, mode: Mode, now = new Date()): Promise<UserChangePlan | undefined> {
  const changes: UserChanges = {};
  const remove: (keyof User)[] = [];
  // A new address or number must be verified again; a cleared one stays on the user (it may be the username).
  if (record.emailAddress && record.emailAddress !== stored.emailAddress && record.emailAddress !== user.emailAddress) {
    Object.assign(changes, { emailAddress: record.emailAddress, isEmailVerified: false });
  }
  if (record.mobileNumber && record.mobileNumber !== stored.mobileNumber && record.mobileNumber !== user.mobileNumber) {
    Object.assign(changes, { mobileNumber: record.mobileNumber, isMobileNumberVerified: false });
  }
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  if (name && name !== user.name) changes.name = name;

  let newPassword = false;
  if (mode === 'admin') {
    if (typeof body.isEmailVerified === 'boolean') changes.isEmailVerified = body.isEmailVerified;
    if (typeof body.isMobileNumberVerified === 'boolean') changes.isMobileNumberVerified = body.isMobileNumberVerified;
    const credentials = body.loginCredentials;
    if (credentials?.isLockedOut === false) {
      Object.assign(changes, { isLockedOut: false, failedLoginCount: 0 });
      remove.push('lockedUntil', 'reasonForLockout');
    } else if (credentials?.isLockedOut === true) {
      // No end time: an administrator's lock lasts until lifted and ends sessions at their next refresh.
      Object.assign(changes, { isLockedOut: true, reasonForLockout: credentials.reasonForLockout ?? ADMIN_LOCK_REASON });
      remove.push('lockedUntil');
    }
    if (credentials?.password) {
      newPassword = true;
      Object.assign(changes, { passwordHash: await hashPassword(credentials.password), mustChangePassword: true, passwordChangedAt: now.toISOString() });
    }
  }
  if (Object.keys(changes).length === 0 && remove.length === 0) return undefined;
  return { changes, remove, newPassword };
}

/** After the transaction committed: the user as it now stands, and its sessions ended if the password was set. */
export async function userAfter(user: User, plan: UserChangePlan | undefined): Promise<User> {
  if (!plan) return user;
  if (plan.newPassword) await revokeSubjectFamilies(user.userReference, 'password set by an administrator');
  const after: User = { ...user, ...plan.changes };
  for (const key of plan.remove) delete after[key];
  return after;
}
