/**
 * What an administrator's update of a consumer or merchant profile does to its login user: check a
 * username or password it sets, lock, unlock, set a password (ending the user's sessions), vouch for
 * verification, create the user when the profile has none. Apart from profile-user.ts and passed in
 * by the admin handlers, so the self-service updates need not bundle the password rules and
 * hashing (issue 16).
 */
import { revokeSubjectFamilies } from '../auth/refresh-tokens.js';
import { UnprocessableError } from '../http/errors.js';
import { hashPassword } from './password-hash.js';
import { assertAcceptablePassword } from './password-policy.js';
import { newProfileUserItems, type AdminUserChanges, type ProfileUserBody, type UserChangePlan } from './profile-user.js';
import { parseUsername } from './usernames.js';
import type { User } from './users.js';

const ADMIN_LOCK_REASON = 'Locked by an administrator';

function assertChanges(user: User | undefined, body: ProfileUserBody): void {
  const credentials = body.loginCredentials;
  if (!user || !credentials) return;
  if (credentials.username && parseUsername(credentials.username)?.value !== user.username) {
    throw new UnprocessableError('A login user\'s username cannot change.', [{ field: 'body.loginCredentials.username', reason: `cannot change (it is ${user.username})` }]);
  }
  if (credentials.password) {
    assertAcceptablePassword(credentials.password, {
      username: user.username, emailAddress: user.emailAddress, mobileNumber: user.mobileNumber, names: user.name ? [user.name] : [],
    }, 'body.loginCredentials.password');
  }
}

/** Verification it vouches for, lock, unlock, a new password, added to `plan`. */
async function addChanges(plan: UserChangePlan, body: ProfileUserBody, now: Date): Promise<void> {
  const { changes, remove } = plan;
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
    Object.assign(changes, { passwordHash: await hashPassword(credentials.password), mustChangePassword: true, passwordChangedAt: now.toISOString() });
    plan.newPassword = true;
  }
}

export const adminUserChanges: AdminUserChanges = {
  assertChanges,
  addChanges,
  newUserItems: (body, contact) => newProfileUserItems(body, contact, 'admin'),
  endSessions: async (user) => {
    await revokeSubjectFamilies(user.userReference, 'password set by an administrator');
  },
};
