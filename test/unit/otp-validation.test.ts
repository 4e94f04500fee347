/**
 * OTP validation (consumeOtp in shared/identity/otp.ts) as a use case alone: the OTP entity and the
 * HMAC key are handed in, so no DynamoDB or Secrets Manager runs. The HTTP behaviour is held by
 * test/integration/auth-otp.test.ts.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumeOtp, OTP_MAX_ATTEMPTS, type OtpDeps, type OtpStore, type OtpTarget } from '../../shared/identity/otp.js';
import type { OtpItem } from '../../shared/identity/otp-codes.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const T = NOW.getTime() / 1000;
const KEY = Buffer.alloc(32, 7);
const target: OtpTarget = { channel: 'sms', address: '+27821234567' };

/** The HMAC issueOtp stores for a code (same input as otp.ts), under the test key. */
const hashOf = (code: string) => createHmac('sha256', KEY).update(`${target.channel}:${target.address}:${code}`).digest('hex');

const liveCode = (extra: Partial<OtpItem> = {}): OtpItem => ({
  codeHash: hashOf('123456'), codeExpiresAt: T + 600, attempts: 0, sentAt: T - 10, windowStartedAt: T - 10, sendsInWindow: 1, userReference: 'user-1', ...extra,
});

/** The OTP entity in memory: at most one code, with the same conditions as the table's writes. */
function memoryStore(initial: OtpItem | undefined, options: { lostRace?: boolean } = {}) {
  let item = initial && { ...initial };
  const calls: string[] = [];
  const store: OtpStore = {
    readOtp: async () => item && { ...item },
    countWrongOtp: async (_target, codeHash) => {
      calls.push('count');
      if (item?.codeHash === codeHash) item.attempts += 1;
    },
    deleteOtp: async (_target, codeHash, maxAttempts) => {
      calls.push('delete');
      // A concurrent request used the code between the read and this delete.
      if (options.lostRace || item?.codeHash !== codeHash || item.attempts >= maxAttempts) return false;
      item = undefined;
      return true;
    },
  };
  return { store, calls, stored: () => item };
}

const depsOf = (store: OtpStore): OtpDeps => ({ store, hmacKey: async () => KEY });
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: { status?: number; code?: string }) => e);
const invalid = { status: 401, code: 'OTP_INVALID' };

describe('validating an OTP, with no table', () => {
  it('the right code for its user is used up once: a second try finds nothing', async () => {
    const { store, calls, stored } = memoryStore(liveCode());
    await consumeOtp(target, '123456', 'user-1', NOW, depsOf(store));
    expect(calls).toEqual(['delete']);
    expect(stored()).toBeUndefined();
    expect(await failure(consumeOtp(target, '123456', 'user-1', NOW, depsOf(store)))).toMatchObject(invalid);
  });

  it('an admin validation (no user named) accepts a code sent for any user', async () => {
    const { store, stored } = memoryStore(liveCode());
    await consumeOtp(target, '123456', undefined, NOW, depsOf(store));
    expect(stored()).toBeUndefined();
  });

  it('a wrong code counts a try; after the last one even the right code is refused', async () => {
    const { store, stored } = memoryStore(liveCode());
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      expect(await failure(consumeOtp(target, '000000', 'user-1', NOW, depsOf(store)))).toMatchObject(invalid);
      expect(stored()?.attempts).toBe(i);
    }
    expect(await failure(consumeOtp(target, '123456', 'user-1', NOW, depsOf(store)))).toMatchObject(invalid);
    expect(stored()).toBeDefined();
  });

  it('a code sent for another user is refused, right or wrong, and not counted against its owner (IDN-18)', async () => {
    const { store, calls, stored } = memoryStore(liveCode());
    for (let i = 0; i < OTP_MAX_ATTEMPTS + 1; i++) {
      expect(await failure(consumeOtp(target, i === 0 ? '123456' : '000000', 'user-2', NOW, depsOf(store)))).toMatchObject(invalid);
    }
    expect(calls).toEqual([]);
    expect(stored()?.attempts).toBe(0);
    // Its owner can still use it.
    await consumeOtp(target, '123456', 'user-1', NOW, depsOf(store));
    expect(stored()).toBeUndefined();
  });

  it('no code, an expired code and a code used meanwhile are the same 401', async () => {
    const none = memoryStore(undefined);
    expect(await failure(consumeOtp(target, '123456', 'user-1', NOW, depsOf(none.store)))).toMatchObject(invalid);
    const expired = memoryStore(liveCode({ codeExpiresAt: T }));
    expect(await failure(consumeOtp(target, '123456', 'user-1', NOW, depsOf(expired.store)))).toMatchObject(invalid);
    expect(expired.calls).toEqual([]);
    const raced = memoryStore(liveCode(), { lostRace: true });
    expect(await failure(consumeOtp(target, '123456', 'user-1', NOW, depsOf(raced.store)))).toMatchObject(invalid);
    expect(raced.calls).toEqual(['delete']);
  });
});
