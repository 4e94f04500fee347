/**
 * POST /v1/auth/login. Every failure looks the same (same code, message and, as near as we can
 * make it, time): an unknown username still costs one password hash, and a locked account is
 * refused with the same answer even when the password is right.
 *
 * The one thing the hashing cannot make equal is what a known account costs besides (the failure
 * count written to the table), so every failure also answers no sooner than LOGIN_FAILURE_MIN_MS
 * after the request began: longer than any failing path takes, so all failures take the same time.
 *
 * Lockout policy: LOCKOUT_THRESHOLD consecutive failures lock the account for LOCKOUT_SECONDS;
 * a success resets the count; an administrator's lock (no end time) lasts until lifted. Both writes
 * hold only while the lock is as read, so neither replaces a lock written meanwhile (IDN-24).
 */
import type { TokenResult } from '../http/schemas.js';
import { logger } from '../log.js';
import { noSoonerThan } from './answer-floor.js';
import { InvalidCredentialsError } from './errors.js';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './password-hash.js';
import { openSession } from './sessions.js';
import { endExpiredLockout, findUserByUsername, getUser, incrementFailedLogins, isLockedNow, updateUserIfLockIs, type User } from './users.js';
import { epochSeconds } from '../epoch.js';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_SECONDS = 15 * 60;
export const LOCKOUT_REASON = 'Too many failed sign-in attempts';
/** Every failed sign-in answers no sooner than this after it began (IDN-3). */
export const LOGIN_FAILURE_MIN_MS = 500;

/**
 * Counts a failed attempt against the user; the one that reaches the threshold locks the account.
 * Only called for an account not locked now (a lockout that has run out included).
 */
export async function recordFailedLogin(user: User, now = new Date()): Promise<void> {
  // The lockout has run out: counting starts again from this failure, once. An attempt that finds it
  // already ended by another is counted after it (IDN-17).
  if (user.isLockedOut && user.lockedUntil !== undefined && (await endExpiredLockout(user.userReference, user.lockedUntil, now))) return;
  const count = await incrementFailedLogins(user.userReference, now);
  if (count >= LOCKOUT_THRESHOLD) {
    // Only over an unlocked account: an administrator's lock (or another attempt's) written since the
    // read stays as it is, end time and reason included (IDN-24). The attempt fails either way.
    const locked = await updateUserIfLockIs(user.userReference, { isLockedOut: false }, {
      failedLoginCount: 0, isLockedOut: true, lockedUntil: epochSeconds(now) + LOCKOUT_SECONDS, reasonForLockout: LOCKOUT_REASON,
    }, [], now);
    if (locked) logger.warn('account locked after failed sign-ins', { userReference: user.userReference });
  }
}

/**
 * The user as stored now, once a right password was found: refused when the account was locked
 * while the password was being checked. Attempts sent together all read the user before any of them
 * failed, so without this read the right one among them passed the threshold's lock (IDN-15): now a
 * right password counts only when fewer than LOCKOUT_THRESHOLD failures were recorded before it.
 */
export async function unlockedNow(user: User, now: Date): Promise<User> {
  const current = await getUser(user.userReference);
  // Its consumer or merchant deactivated (CON-20, MER-22): refused as a locked account is, after the same wait.
  if (!current || isLockedNow(current, now) || current.consumerInactive || current.merchantInactive) throw new InvalidCredentialsError();
  return current;
}

/** The user when the password is right and the account is not locked; InvalidCredentialsError otherwise. */
async function authenticate(username: string, password: string, now: Date): Promise<User> {
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
  return unlockedNow(user, now);
}

/**
 * After a right password: the failure count reset, a lapsed lockout ended and an outdated hash
 * replaced, written only while the lock is still the one `user` was read with, so an
 * administrator's lock written meanwhile stays (IDN-24). Undefined when it changed (nothing written).
 */
export async function resetAfterSuccess(user: User, password: string, now: Date): Promise<User | undefined> {
  if (!(user.failedLoginCount > 0 || user.isLockedOut || needsRehash(user.passwordHash))) return user;
  return updateUserIfLockIs(user.userReference, user, {
    failedLoginCount: 0, isLockedOut: false,
    ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {}),
  }, user.isLockedOut ? ['lockedUntil', 'reasonForLockout'] : [], now);
}

export async function login(username: string, password: string, now = new Date()): Promise<TokenResult> {
  const started = Date.now();
  // Only a failure waits out the floor: a success tells the caller nothing it does not know.
  const user = await authenticate(username, password, now)
    .catch((error: unknown) => noSoonerThan(started, LOGIN_FAILURE_MIN_MS, () => Promise.reject(error)));
  const fresh = await resetAfterSuccess(user, password, now);
  // Locked since it was read (an administrator, or the threshold): the answer is a locked account's,
  // after the same wait as every failure (IDN-24).
  if (!fresh) return noSoonerThan(started, LOGIN_FAILURE_MIN_MS, () => Promise.reject(new InvalidCredentialsError()));
  return openSession(fresh);
}
