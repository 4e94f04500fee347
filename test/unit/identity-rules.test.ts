import { describe, expect, it } from 'vitest';
import { noSoonerThan } from '../../shared/identity/answer-floor.js';
import { hasPendingSteps, pendingSteps, userClaims } from '../../shared/identity/sessions.js';
import { normaliseMsisdn, parseUsername } from '../../shared/identity/usernames.js';
import type { User } from '../../shared/identity/users.js';
import { isLockedNow } from '../../shared/identity/users.js';
import { verificationTarget } from '../../shared/identity/verification.js';

const user = (overrides: Partial<User> = {}): User => ({
  userReference: 'u-1', username: 'ann@example.com', usernameKind: 'email', passwordHash: 'x', mustChangePassword: false,
  emailAddress: 'ann@example.com', mobileNumber: '+27821234567', isEmailVerified: true, isMobileNumberVerified: true,
  failedLoginCount: 0, isLockedOut: false, createdAt: '', updatedAt: '', passwordChangedAt: '', ...overrides,
});

describe('usernames', () => {
  it('normalise e-mail addresses to lower case and mobile numbers to E.164', () => {
    expect(parseUsername(' Ann@Example.COM ')).toEqual({ kind: 'email', value: 'ann@example.com' });
    for (const typed of ['+27821234567', '27821234567', '+27 82 123 4567', '+27 (82) 123-4567']) {
      expect(parseUsername(typed), typed).toEqual({ kind: 'msisdn', value: '+27821234567' });
    }
  });

  it('refuse what is neither', () => {
    for (const typed of ['ann', 'ann@', '@example.com', '+2700000000', '12', 'a b@c.d', '']) {
      expect(parseUsername(typed), typed).toBeUndefined();
    }
    expect(normaliseMsisdn('+1 202 555 0100x')).toBeUndefined();
  });
});

describe('pending steps', () => {
  it('ask to verify the channel the username is, and to change a temporary password', () => {
    expect(hasPendingSteps(pendingSteps(user()))).toBe(false);
    expect(pendingSteps(user({ isEmailVerified: false }))).toEqual({ mustChangePassword: false, mustValidatePhoneNumber: false, mustValidateEmailAddress: true });
    // An unverified mobile number does not block an e-mail username.
    expect(hasPendingSteps(pendingSteps(user({ isMobileNumberVerified: false })))).toBe(false);
    expect(pendingSteps(user({ usernameKind: 'msisdn', username: '+27821234567', isMobileNumberVerified: false })).mustValidatePhoneNumber).toBe(true);
    expect(pendingSteps(user({ mustChangePassword: true })).mustChangePassword).toBe(true);
  });

  it('send the code to the channel a step asks for, else to an unverified one, else the mobile number', () => {
    expect(verificationTarget(user({ isEmailVerified: false }))).toEqual({ channel: 'email', address: 'ann@example.com' });
    expect(verificationTarget(user({ isMobileNumberVerified: false }))).toEqual({ channel: 'sms', address: '+27821234567' });
    expect(verificationTarget(user())).toEqual({ channel: 'sms', address: '+27821234567' });
    expect(verificationTarget(user({ mobileNumber: undefined }))).toEqual({ channel: 'email', address: 'ann@example.com' });
    expect(() => verificationTarget(user({ mobileNumber: undefined, emailAddress: undefined }))).toThrow(/neither/);
  });
});

describe('claims of a user token', () => {
  it('carry the interface keys the user has', () => {
    expect(userClaims(user({ consumerReference: 'c-1', name: 'Ann' }))).toEqual({
      UserReference: 'u-1', LoginName: 'ann@example.com', Name: 'Ann', EmailAddress: 'ann@example.com', MobileNumber: '+27821234567', ConsumerReference: 'c-1',
    });
  });
});

describe('lockout', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  it('ends by itself when timed and lasts when set by an administrator', () => {
    expect(isLockedNow(user({ isLockedOut: true, lockedUntil: t + 1 }), now)).toBe(true);
    expect(isLockedNow(user({ isLockedOut: true, lockedUntil: t }), now)).toBe(false);
    expect(isLockedNow(user({ isLockedOut: true }), now)).toBe(true);
    expect(isLockedNow(user(), now)).toBe(false);
  });
});

describe('noSoonerThan', () => {
  it('waits out the floor on success and on failure', async () => {
    let started = Date.now();
    await noSoonerThan(started, 120, async () => 'done');
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    started = Date.now();
    await expect(noSoonerThan(started, 120, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
  });
});
