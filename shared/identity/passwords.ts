/**
 * Forgotten and changed passwords. A reset code is a random UUID sent to the user's verified
 * e-mail address (else verified mobile number), kept only as a SHA-256 hash, valid
 * RESET_CODE_TTL_SECONDS, used once, at most MAX_RESETS_PER_HOUR sent per account an hour.
 * The stored code is the entity of reset-codes.ts (its keys and access patterns are there).
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { revokeSubjectFamilies } from '../auth/refresh-tokens.js';
import type { Caller } from '../http/caller.js';
import { ValidationError, type FieldIssue } from '../http/errors.js';
import type { TokenResult } from '../http/schemas.js';
import { logger } from '../log.js';
import { enqueueOutbox, outboxEntry } from '../messages/outbox.js';
import type { PasswordChangeBody } from '../schemas/auth/password-change.js';
import { InvalidCredentialsError, ResetCodeInvalidError } from './errors.js';
import { recordFailedLogin } from './login.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { assertAcceptablePassword } from './password-policy.js';
import { deleteReset, putReset, readReset, type ResetItem } from './reset-codes.js';
import { openSession } from './sessions.js';
import { findUserByUsername, getUser, isLockedNow, updateUser, type User } from './users.js';
import { userOf } from './verification.js';

export const RESET_CODE_TTL_SECONDS = 30 * 60;
export const MAX_RESETS_PER_HOUR = 3;
/** The interface's floor on the forgot-password answer, so timing tells nothing about the account. */
export const FORGOT_PASSWORD_MIN_MS = 3000;
const HOUR = 3600;

const epoch = (now: Date) => Math.floor(now.getTime() / 1000);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Where a reset code may go: only an address the user has proved they hold. */
function resetChannel(user: User): { channel: 'email' | 'sms'; to: string } | undefined {
  if (user.isEmailVerified && user.emailAddress) return { channel: 'email', to: user.emailAddress };
  if (user.isMobileNumberVerified && user.mobileNumber) return { channel: 'sms', to: user.mobileNumber };
  return undefined;
}

async function sendResetCode(user: User, now: Date): Promise<void> {
  const destination = resetChannel(user);
  if (!destination) return;
  const t = epoch(now);
  const previous = await readReset(user.userReference);
  const sameWindow = previous !== undefined && previous.windowStartedAt + HOUR > t;
  if (sameWindow && previous.sendsInWindow >= MAX_RESETS_PER_HOUR) {
    logger.info('password reset throttled', { userReference: user.userReference });
    return;
  }
  const code = randomUUID();
  const windowStartedAt = sameWindow ? previous.windowStartedAt : t;
  const item: ResetItem = {
    codeHash: sha256(code), codeExpiresAt: t + RESET_CODE_TTL_SECONDS, windowStartedAt, sendsInWindow: sameWindow ? previous.sendsInWindow + 1 : 1,
  };
  const message = await outboxEntry({
    ...destination,
    template: 'password-reset',
    params: { userReference: user.userReference, expiresInMinutes: String(RESET_CODE_TTL_SECONDS / 60) },
    secrets: { resetCode: code },
    subject: user.userReference,
  }, now);
  await putReset(user.userReference, item, {
    replacing: previous, keepUntil: Math.max(item.codeExpiresAt, windowStartedAt + HOUR) + 60, alsoWrite: [message.put],
  });
  await enqueueOutbox([message.id]);
}

/**
 * POST /v1/auth/password/forgot: sends a reset code when the account exists and has a verified
 * address. Nothing about the account shows in the answer: a failure here is logged, not returned.
 */
export async function forgotPassword(username: string, now = new Date()): Promise<void> {
  try {
    const user = await findUserByUsername(username);
    if (user) await sendResetCode(user, now);
  } catch (error) {
    logger.error('password reset could not be sent', { error: error instanceof Error ? { name: error.name, message: error.message } : String(error) });
  }
}

async function consumeResetCode(user: User, code: string, now: Date): Promise<void> {
  const item = await readReset(user.userReference);
  if (!item || item.codeExpiresAt <= epoch(now)) throw new ResetCodeInvalidError();
  const presented = Buffer.from(sha256(code), 'hex');
  if (!timingSafeEqual(presented, Buffer.from(item.codeHash, 'hex'))) throw new ResetCodeInvalidError();
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
    return { user, oldPassword };
  }
  requireFields(body, ['resetCode', 'userReference'], ['oldPassword'], 'to reset a password without signing in');
  const user = await getUser(body.userReference ?? '');
  if (!user) throw new ResetCodeInvalidError();
  return { user, resetCode: body.resetCode ?? '' };
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
  const adminLock = user.isLockedOut && user.lockedUntil === undefined;
  const updated = await updateUser(user.userReference, {
    passwordHash: await hashPassword(body.newPassword),
    passwordChangedAt: now.toISOString(),
    mustChangePassword: false,
    failedLoginCount: 0,
    // A reset or change ends a timed lockout; an administrator's lock stays until lifted.
    isLockedOut: adminLock,
  }, adminLock ? [] : ['lockedUntil', 'reasonForLockout'], now);
  await revokeSubjectFamilies(user.userReference, 'password changed');
  return openSession(updated);
}
