import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessToken, call, inject, sentMessages, waitForMessage } from './harness.js';
import { givenUser, itemsContaining, setItem, STRONG_PASSWORD, tableItem, uniqueEmail, uniqueMsisdn, userItem } from './identity-fixtures.js';

const NEW_PASSWORD = 'Quartz-Meadow-Falcon-88';
const login = (username: string, password: string) => call('POST', '/v1/auth/login', { body: { username, password } });
const change = (token: string, body: unknown) => call('POST', '/v1/auth/password/change', { token, body });
const forgot = (token: string, username: string) => call('POST', '/v1/auth/password/forgot', { token, body: { username } });

async function signedIn() {
  const given = await givenUser();
  const res = await login(given.username, given.password);
  expect(res.status).toBe(200);
  return { ...given, accessToken: res.body.result.accessToken as string, refreshToken: res.body.result.refreshToken as string };
}

/** The reset code and user reference in the newest reset message to `to`. */
async function resetMessage(to: string): Promise<{ resetCode: string; userReference: string }> {
  const message = await waitForMessage(to, (m) => /reset/i.test(`${m.subject ?? ''} ${m.text}`), 10_000);
  const userReference = /reference:?\s+([0-9a-f-]{36})/i.exec(message.text)?.[1] ?? '';
  const resetCode = /code(?: is|:)\s+([0-9a-f-]{36})/i.exec(message.text)?.[1] ?? '';
  return { resetCode, userReference };
}

describe('POST /v1/auth/password/change (signed in)', () => {
  it('sets the new password, ends the other sessions and opens a new one', async () => {
    const session = await signedIn();
    const res = await change(session.accessToken, { oldPassword: session.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.result.refreshToken).toMatch(/^rt_/);
    expect((await call('POST', '/v1/auth/refresh', { token: session.refreshToken })).status).toBe(401);
    expect((await call('POST', '/v1/auth/refresh', { token: res.body.result.refreshToken })).status).toBe(200);
    expect((await login(session.username, session.password)).status).toBe(401);
    expect((await login(session.username, NEW_PASSWORD)).status).toBe(200);
    const item = await userItem(session.user);
    expect(String(item?.['passwordHash'])).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(item)).not.toContain(NEW_PASSWORD);
  });

  it('ends a session begun before the change even when the revocation did not find it: the subject index, eventually consistent on AWS, may miss one (IDN-26)', async () => {
    const session = await signedIn();
    const res = await change(session.accessToken, { oldPassword: session.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    // As if the index read had not shown the session: its family is still active.
    const token = await tableItem(`RTOKEN#${createHash('sha256').update(session.refreshToken).digest('hex')}`, 'RTOKEN');
    const familyId = String(token?.['familyId']);
    await setItem(`RFAMILY#${familyId}`, 'RFAMILY', { status: 'active' });
    expect((await call('POST', '/v1/auth/refresh', { token: session.refreshToken })).status).toBe(401);
    expect((await tableItem(`RFAMILY#${familyId}`, 'RFAMILY'))?.['revokedReason']).toBe('password changed');
    expect((await call('POST', '/v1/auth/refresh', { token: res.body.result.refreshToken })).status).toBe(200);
  });

  it('answers a wrong old password with 401 and counts it as a failed sign-in', async () => {
    const session = await signedIn();
    const res = await change(session.accessToken, { oldPassword: 'Wrong-Password-123', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
    expect((await userItem(session.user))?.['failedLoginCount']).toBe(1);
  });

  it('refuses weak passwords with the reason, naming body.newPassword', async () => {
    const session = await signedIn();
    for (const weak of ['password1', 'qwerty123', session.username, session.password]) {
      const res = await change(session.accessToken, { oldPassword: session.password, newPassword: weak });
      expect(res.status, weak).toBe(400);
      expect(res.body.error.details[0].field).toBe('body.newPassword');
      expect(res.body.error.details[0].reason.length).toBeGreaterThan(5);
    }
    const short = await change(session.accessToken, { oldPassword: session.password, newPassword: 'Ab1!' });
    expect(short.body.error.details[0].reason).toBe('must be at least 8 characters');
  });

  it('needs the old password when signed in and refuses a reset code there', async () => {
    const session = await signedIn();
    const res = await change(session.accessToken, { newPassword: NEW_PASSWORD, resetCode: '9b0d4a8e-6d0f-4c1b-a0e5-3f1c2b7d9e10' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { field: 'body.oldPassword', reason: 'is required when signed in' },
      { field: 'body.resetCode', reason: 'is not used when signed in' },
    ]);
  });

  it('completes a required password change from the restricted login token', async () => {
    const { username, password } = await givenUser({ mustChangePassword: true });
    const first = await login(username, password);
    expect(first.body.result.mustChangePassword).toBe(true);
    const res = await change(first.body.result.accessToken, { oldPassword: password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await login(username, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 401 without a token and 403 to a refresh token', async () => {
    expect((await call('POST', '/v1/auth/password/change', { body: { newPassword: NEW_PASSWORD } })).status).toBe(401);
    const session = await signedIn();
    expect((await change(session.refreshToken, { newPassword: NEW_PASSWORD })).status).toBe(403);
  });
});

describe('POST /v1/auth/password/forgot and the anonymous change', () => {
  it('answers the same, no sooner than 3 s, for an existing and an unknown user, and sends a code only to the existing one', async () => {
    const { username } = await givenUser();
    const unknown = uniqueEmail();
    const token = await accessToken({ Name: 'Web app' });
    const timed = async (name: string) => {
      const started = Date.now();
      const res = await forgot(token, name);
      return { res, ms: Date.now() - started };
    };
    const [known, missing] = await Promise.all([timed(username), timed(unknown)]);
    for (const { res, ms } of [known, missing]) {
      expect(res.status).toBe(200);
      expect(ms).toBeGreaterThanOrEqual(3000);
    }
    expect(known.res.text).toBe(missing.res.text);
    expect(known.res.text).toBe('{"success":true}');
    await resetMessage(username);
    expect(await sentMessages(unknown)).toEqual([]);
  });

  it('resets with the code and user reference, once', async () => {
    const { user, username } = await givenUser();
    const token = await accessToken();
    await forgot(token, username);
    const { resetCode, userReference } = await resetMessage(username);
    expect(userReference).toBe(user.userReference);
    const item = await tableItem(`USER#${user.userReference}`, 'RESET');
    expect(item?.['codeHash']).toBe(createHash('sha256').update(resetCode).digest('hex'));
    expect(readFileSync(inject('functionLogFile'), 'utf8')).not.toContain(resetCode);

    const wrong = await change(token, { newPassword: NEW_PASSWORD, resetCode: '9b0d4a8e-6d0f-4c1b-a0e5-3f1c2b7d9e10', userReference });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('RESET_CODE_INVALID');
    // A refused password leaves the code usable.
    expect((await change(token, { newPassword: 'password1', resetCode, userReference })).status).toBe(400);
    const ok = await change(token, { newPassword: NEW_PASSWORD, resetCode, userReference });
    expect(ok.status).toBe(200);
    expect((await login(username, NEW_PASSWORD)).status).toBe(200);
    expect((await change(token, { newPassword: 'Another-Strong-Pass-77', resetCode, userReference })).status).toBe(401);
  });

  it('answers a wrong or missing code with 401 before judging the password, so naming a user tests no guess of it (IDN-16)', async () => {
    const { user, username, password } = await givenUser({ name: 'Thandi Nkosi' });
    const token = await accessToken();
    const wrong = { resetCode: '9b0d4a8e-6d0f-4c1b-a0e5-3f1c2b7d9e10', userReference: user.userReference };
    // The current password, a weak one and one naming the user: each would have said something of the password or the user.
    for (const newPassword of [password, 'password1', 'Thandi-Nkosi-Strong-91']) {
      const res = await change(token, { ...wrong, newPassword });
      expect(res.status, `${newPassword}: ${res.text}`).toBe(401);
      expect(res.body.error.code).toBe('RESET_CODE_INVALID');
    }
    // With a live code the rules answer as before; the code stays usable after a refused password.
    await forgot(token, username);
    const { resetCode } = await resetMessage(username);
    const same = await change(token, { resetCode, userReference: user.userReference, newPassword: password });
    expect(same.status, same.text).toBe(400);
    expect(same.body.error.details).toEqual([{ field: 'body.newPassword', reason: 'must differ from the current password' }]);
    expect((await change(token, { resetCode, userReference: user.userReference, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('ends a lockout when the password is reset', async () => {
    const { user, username } = await givenUser();
    await setItem(`USER#${user.userReference}`, 'USER', { isLockedOut: true, lockedUntil: Math.floor(Date.now() / 1000) + 900 });
    const token = await accessToken();
    await forgot(token, username);
    const { resetCode, userReference } = await resetMessage(username);
    expect((await change(token, { newPassword: NEW_PASSWORD, resetCode, userReference })).status).toBe(200);
    expect((await userItem(user))?.['isLockedOut']).toBe(false);
  });

  it('keeps an administrator lock through a reset: no code sent, a live code refused with no tokens and left unspent', async () => {
    const { user, username } = await givenUser();
    const token = await accessToken();
    await forgot(token, username);
    const { resetCode, userReference } = await resetMessage(username);
    await setItem(`USER#${user.userReference}`, 'USER', { isLockedOut: true, reasonForLockout: 'Fraud review' });

    const refused = await change(token, { newPassword: NEW_PASSWORD, resetCode, userReference });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('INVALID_CREDENTIALS');
    expect(refused.text).not.toMatch(/accessToken|refreshToken/);
    expect(await userItem(user)).toMatchObject({ isLockedOut: true, reasonForLockout: 'Fraud review' });
    expect((await login(username, NEW_PASSWORD)).status).toBe(401);
    // Without the code nothing shows the lock: a wrong code is refused as for anyone.
    const wrong = await change(token, { newPassword: NEW_PASSWORD, resetCode: '9b0d4a8e-6d0f-4c1b-a0e5-3f1c2b7d9e10', userReference });
    expect(wrong.body.error.code).toBe('RESET_CODE_INVALID');

    // Forgot answers as for any account but sends the locked one nothing.
    const { username: other } = await givenUser();
    const sentBefore = (await sentMessages(username)).length;
    const [locked, control] = await Promise.all([forgot(token, username), forgot(token, other)]);
    expect(locked.text).toBe('{"success":true}');
    expect(locked.text).toBe(control.text);
    await resetMessage(other);
    expect(await sentMessages(username)).toHaveLength(sentBefore);

    // Once the administrator lifts the lock, the unspent code still resets the password.
    await setItem(`USER#${user.userReference}`, 'USER', { isLockedOut: false });
    expect((await change(token, { newPassword: NEW_PASSWORD, resetCode, userReference })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user, username } = await givenUser();
    const token = await accessToken();
    await forgot(token, username);
    const { resetCode, userReference } = await resetMessage(username);
    await setItem(`USER#${user.userReference}`, 'RESET', { codeExpiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await change(token, { newPassword: NEW_PASSWORD, resetCode, userReference })).status).toBe(401);
  });

  it('sends nothing to an unverified address, by SMS to a verified mobile, and nothing past the hourly limit', async () => {
    const token = await accessToken();
    const unverified = await givenUser({ isEmailVerified: false, isMobileNumberVerified: false });
    const mobileOnly = await givenUser({ username: uniqueMsisdn(), isMobileNumberVerified: true });
    const limited = await givenUser();
    await setItem(`USER#${limited.user.userReference}`, 'RESET', {
      codeHash: '0'.repeat(64), codeExpiresAt: 0, windowStartedAt: Math.floor(Date.now() / 1000), sendsInWindow: 3,
    });
    await Promise.all([forgot(token, unverified.username), forgot(token, mobileOnly.username), forgot(token, limited.username)]);
    await resetMessage(mobileOnly.user.mobileNumber ?? '');
    expect((await sentMessages(mobileOnly.user.mobileNumber ?? '')).at(-1)?.channel).toBe('sms');
    expect(await sentMessages(unverified.username)).toEqual([]);
    expect(await sentMessages(limited.username)).toEqual([]);
  });

  /** A consumer whose login user has a verified e-mail username and no mobile number, signed in with its own token. */
  async function signedInConsumer() {
    const app = await accessToken();
    const username = uniqueEmail();
    const created = await call('POST', '/v1/consumer', { token: app, body: { firstName: 'Lindiwe', emailAddress: username, loginCredentials: { password: STRONG_PASSWORD } } });
    expect(created.status, created.text).toBe(200);
    const userReference = created.body.result.userReference as string;
    await setItem(`USER#${userReference}`, 'USER', { isEmailVerified: true });
    const token = (await login(username, STRONG_PASSWORD)).body.result.accessToken as string;
    return { app, username, userReference, consumerReference: created.body.result.reference as string, token };
  }

  it('sends no reset code, for 72 hours, to an address the user\'s own token set: a stolen token does not become the password (IDN-19)', async () => {
    const { app, username, userReference, consumerReference, token: stolen } = await signedInConsumer();

    // The thief sets an address it holds, verifies it with the OTP sent there, and asks for a reset.
    const thief = uniqueEmail();
    const changed = await call('PUT', '/v1/consumer', { token: stolen, body: { reference: consumerReference, emailAddress: thief } });
    expect(changed.status, changed.text).toBe(200);
    expect((await call('POST', '/v1/auth/otp/resend', { token: stolen })).status).toBe(200);
    const otp = /\b(\d{6})\b/.exec((await waitForMessage(thief, (m) => /\b\d{6}\b/.test(m.text))).text)?.[1] ?? '';
    expect((await call('POST', '/v1/auth/otp/validate', { token: stolen, body: { otpValue: otp } })).status).toBe(200);
    expect(await tableItem(`USER#${userReference}`, 'USER')).toMatchObject({ emailAddress: thief, isEmailVerified: true, emailAddressSetAt: expect.any(String) });
    expect((await forgot(app, username)).status).toBe(200);
    // Nothing but the OTP reached the thief, and the victim's own address is no longer the user's.
    expect((await sentMessages(thief)).filter((m) => /reset/i.test(`${m.subject ?? ''} ${m.text}`))).toEqual([]);

    // Once the hold has passed, the verified address receives codes again.
    await setItem(`USER#${userReference}`, 'USER', { emailAddressSetAt: new Date(Date.now() - 72 * 3600 * 1000 - 1000).toISOString() });
    await forgot(app, username);
    expect((await resetMessage(thief)).userReference).toBe(userReference);
    // One reset message in all: the first request, sent before it, had none (messages arrive in order).
    expect((await sentMessages(thief)).filter((m) => /reset/i.test(`${m.subject ?? ''} ${m.text}`))).toHaveLength(1);
  });

  it('tells the verified address a self-service update replaced, showing the new one masked; an unverified one is not told (IDN-21)', async () => {
    const { username, consumerReference, token } = await signedInConsumer();

    const thief = uniqueEmail();
    const changed = await call('PUT', '/v1/consumer', { token, body: { reference: consumerReference, emailAddress: thief } });
    expect(changed.status, changed.text).toBe(200);
    const notice = await waitForMessage(username, (m) => /was changed/.test(`${m.subject ?? ''}`));
    expect(notice.subject).toBe('Your e-mail address was changed');
    expect(notice.text).toContain(`changed to ${thief[0]}***${thief.slice(thief.indexOf('@'))}`);
    expect(notice.text).not.toContain(thief);
    expect(notice.text).toMatch(/reset your password and contact support/);

    // The new address is not verified yet: replacing it again tells no one.
    const next = uniqueEmail();
    expect((await call('PUT', '/v1/consumer', { token, body: { reference: consumerReference, emailAddress: next } })).status).toBe(200);
    // Read from the outbox, where a notice is written with the change itself (nothing to wait for).
    const notices = (to: string) => itemsContaining(to).then((items) => items.filter((i) => i['entity'] === 'Outbox' && i['to'] === to && i['template'] === 'contact-changed'));
    expect(await notices(username)).toHaveLength(1);
    expect(await notices(thief)).toEqual([]);
  });

  it('names the missing fields of an anonymous change', async () => {
    const token = await accessToken();
    const res = await change(token, { newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(['body.resetCode', 'body.userReference']);
    const bad = await change(token, { newPassword: NEW_PASSWORD, resetCode: 'not-a-uuid', userReference: 'x' });
    expect(bad.status).toBe(400);
  });

  it('needs an access token and a username', async () => {
    expect((await call('POST', '/v1/auth/password/forgot', { body: { username: uniqueEmail() } })).status).toBe(401);
    const token = await accessToken();
    const res = await call('POST', '/v1/auth/password/forgot', { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe('body.username');
  });
});
