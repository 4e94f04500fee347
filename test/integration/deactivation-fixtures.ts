/**
 * What every deactivated party (a consumer, CON-20; a merchant, MER-22) shows alike over HTTP: no
 * token from its admin route until reactivated, and a login user barred as by an administrator's lock
 * (identity.md, IDN-22 and IDN-23), its flag following the profile.
 */
import { expect } from 'vitest';
import { accessToken, call, type CallResult } from './harness.js';
import { STRONG_PASSWORD, tableItem } from './identity-fixtures.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export const login = (username: string, password: string) => call('POST', '/v1/auth/login', { body: { username, password } });
export const refresh = (refreshToken: string) => call('POST', '/v1/auth/refresh', { token: refreshToken });
export const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);

export interface Deactivatable {
  setActive(reference: string, isActive: boolean): Promise<void>;
  generate(reference: string): Promise<CallResult<Json>>;
  /** The path field the admin token route names: path.consumerReference or path.merchantReference. */
  pathField: string;
  /** The reason every refusal of it names (CONSUMER_DEACTIVATED, MERCHANT_DEACTIVATED). */
  reason: string;
  /** The user's flag: consumerInactive or merchantInactive. */
  flag: string;
}

/** Each reference, deactivated, gets 422 naming the path from the admin token route; reactivated, a token again. */
export async function expectNoTokenUntilReactivated(party: Deactivatable, references: readonly string[]): Promise<void> {
  for (const ref of references) {
    await party.setActive(ref, false);
    const refused = await party.generate(ref);
    expect(refused.status).toBe(422);
    expect(fields(refused)).toEqual([party.pathField]);
    expect(refused.body.error.details[0].reason).toBe(party.reason);
    await party.setActive(ref, true);
    expect((await party.generate(ref)).status).toBe(200);
  }
}

/**
 * A signed-in user whose party is deactivated: the flag on the user, sign-in answered as for a locked
 * account, the session ended at its next refresh, no reset code, no OTP session; reactivated, the flag
 * removed and sign-in works again.
 */
export async function expectUserBarredUntilReactivated(party: Deactivatable, u: { reference: string; userReference: string; email: string }): Promise<void> {
  const before = await login(u.email, STRONG_PASSWORD);
  expect(before.status, before.text).toBe(200);

  await party.setActive(u.reference, false);
  expect(await tableItem(`USER#${u.userReference}`, 'USER')).toMatchObject({ [party.flag]: true });
  const refused = await login(u.email, STRONG_PASSWORD);
  expect(refused.status).toBe(401);
  expect(refused.body.error.code).toBe('INVALID_CREDENTIALS');
  const wrong = await login(u.email, 'Not-The-Password-1');
  expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
  expect((await refresh(before.body.result.refreshToken as string)).status).toBe(401);
  const reset = await call('POST', '/v1/auth/password/forgot', { token: await accessToken(), body: { username: u.email } });
  expect(reset.status).toBe(200);
  expect(await tableItem(`USER#${u.userReference}`, 'RESET')).toBeUndefined();
  // The live access token opens no session through OTP validation either.
  const otp = await call('POST', '/v1/auth/otp/validate', { token: before.body.result.accessToken as string, body: { otpValue: '123456' } });
  expect(otp.status).toBe(401);
  expect(otp.body.error.code).toBe('INVALID_CREDENTIALS');

  await party.setActive(u.reference, true);
  expect(await tableItem(`USER#${u.userReference}`, 'USER')).not.toHaveProperty(party.flag);
  expect((await login(u.email, STRONG_PASSWORD)).status).toBe(200);
}
