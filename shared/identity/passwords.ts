/**
 * Changed passwords: by the old password when signed in, else by a reset code (sent by
 * password-forgot.ts, apart so that changing a password carries none of the outbox's code, issue 16),
 * used once. The stored code is the entity of reset-codes.ts (its keys and access patterns are there).
 */
import { timingSafeEqual } from 'node:crypto';
import { revokeSubjectFamilies } from '../auth/refresh-tokens.js';
import type { Caller } from '../http/caller.js';
import { ValidationError, type FieldIssue } from '../http/errors.js';
import type { TokenResult } from '../http/schemas.js';
import type { PasswordChangeBody } from '../schemas/auth/password-change.js';
import { InvalidCredentialsError, ResetCodeInvalidError } from './errors.js';
import { recordFailedLogin, unlockedNow } from './login.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { assertAcceptablePassword } from './password-policy.js';
import { deleteReset, readReset, resetCodeHash, type ResetItem } from './reset-codes.js';
import { openSession } from './sessions.js';
import { barredByAdministrator, getUser, isLockedNow, lockedByAdministrator, updateUserIfLockIs, type User } from './users.js';
import { userOf } from './verification.js';
import { epochSeconds } from '../epoch.js';

/** The stored reset item when `code` is the user's live code; ResetCodeInvalidError otherwise. Spends nothing. */
async function checkResetCode(user: User, code: string, now: Date): Promise<ResetItem> {
  const item = await readReset(user.userReference);
  if (!item || item.codeExpiresAt <= epochSeconds(now)) throw new ResetCodeInvalidError();
  const presented = Buffer.from(resetCodeHash(code), 'hex');
  if (!timingSafeEqual(presented, Buffer.from(item.codeHash, 'hex'))) throw new ResetCodeInvalidError();
  return item;
}

async function consumeResetCode(user: User, code: string, now: Date): Promise<void> {
  const item = await checkResetCode(user, code, now);
  if (!(await deleteReset(user.userReference, item.codeHash))) throw new ResetCodeInvalidError();
}

function requireFields(body: PasswordChangeBody, required: (keyof PasswordChangeBody)[], forbidden: (keyof PasswordChangeBody)[], why: string): void {
  const details: FieldIssue[] = [
    ...required.filter((k) => body[k] === undefined || body[k] === null).map((k) => ({ field: `body.${k}`, reason: `is required ${why}` })),
    ...forbidden.filter((k) => body[k] !== undefined && body[k] !== null).map((k) => ({ field: `body.${k}`, reason: `is not used ${why}` })),
  ];
  if (details.length > 0) throw new ValidationError(details);
}

/** Who is changing the password, proved by the old password (signed in) or by a reset code (not signed in). */
async function authenticateChange(caller: Caller, body: PasswordChangeBody, now: Date): Promise<{ user: User; oldPassword?: string; resetCode?: string }> {
  const signedIn = caller.kind === 'user' && caller.claims['UserReference'] !== undefined;
  if (signedIn) {
    requireFields(body, ['oldPassword'], ['resetCode'], 'when signed in');
    const user = await userOf(caller);
    if (body.userReference && body.userReference !== user.userReference) {
      throw new ValidationError([{ field: 'body.userReference', reason: 'must be the signed-in user or left out' }]);
    }
    const oldPassword = body.oldPassword ?? '';
    const matches = await verifyPassword(user.passwordHash, oldPassword);
    if (isLockedNow(user, now)) throw new InvalidCredentialsError();
    if (!matches) {
      // A stolen access token must not become a way to guess the password.
      await recordFailedLogin(user, now);
      throw new InvalidCredentialsError();
    }
    return { user: await unlockedNow(user, now), oldPassword };
  }
  requireFields(body, ['resetCode', 'userReference'], ['oldPassword'], 'to reset a password without signing in');
  const user = await getUser(body.userReference ?? '');
  if (!user) throw new ResetCodeInvalidError();
  const resetCode = body.resetCode ?? '';
  // The code before anything else is judged: the password rules and "must differ from the current
  // password" would otherwise answer anyone who names a user, a way to test guesses of the password
  // with no lockout (IDN-16). Checked only; it is spent last, so a refused password leaves it usable.
  await checkResetCode(user, resetCode, now);
  // A reset does not end an administrator's lock (IDN-4). Only the holder of a live code learns of
  // the lock, with login's answer to a locked account; the code is left unspent.
  if (barredByAdministrator(user)) throw new InvalidCredentialsError();
  return { user, resetCode };
}

/** POST /v1/auth/password/change: sets the new password, ends every other session, opens a new one. */
export async function changePassword(caller: Caller, body: PasswordChangeBody, now = new Date()): Promise<TokenResult> {
  const { user, oldPassword, resetCode } = await authenticateChange(caller, body, now);
  assertAcceptablePassword(body.newPassword, {
    username: user.username, emailAddress: user.emailAddress, mobileNumber: user.mobileNumber, names: user.name ? [user.name] : [], oldPassword,
  });
  if (oldPassword === undefined && (await verifyPassword(user.passwordHash, body.newPassword))) {
    throw new ValidationError([{ field: 'body.newPassword', reason: 'must differ from the current password' }]);
  }
  // Checked last so a refused password does not use up the code.
  if (resetCode !== undefined) await consumeResetCode(user, resetCode, now);
  const adminLock = lockedByAdministrator(user);
  // Only over the lock as read: one an administrator wrote meanwhile stays, and the change is refused
  // as for a locked account (IDN-24).
  const updated = await updateUserIfLockIs(user.userReference, user, {
    passwordHash: await hashPassword(body.newPassword),
    passwordChangedAt: now.toISOString(),
    mustChangePassword: false,
    failedLoginCount: 0,
    // A reset or change ends a timed lockout; an administrator's lock stays until lifted.
    isLockedOut: adminLock,
  }, adminLock ? [] : ['lockedUntil', 'reasonForLockout'], now);
  if (!updated) throw new InvalidCredentialsError();
  await revokeSubjectFamilies(user.userReference, 'password changed');
  return openSession(updated);
}
