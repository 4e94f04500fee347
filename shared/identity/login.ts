/**
 * POST /v1/auth/login. Every failure looks the same (same code, message and, as near as we can
 * make it, time): an unknown username still costs one password hash, and a locked account is
 * refused with the same answer even when the password is right.
 *
 * Lockout policy: LOCKOUT_THRESHOLD consecutive failures lock the account for LOCKOUT_SECONDS;
 * a success resets the count; an administrator's lock (no end time) lasts until lifted.
 */
import type { TokenResult } from '../http/schemas.js';
import { logger } from '../log.js';
import { InvalidCredentialsError } from './errors.js';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './password-hash.js';
import { openSession } from './sessions.js';
import { findUserByUsername, incrementFailedLogins, isLockedNow, updateUser, type User } from './users.js';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_SECONDS = 15 * 60;
export const LOCKOUT_REASON = 'Too many failed sign-in attempts';

/** Counts a failed attempt against the user; the one that reaches the threshold locks the account. */
export async function recordFailedLogin(user: User, now = new Date()): Promise<void> {
  const lockEnded = user.isLockedOut && user.lockedUntil !== undefined && !isLockedNow(user, now);
  if (lockEnded) {
    // The lockout has run out: counting starts again from this failure.
    await updateUser(user.userReference, { failedLoginCount: 1, isLockedOut: false }, ['lockedUntil', 'reasonForLockout'], now);
    return;
  }
  const count = await incrementFailedLogins(user.userReference, now);
  if (count >= LOCKOUT_THRESHOLD && !user.isLockedOut) {
    await updateUser(user.userReference, {
      failedLoginCount: 0, isLockedOut: true, lockedUntil: Math.floor(now.getTime() / 1000) + LOCKOUT_SECONDS, reasonForLockout: LOCKOUT_REASON,
    }, [], now);
    logger.warn('account locked after failed sign-ins', { userReference: user.userReference });
  }
}

export async function login(username: string, password: string, now = new Date()): Promise<TokenResult> {
  const user = await findUserByUsername(username);
  if (!user) {
    await verifyDummy(password);
    throw new InvalidCredentialsError();
  }
  const matches = await verifyPassword(user.passwordHash, password);
  if (isLockedNow(user, now)) throw new InvalidCredentialsError();
  if (!matches) {
    await recordFailedLogin(user, now);
    throw new InvalidCredentialsError();
  }
  const fresh = user.failedLoginCount > 0 || user.isLockedOut || needsRehash(user.passwordHash)
    ? await updateUser(user.userReference, {
      failedLoginCount: 0, isLockedOut: false,
      ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {}),
    }, user.isLockedOut ? ['lockedUntil', 'reasonForLockout'] : [], now)
    : user;
  return openSession(fresh);
}
