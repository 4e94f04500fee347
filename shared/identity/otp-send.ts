/** Sending a one-time password (otp.ts says how codes are kept and checked): throttled per address, out through the outbox. */
import { randomInt } from 'node:crypto';
import { TooManyRequestsError } from '../http/errors.js';
import { outboxEntry } from '../messages/outbox.js';
import { epochSeconds } from '../epoch.js';
import { codeHash, OTP_TTL_SECONDS, platformHmacKey } from './otp.js';
import { putOtp, readOtp, type OtpItem, type OtpTarget } from './otp-codes.js';

export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_SENDS_PER_HOUR = 5;
const HOUR = 3600;

export interface IssueOptions {
  /** Shown in the message: what the code is for. */
  purpose: string;
  /** The user the code verifies, when known. */
  userReference?: string;
  /** Greeting name for e-mail. */
  recipientName?: string;
}

/** Sends a new code to the target, replacing any live one; 429 with Retry-After when throttled. */
export async function issueOtp(target: OtpTarget, options: IssueOptions, now = new Date()): Promise<void> {
  const t = epochSeconds(now);
  const previous = await readOtp(target);
  if (previous && previous.sentAt + RESEND_INTERVAL_SECONDS > t) {
    throw new TooManyRequestsError(previous.sentAt + RESEND_INTERVAL_SECONDS - t);
  }
  const sameWindow = previous !== undefined && previous.windowStartedAt + HOUR > t;
  if (sameWindow && previous.sendsInWindow >= MAX_SENDS_PER_HOUR) {
    throw new TooManyRequestsError(previous.windowStartedAt + HOUR - t);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const windowStartedAt = sameWindow ? previous.windowStartedAt : t;
  const item: OtpItem = {
    codeHash: codeHash(target, code, await platformHmacKey()),
    codeExpiresAt: t + OTP_TTL_SECONDS,
    attempts: 0,
    sentAt: t,
    windowStartedAt,
    sendsInWindow: sameWindow ? previous.sendsInWindow + 1 : 1,
    userReference: options.userReference,
  };
  const message = await outboxEntry({
    channel: target.channel,
    to: target.address,
    template: 'otp',
    params: { purpose: options.purpose, expiresInMinutes: String(OTP_TTL_SECONDS / 60), ...(options.recipientName ? { name: options.recipientName } : {}) },
    secrets: { code },
    subject: options.userReference,
  }, now);
  // The item outlives its code so the hourly send count holds for the whole hour.
  const stored = await putOtp(target, item, { replacing: previous, keepUntil: windowStartedAt + HOUR + 60, alsoWrite: [message.put] });
  if (!stored) throw new TooManyRequestsError(RESEND_INTERVAL_SECONDS);
}
