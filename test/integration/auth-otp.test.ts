import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessToken, adminApiKey, call, inject, sentMessages, waitForMessage } from './harness.js';
import { givenUser, jwtPayload, setItem, tableItem, uniqueEmail, uniqueMsisdn, userItem } from './identity-fixtures.js';

/** The six-digit code in the newest message to `to`. */
async function codeSentTo(to: string, after = 0): Promise<string> {
  const message = await waitForMessage(to, (m) => /\b\d{6}\b/.test(m.text), 10_000, after);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}

/** A user whose mobile username is not verified yet, signed in as far as the restricted token. */
async function pendingMobileUser() {
  const given = await givenUser({ username: uniqueMsisdn(), isMobileNumberVerified: false, isEmailVerified: false });
  const res = await call('POST', '/v1/auth/login', { body: { username: given.username, password: given.password } });
  expect(res.status).toBe(401);
  return { ...given, restricted: res.body.result.accessToken as string, mobile: given.user.mobileNumber ?? '' };
}

const resend = (token: string) => call('POST', '/v1/auth/otp/resend', { token });
const validate = (token: string, otpValue: string) => call('POST', '/v1/auth/otp/validate', { token, body: { otpValue } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /v1/auth/otp/resend and /v1/auth/otp/validate', () => {
  it('verifies the mobile number with the code sent by SMS and opens a session', async () => {
    const { user, restricted, mobile } = await pendingMobileUser();
    const sent = await resend(restricted);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });
    const code = await codeSentTo(mobile);
    expect((await sentMessages(mobile)).at(-1)?.channel).toBe('sms');

    const wrong = await validate(restricted, wrongCode(code));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('OTP_INVALID');

    const ok = await validate(restricted, code);
    expect(ok.status).toBe(200);
    expect(ok.body.result.refreshToken).toMatch(/^rt_/);
    expect((await call('GET', '/v1/ping', { token: ok.body.result.accessToken })).status).toBe(200);
    expect((await userItem(user))?.['isMobileNumberVerified']).toBe(true);

    // Used once: the same code again is refused.
    expect((await validate(ok.body.result.accessToken, code)).status).toBe(401);
  });

  it('answers a full token with a pair that ends when that token does: a stolen access token cannot become a session (IDN-20)', async () => {
    const given = await givenUser({ username: uniqueMsisdn(), isMobileNumberVerified: true, isEmailVerified: false, emailAddress: uniqueEmail() });
    const signedIn = await call('POST', '/v1/auth/login', { body: { username: given.username, password: given.password } });
    expect(signedIn.status, signedIn.text).toBe(200);
    const full = signedIn.body.result.accessToken as string;
    const presentedEnds = Number(jwtPayload(full)['exp']);
    expect((await resend(full)).status).toBe(200);
    const ok = await validate(full, await codeSentTo(given.user.emailAddress ?? ''));
    expect(ok.status, ok.text).toBe(200);
    expect((await userItem(given.user))?.['isEmailVerified']).toBe(true);
    // The new access token carries the verified address but ends no later than the one presented.
    expect(Number(jwtPayload(ok.body.result.accessToken)['exp'])).toBeLessThanOrEqual(presentedEnds);
    expect(ok.body.result.accessTokenValidForSeconds).toBeLessThanOrEqual(presentedEnds - Math.floor(Date.now() / 1000) + 1);
    // Its session ends then too: no 30-day refresh from an access token alone.
    const tokenItem = await tableItem(`RTOKEN#${createHash('sha256').update(ok.body.result.refreshToken).digest('hex')}`, 'RTOKEN');
    const family = await tableItem(`RFAMILY#${String(tokenItem?.['familyId'])}`, 'RFAMILY');
    expect(Number(family?.['absoluteExpiresAt'])).toBeLessThanOrEqual(presentedEnds);
    // The login's own session is the one that lasts: its refresh token still works.
    const refreshed = await call('POST', '/v1/auth/refresh', { token: signedIn.body.result.refreshToken });
    expect(refreshed.status, refreshed.text).toBe(200);
  });

  it('keeps only an HMAC of the code and never logs it', async () => {
    const { restricted, mobile } = await pendingMobileUser();
    await resend(restricted);
    const code = await codeSentTo(mobile);
    const item = await tableItem(`OTP#sms#${mobile}`, 'OTP');
    expect(item?.['codeHash']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(item)).not.toContain(code);
    expect(readFileSync(inject('functionLogFile'), 'utf8')).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('throttles resends with 429 and Retry-After', async () => {
    const { restricted } = await pendingMobileUser();
    expect((await resend(restricted)).status).toBe(200);
    const again = await resend(restricted);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('kills the code after five wrong tries', async () => {
    const { restricted, mobile } = await pendingMobileUser();
    await resend(restricted);
    const code = await codeSentTo(mobile);
    for (let i = 0; i < 5; i += 1) expect((await validate(restricted, wrongCode(code))).status).toBe(401);
    expect((await validate(restricted, code)).status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const { restricted, mobile } = await pendingMobileUser();
    await resend(restricted);
    const code = await codeSentTo(mobile);
    await setItem(`OTP#sms#${mobile}`, 'OTP', { codeExpiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await validate(restricted, code)).status).toBe(401);
  });

  it('verifies an e-mail username by e-mail', async () => {
    const given = await givenUser({ username: uniqueEmail(), isEmailVerified: false });
    const res = await call('POST', '/v1/auth/login', { body: { username: given.username, password: given.password } });
    expect(res.body.result.mustValidateEmailAddress).toBe(true);
    await resend(res.body.result.accessToken);
    const code = await codeSentTo(given.username);
    expect((await sentMessages(given.username)).at(-1)?.subject).toBe('Your verification code');
    expect((await validate(res.body.result.accessToken, code)).status).toBe(200);
    expect((await userItem(given.user))?.['isEmailVerified']).toBe(true);
  });

  it('opens no session for a user an administrator locked after the token was issued, leaving the code unspent', async () => {
    const { user, restricted, mobile } = await pendingMobileUser();
    expect((await resend(restricted)).status).toBe(200);
    const code = await codeSentTo(mobile);
    await setItem(`USER#${user.userReference}`, 'USER', { isLockedOut: true, reasonForLockout: 'Fraud review' });
    // Locked: no further code is sent, with validate's answer.
    const resent = await resend(restricted);
    expect(resent.status).toBe(401);
    expect(resent.body.error.code).toBe('INVALID_CREDENTIALS');

    const refused = await validate(restricted, code);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('INVALID_CREDENTIALS');
    expect(refused.text).not.toMatch(/accessToken|refreshToken/);
    expect(await userItem(user)).toMatchObject({ isLockedOut: true, isMobileNumberVerified: false });

    // Once the lock is lifted the same code still validates.
    await setItem(`USER#${user.userReference}`, 'USER', { isLockedOut: false });
    expect((await validate(restricted, code)).status).toBe(200);
  });

  it('answers 403 to a token that speaks for no user, 401 without a token, 400 to a bad code', async () => {
    const appToken = await accessToken({ Name: 'An app' });
    expect((await resend(appToken)).status).toBe(403);
    expect((await validate(appToken, '123456')).status).toBe(403);
    expect((await call('POST', '/v1/auth/otp/resend')).status).toBe(401);
    const { restricted } = await pendingMobileUser();
    const bad = await validate(restricted, '12 34');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('body.otpValue');
    expect((await call('POST', '/v1/auth/otp/resend', { token: restricted, body: { x: 1 } })).status).toBe(400);
  });
});

describe('admin OTP endpoints', () => {
  const admin = (path: string, body: unknown) => call('POST', `/v1/auth/admin/otp/${path}`, { apiKey: adminApiKey(), body });

  it('sends to a mobile number and validates it, marking the named profile verified', async () => {
    const { user } = await givenUser({ username: uniqueEmail(), mobileNumber: uniqueMsisdn(), isMobileNumberVerified: false });
    const mobile = user.mobileNumber ?? '';
    expect((await admin('send/mobile', { mobileNumber: mobile })).status).toBe(200);
    const code = await codeSentTo(mobile);
    expect((await admin('validate/mobile', { mobileNumber: mobile, otpValue: wrongCode(code), reference: user.userReference })).status).toBe(401);
    const ok = await admin('validate/mobile', { mobileNumber: mobile, otpValue: code, reference: user.userReference });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
    expect((await userItem(user))?.['isMobileNumberVerified']).toBe(true);
  });

  it('sends to an e-mail address with the name and validates with a null reference, marking the user of that username', async () => {
    const { user, username } = await givenUser({ username: uniqueEmail(), isEmailVerified: false });
    expect((await admin('send/email', { emailAddress: username, fullName: 'Ann Other' })).status).toBe(200);
    const code = await codeSentTo(username);
    expect((await sentMessages(username)).at(-1)?.text).toContain('Ann Other');
    expect((await admin('validate/email', { emailAddress: username, otpValue: code, reference: null })).status).toBe(200);
    expect((await userItem(user))?.['isEmailVerified']).toBe(true);
  });

  it('answers 404 for an unknown reference and 422 for a profile holding another address, without using the code', async () => {
    const mobile = uniqueMsisdn();
    await admin('send/mobile', { mobileNumber: mobile });
    const code = await codeSentTo(mobile);
    const unknown = await admin('validate/mobile', { mobileNumber: mobile, otpValue: code, reference: '4f0f7c7e-1d7e-4b4e-8f0e-2d9c7d1b6a11' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details[0].field).toBe('body.reference');
    const { user } = await givenUser({ mobileNumber: uniqueMsisdn() });
    const other = await admin('validate/mobile', { mobileNumber: mobile, otpValue: code, reference: user.userReference });
    expect(other.status).toBe(422);
    expect((await admin('validate/mobile', { mobileNumber: mobile, otpValue: code, reference: null })).status).toBe(200);
  });

  it('requires the reference key even though its value may be null, and names bad fields', async () => {
    const missing = await admin('validate/email', { emailAddress: 'a@example.com', otpValue: '123456' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([{ field: 'body.reference', reason: 'is required' }]);
    const bad = await admin('send/mobile', { mobileNumber: '+999' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('body.mobileNumber');
    const notReal = await admin('send/mobile', { mobileNumber: '+2700000000' });
    expect(notReal.status).toBe(400);
    expect(notReal.body.error.details[0].field).toBe('body.mobileNumber');
    expect((await admin('send/email', { emailAddress: 'not-an-address' })).status).toBe(400);
  });

  it('needs the admin API key', async () => {
    expect((await call('POST', '/v1/auth/admin/otp/send/mobile', { body: { mobileNumber: uniqueMsisdn() } })).status).toBe(403);
    const token = await accessToken();
    expect((await call('POST', '/v1/auth/admin/otp/send/mobile', { token, body: { mobileNumber: uniqueMsisdn() } })).status).toBe(403);
  });
});
