/**
 * Forgotten passwords. A reset code is a random UUID sent to the user's verified e-mail address
 * (else verified mobile number), kept only as a SHA-256 hash, valid RESET_CODE_TTL_SECONDS, used
 * once (passwords.ts), at most MAX_RESETS_PER_HOUR sent per account an hour. Apart from the change
 * of a password so that only this function carries the outbox and its queue client (issue 16).
 * The stored code is the entity of reset-codes.ts (its keys and access patterns are there).
 */
import { randomUUID } from 'node:crypto';
import { logger } from '../log.js';
import { outboxEntry } from '../messages/outbox.js';
import { putReset, readReset, resetCodeHash, type ResetItem } from './reset-codes.js';
import { findUserByUsername, barredByAdministrator, type User } from './users.js';
import { epochSeconds } from '../epoch.js';

export const RESET_CODE_TTL_SECONDS = 30 * 60;
export const MAX_RESETS_PER_HOUR = 3;
/** The interface's floor on the forgot-password answer, so timing tells nothing about the account. */
export const FORGOT_PASSWORD_MIN_MS = 3000;
const HOUR = 3600;

/**
 * How long an address the user's own token set waits before it receives a reset code (IDN-19): with
 * a stolen access token a thief can set an address it holds and verify it by OTP; the password stays
 * out of its reach until the holder of the account has had days to notice. An administrator sets a
 * new password directly when a user cannot wait.
 */
export const CONTACT_HOLD_SECONDS = 72 * HOUR;

const held = (setAt: string | undefined, now: Date): boolean => setAt !== undefined && Date.parse(setAt) + CONTACT_HOLD_SECONDS * 1000 > now.getTime();

/** Where a reset code may go: only an address the user has proved they hold, and not one set in the last CONTACT_HOLD_SECONDS. */
function resetChannel(user: User, now: Date): { channel: 'email' | 'sms'; to: string } | undefined {
  if (user.isEmailVerified && user.emailAddress && !held(user.emailAddressSetAt, now)) return { channel: 'email', to: user.emailAddress };
  if (user.isMobileNumberVerified && user.mobileNumber && !held(user.mobileNumberSetAt, now)) return { channel: 'sms', to: user.mobileNumber };
  return undefined;
}

async function sendResetCode(user: User, now: Date): Promise<void> {
  const destination = resetChannel(user, now);
  if (!destination) return;
  const t = epochSeconds(now);
  const previous = await readReset(user.userReference);
  const sameWindow = previous !== undefined && previous.windowStartedAt + HOUR > t;
  if (sameWindow && previous.sendsInWindow >= MAX_RESETS_PER_HOUR) {
    logger.info('password reset throttled', { userReference: user.userReference });
    return;
  }
  const code = randomUUID();
  const windowStartedAt = sameWindow ? previous.windowStartedAt : t;
  const item: ResetItem = {
    codeHash: resetCodeHash(code), codeExpiresAt: t + RESET_CODE_TTL_SECONDS, windowStartedAt, sendsInWindow: sameWindow ? previous.sendsInWindow + 1 : 1,
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
}

/**
 * POST /v1/auth/password/forgot: sends a reset code when the account exists, has a verified
 * address and is not locked by an administrator (a reset cannot end that lock, IDN-4, so it is
 * answered as an unknown username is: the same answer, nothing sent). Nothing about the account
 * shows in the answer: a failure here is logged, not returned.
 */
export async function forgotPassword(username: string, now = new Date()): Promise<void> {
  try {
    const user = await findUserByUsername(username);
    if (user && !barredByAdministrator(user)) await sendResetCode(user, now);
  } catch (error) {
    logger.error('password reset could not be sent', { error: error instanceof Error ? { name: error.name, message: error.message } : String(error) });
  }
}
