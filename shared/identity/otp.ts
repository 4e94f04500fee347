/**
 * One-time passwords: six digits from the CSPRNG, kept only as an HMAC under a key derived from the
 * platform secret (a bare hash of six digits is reversed in a second), valid OTP_TTL_SECONDS, used
 * once, dead after OTP_MAX_ATTEMPTS wrong tries. Sending is throttled per address: one send per
 * RESEND_INTERVAL_SECONDS and MAX_SENDS_PER_HOUR an hour. The code leaves only through the outbox,
 * sealed, in the same transaction that stores its HMAC. The stored code is the entity of
 * otp-codes.ts (its keys and access patterns are there).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/platform-secret.js';
import { TooManyRequestsError } from '../http/errors.js';
import { enqueueOutbox, outboxEntry } from '../messages/outbox.js';
import { OtpInvalidError } from './errors.js';
import { countWrongOtp, deleteOtp, putOtp, readOtp, type OtpItem, type OtpTarget } from './otp-codes.js';

export type { OtpChannel, OtpTarget } from './otp-codes.js';

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_SENDS_PER_HOUR = 5;
const HOUR = 3600;

/** The reads and writes a code check needs: the OTP entity (DynamoDB), or anything a test hands in. */
export interface OtpStore {
  readOtp(target: OtpTarget): Promise<OtpItem | undefined>;
  countWrongOtp(target: OtpTarget, codeHash: string): Promise<void>;
  deleteOtp(target: OtpTarget, codeHash: string, maxAttempts: number): Promise<boolean>;
}

export const tableOtpStore: OtpStore = { readOtp, countWrongOtp, deleteOtp };

export interface OtpDeps {
  /** Default: the table. */
  store?: OtpStore;
  /** The HMAC key of stored codes. Default: derived from the platform secret. */
  hmacKey?: () => Promise<Buffer>;
}

const epoch = (now: Date) => Math.floor(now.getTime() / 1000);
const platformHmacKey = () => derivedKey('otp-hmac');

function codeHash(target: OtpTarget, code: string, key: Buffer): string {
  return createHmac('sha256', key).update(`${target.channel}:${target.address}:${code}`).digest('hex');
}

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
  const t = epoch(now);
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
  await enqueueOutbox([message.id]);
}

/**
 * Checks a code and uses it up. Any failure is the same 401: no live code, expired, too many tries,
 * wrong code, a code sent for another user than `forUser`, or already used by a concurrent request.
 */
export async function consumeOtp(target: OtpTarget, code: string, forUser?: string, now = new Date(), deps: OtpDeps = {}): Promise<void> {
  const store = deps.store ?? tableOtpStore;
  const item = await store.readOtp(target);
  if (!item || item.codeExpiresAt <= epoch(now) || item.attempts >= OTP_MAX_ATTEMPTS) throw new OtpInvalidError();
  // A code sent for one user verifies no one else who happens to share the number or address.
  const otherUser = forUser !== undefined && item.userReference !== forUser;
  const presented = Buffer.from(codeHash(target, code, await (deps.hmacKey ?? platformHmacKey)()), 'hex');
  const stored = Buffer.from(item.codeHash, 'hex');
  if (otherUser || presented.length !== stored.length || !timingSafeEqual(presented, stored)) {
    await store.countWrongOtp(target, item.codeHash);
    throw new OtpInvalidError();
  }
  // Single use: only one request can remove this exact code.
  if (!(await store.deleteOtp(target, item.codeHash, OTP_MAX_ATTEMPTS))) throw new OtpInvalidError();
}
