/**
 * One-time passwords: six digits from the CSPRNG, kept only as an HMAC under a key derived from the
 * platform secret (a bare hash of six digits is reversed in a second), valid OTP_TTL_SECONDS, used
 * once, dead after OTP_MAX_ATTEMPTS wrong tries. Sending is throttled per address: one send per
 * RESEND_INTERVAL_SECONDS and MAX_SENDS_PER_HOUR an hour. The code leaves only through the outbox,
 * sealed, in the same transaction that stores its HMAC (otp-send.ts: sending is apart from checking,
 * so a function that only checks codes carries no outbox, issue 16). The stored code is the entity
 * of otp-codes.ts (its keys and access patterns are there).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/platform-secret.js';
import { OtpInvalidError } from './errors.js';
import { countWrongOtp, deleteOtp, readOtp, type OtpItem, type OtpTarget } from './otp-codes.js';
import { epochSeconds } from '../epoch.js';

export type { OtpChannel, OtpTarget } from './otp-codes.js';

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;

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

export const platformHmacKey = () => derivedKey('otp-hmac');

export function codeHash(target: OtpTarget, code: string, key: Buffer): string {
  return createHmac('sha256', key).update(`${target.channel}:${target.address}:${code}`).digest('hex');
}

/**
 * Checks a code and uses it up. Any failure is the same 401: no live code, expired, too many tries,
 * wrong code, a code sent for another user than `forUser`, or already used by a concurrent request.
 */
export async function consumeOtp(target: OtpTarget, code: string, forUser?: string, now = new Date(), deps: OtpDeps = {}): Promise<void> {
  const store = deps.store ?? tableOtpStore;
  const item = await store.readOtp(target);
  if (!item || item.codeExpiresAt <= epochSeconds(now) || item.attempts >= OTP_MAX_ATTEMPTS) throw new OtpInvalidError();
  // A code sent for one user verifies no one else who happens to share the number or address; nor
  // is that other user's try counted against it, which would let them use up its owner's tries (IDN-18).
  if (forUser !== undefined && item.userReference !== forUser) throw new OtpInvalidError();
  const presented = Buffer.from(codeHash(target, code, await (deps.hmacKey ?? platformHmacKey)()), 'hex');
  const stored = Buffer.from(item.codeHash, 'hex');
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) {
    await store.countWrongOtp(target, item.codeHash);
    throw new OtpInvalidError();
  }
  // Single use: only one request can remove this exact code.
  if (!(await store.deleteOtp(target, item.codeHash, OTP_MAX_ATTEMPTS))) throw new OtpInvalidError();
}
