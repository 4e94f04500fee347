import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/http/errors.js';
import { assertAcceptablePassword, passwordProblems } from '../../shared/identity/password-policy.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/schemas/auth/limits.js';

const STRONG = 'violet tractor whispers over gravel';
const user = { username: 'thandi.mokoena@example.com', emailAddress: 'thandi.mokoena@example.com', mobileNumber: '+27821234567', names: ['Thandi', 'Mokoena'] };

describe('passwordProblems', () => {
  it('accepts a strong passphrase', () => {
    expect(passwordProblems(STRONG, user)).toEqual([]);
    expect(passwordProblems('Tr0ub4dor&3-kettle', {})).toEqual([]);
  });

  it.each(['password1', 'qwerty123', '12345678', 'iloveyou', 'P@ssw0rd!'])('refuses the common password %s', (password) => {
    const problems = passwordProblems(password, {});
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/common password/);
  });

  it('names the most common passwords as such and adds advice', () => {
    expect(passwordProblems('12345678')).toEqual(['is one of the ten most common passwords; add a few more uncommon words']);
    expect(passwordProblems('password1')[0]).toMatch(/^is one of the most common passwords/);
  });

  it('refuses passwords built from the username, e-mail, mobile number or names, and says which', () => {
    expect(passwordProblems('ThandiMokoena82', user)[0]).toMatch(/contains your username/);
    expect(passwordProblems('MokoenaThandi!7', { names: ['Thandi', 'Mokoena'] })[0]).toMatch(/contains your name/);
    expect(passwordProblems('thandi.mokoena!', user)[0]).toMatch(/contains your username/);
    expect(passwordProblems('27821234567', user)).toContainEqual(expect.stringMatching(/contains your mobile number/));
    expect(passwordProblems('0821234567ab', user)).toContainEqual(expect.stringMatching(/contains your mobile number/));
    expect(passwordProblems('jsmith2024!', { username: 'jsmith' })).toContainEqual(expect.stringMatching(/contains your username/));
    expect(passwordProblems('mokoena1985', { names: ['Mokoena'] })).toContainEqual(expect.stringMatching(/contains your name/));
    // The same password is fine for someone else.
    expect(passwordProblems('ThandiMokoena82', {})).toEqual([]);
  });

  it('refuses the old password, and one too close to it', () => {
    expect(passwordProblems(STRONG, { oldPassword: STRONG })).toEqual(['must differ from your old password']);
    expect(passwordProblems(STRONG, { oldPassword: `${STRONG}!` })).toEqual([
      'is too similar to your old password; add a few more uncommon words',
    ]);
    expect(passwordProblems(STRONG, { oldPassword: 'amber kettle sings beneath rain' })).toEqual([]);
    const near = passwordProblems('gravelTractor19', { oldPassword: 'gravelTractor18' });
    expect(near).toContainEqual(expect.stringMatching(/too similar to your old password/));
  });

  it('counts Unicode code points, not UTF-16 units', () => {
    // Seven emoji are 14 UTF-16 units but 7 characters: too short.
    expect(passwordProblems('🦓🐘🦒🦏🐆🦛🐊')).toContain(`must be at least ${MIN_PASSWORD_LENGTH} characters`);
    // 100 astral characters are 200 UTF-16 units but within the 128-character ceiling.
    const long = '🦓🐘🦒🦏🐆🦛🐊🦩🦚🦜'.repeat(10);
    expect(long.length).toBe(200);
    expect(passwordProblems(long)).not.toContain(`must be at most ${MAX_PASSWORD_LENGTH} characters`);
    // A decomposed accent counts once (NFKC), as the hash sees it.
    expect(passwordProblems('cafe\u0301s'.padEnd(7, 'x'))).toContain(`must be at least ${MIN_PASSWORD_LENGTH} characters`);
  });

  it('refuses passwords over the ceiling without scoring them', () => {
    expect(passwordProblems(`${STRONG} `.repeat(4).slice(0, MAX_PASSWORD_LENGTH + 1))).toEqual([`must be at most ${MAX_PASSWORD_LENGTH} characters`]);
    expect(passwordProblems(`${STRONG} `.repeat(4).slice(0, MAX_PASSWORD_LENGTH))).toEqual([]);
  });

  it('never quotes the password in a reason', () => {
    for (const password of ['thandi.mokoena!', 'qwerty123', 'gravelTractor19']) {
      for (const reason of passwordProblems(password, { ...user, oldPassword: 'gravelTractor18' })) {
        expect(reason.toLowerCase()).not.toContain(password.toLowerCase().slice(0, 6));
      }
    }
  });
});

describe('assertAcceptablePassword', () => {
  it('throws a 400 ValidationError naming the field for each problem', () => {
    let caught: unknown;
    try {
      assertAcceptablePassword('qwerty', {}, 'body.loginCredentials.password');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const error = caught as ValidationError;
    expect(error.status).toBe(400);
    expect(error.details.length).toBeGreaterThanOrEqual(2);
    expect(error.details.every((d) => d.field === 'body.loginCredentials.password')).toBe(true);
    expect(error.details[0]?.reason).toBe(`must be at least ${MIN_PASSWORD_LENGTH} characters`);
  });

  it('defaults the field to body.newPassword and passes a good password', () => {
    expect(() => assertAcceptablePassword('password1', {})).toThrow(ValidationError);
    try {
      assertAcceptablePassword('password1');
    } catch (error) {
      expect((error as ValidationError).details[0]?.field).toBe('body.newPassword');
    }
    expect(() => assertAcceptablePassword(STRONG, user)).not.toThrow();
  });
});
