/**
 * Attempts sent together (IDN-15): each read the user before any of them failed, so the right
 * password among them used to pass the lock the threshold's failure wrote meanwhile. A right password
 * now counts only if the account is still unlocked as stored once it was checked.
 */
import { describe, expect, it, vi } from 'vitest';
import { InvalidCredentialsError } from '../../shared/identity/errors.js';
import { login } from '../../shared/identity/login.js';
import { hashPassword } from '../../shared/identity/password-hash.js';
import type * as Users from '../../shared/identity/users.js';
import type { User } from '../../shared/identity/users.js';

// The user as the attempt first read it, and as it is stored when the password has been checked.
const store = vi.hoisted(() => ({ read: undefined as User | undefined, stored: undefined as User | undefined, sessions: 0 }));
vi.mock('../../shared/identity/users.js', async (importOriginal) => {
  const real = await importOriginal<typeof Users>();
  return { ...real, findUserByUsername: vi.fn(async () => store.read), getUser: vi.fn(async () => store.stored), updateUser: vi.fn(async () => store.stored), updateUserIfLockIs: vi.fn(async () => store.stored) };
});
vi.mock('../../shared/identity/sessions.js', () => ({ openSession: vi.fn(async () => ((store.sessions += 1), { accessToken: 'a', refreshToken: 'r' })) }));

async function unlockedUser(password: string): Promise<User> {
  const at = new Date().toISOString();
  return {
    userReference: 'u1', username: 'ann@example.com', usernameKind: 'email', passwordHash: await hashPassword(password), mustChangePassword: false,
    isEmailVerified: true, isMobileNumberVerified: false, failedLoginCount: 4, isLockedOut: false, createdAt: at, updatedAt: at, passwordChangedAt: at,
  } as User;
}

describe('login racing the lockout', () => {
  it('refuses the right password when another attempt locked the account while it was being checked', async () => {
    store.read = await unlockedUser('The-Password-99');
    store.stored = { ...store.read, failedLoginCount: 0, isLockedOut: true, lockedUntil: Math.floor(Date.now() / 1000) + 900, reasonForLockout: 'Too many failed sign-in attempts' };
    store.sessions = 0;
    await expect(login('ann@example.com', 'The-Password-99')).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(store.sessions).toBe(0);
  });

  it('lets the right password in when the account is still unlocked as stored', async () => {
    store.read = await unlockedUser('The-Password-99');
    store.stored = store.read;
    store.sessions = 0;
    await expect(login('ann@example.com', 'The-Password-99')).resolves.toMatchObject({ accessToken: 'a' });
    expect(store.sessions).toBe(1);
  });
});
