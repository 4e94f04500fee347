import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidCredentialsError } from '../../shared/identity/errors.js';
import { login, LOGIN_FAILURE_MIN_MS } from '../../shared/identity/login.js';
import { ARGON2_PARAMETERS, hashPassword } from '../../shared/identity/password-hash.js';
import type * as Users from '../../shared/identity/users.js';
import type { User } from '../../shared/identity/users.js';
import { argon2Runs } from './argon2-recorder.js';

// The user store is replaced so that only the hashing is in view: the question here is how much
// work each failure pays for, which a timed request on a loaded machine cannot answer reliably.
const store = vi.hoisted(() => ({ user: undefined as User | undefined }));
vi.mock('../../shared/identity/users.js', async (importOriginal) => {
  const real = await importOriginal<typeof Users>();
  return {
    ...real,
    findUserByUsername: vi.fn(async () => store.user),
    incrementFailedLogins: vi.fn(async () => 1),
    updateUser: vi.fn(async () => store.user),
    updateUserIfLockIs: vi.fn(async () => store.user),
  };
});
vi.mock('../../shared/load-on-use.js', async (importOriginal) => (await import('./argon2-recorder.js')).recordingLoadOnUse(importOriginal));

const { memorySize, iterations, parallelism, hashLength, saltLength } = ARGON2_PARAMETERS;
const ONE_RUN_TODAY = [{ memorySize, iterations, parallelism, hashLength, saltLength }];

async function userWith(password: string): Promise<User> {
  const at = new Date().toISOString();
  return {
    userReference: 'u1', username: 'ann@example.com', usernameKind: 'email', passwordHash: await hashPassword(password), mustChangePassword: false,
    isEmailVerified: true, isMobileNumberVerified: false, failedLoginCount: 0, isLockedOut: false, createdAt: at, updatedAt: at, passwordChangedAt: at,
  } as User;
}

describe('login: every failure pays for the same hashing', () => {
  beforeEach(() => { argon2Runs.length = 0; });

  it('an unknown username costs one argon2id run with today\'s parameters', async () => {
    store.user = undefined;
    await expect(login('nobody@example.com', 'Not-The-Password-99')).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(argon2Runs).toEqual(ONE_RUN_TODAY);
  });

  it('a wrong password costs the same one run', async () => {
    store.user = await userWith('The-Password-99');
    argon2Runs.length = 0;
    await expect(login('ann@example.com', 'Not-The-Password-99')).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(argon2Runs).toEqual(ONE_RUN_TODAY);
  });

  it('a locked account costs the same one run, even with the right password', async () => {
    store.user = { ...(await userWith('The-Password-99')), isLockedOut: true };
    argon2Runs.length = 0;
    await expect(login('ann@example.com', 'The-Password-99')).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(argon2Runs).toEqual(ONE_RUN_TODAY);
  });

  it('answers every failure no sooner than the floor after it began', async () => {
    for (const user of [undefined, await userWith('The-Password-99')]) {
      store.user = user;
      const started = Date.now();
      await expect(login('ann@example.com', 'Not-The-Password-99')).rejects.toBeInstanceOf(InvalidCredentialsError);
      // Timers may fire a millisecond early against the wall clock; without the floor a failure takes ~50 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_FAILURE_MIN_MS - 5);
    }
  });
});
