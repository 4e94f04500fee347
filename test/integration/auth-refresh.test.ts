import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApiKey, call, tokenPair } from './harness.js';
import { givenUser, jwtPayload, setItem, tableItem } from './identity-fixtures.js';

const refresh = (token: string) => call('POST', '/v1/auth/refresh', { token });
const logout = (token: string) => call('POST', '/v1/auth/logout', { token });
const tokenKey = (token: string) => `RTOKEN#${createHash('sha256').update(token).digest('hex')}`;

async function signIn(): Promise<{ accessToken: string; refreshToken: string; userReference: string; username: string; password: string }> {
  const { user, username, password } = await givenUser();
  const res = await call('POST', '/v1/auth/login', { body: { username, password } });
  expect(res.status).toBe(200);
  return { ...res.body.result, userReference: user.userReference, username, password };
}

describe('POST /v1/auth/refresh', () => {
  it('rotates: a new pair for the session, and the presented token stops working', async () => {
    const session = await signIn();
    const res = await refresh(session.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body.result.refreshToken).toMatch(/^rt_/);
    expect(res.body.result.refreshToken).not.toBe(session.refreshToken);
    expect(jwtPayload(res.body.result.accessToken)).toMatchObject({ sub: session.userReference, UserReference: session.userReference });
    expect((await call('GET', '/v1/ping', { token: res.body.result.accessToken })).status).toBe(200);

    const rotated = await tableItem(tokenKey(session.refreshToken), 'RTOKEN');
    expect(rotated?.['status']).toBe('rotated');
    // The table holds hashes only: the clear token is nowhere in the item.
    expect(JSON.stringify(rotated)).not.toContain(session.refreshToken);
  });

  it('revokes the whole session when a rotated token comes back', async () => {
    const session = await signIn();
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('REFRESH_TOKEN_INVALID');
    // The thief's copy and the owner's current token are both dead now.
    expect((await refresh(first.body.result.refreshToken)).status).toBe(401);
    const family = await tableItem(`RFAMILY#${String((await tableItem(tokenKey(session.refreshToken), 'RTOKEN'))?.['familyId'])}`, 'RFAMILY');
    expect(family).toMatchObject({ status: 'revoked', revokedReason: 'refresh token reused' });
  });

  it('refuses a token past its idle lifetime or its session past the absolute lifetime', async () => {
    const idle = await signIn();
    await setItem(tokenKey(idle.refreshToken), 'RTOKEN', { idleExpiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await refresh(idle.refreshToken)).status).toBe(401);

    const old = await signIn();
    const familyId = String((await tableItem(tokenKey(old.refreshToken), 'RTOKEN'))?.['familyId']);
    await setItem(`RFAMILY#${familyId}`, 'RFAMILY', { absoluteExpiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await refresh(old.refreshToken)).status).toBe(401);
  });

  it('keeps the session lifetime across rotations', async () => {
    const session = await signIn();
    const familyId = String((await tableItem(tokenKey(session.refreshToken), 'RTOKEN'))?.['familyId']);
    const before = await tableItem(`RFAMILY#${familyId}`, 'RFAMILY');
    const next = await refresh(session.refreshToken);
    const after = await tableItem(`RFAMILY#${familyId}`, 'RFAMILY');
    expect(after?.['absoluteExpiresAt']).toBe(before?.['absoluteExpiresAt']);
    const nextItem = await tableItem(tokenKey(next.body.result.refreshToken), 'RTOKEN');
    expect(nextItem?.['familyId']).toBe(familyId);
  });

  it('refreshes an admin-granted pair with its own claims and lifetime', async () => {
    const pair = await tokenPair({ MerchantReference: '0b7c2f8e-3c0a-4f4e-9d55-6a7c9b1e2f30' });
    const res = await refresh(pair.refreshToken);
    expect(res.status).toBe(200);
    expect(jwtPayload(res.body.result.accessToken)).toMatchObject({ MerchantReference: '0b7c2f8e-3c0a-4f4e-9d55-6a7c9b1e2f30' });
  });

  it('ends the session of a user an administrator locked', async () => {
    const session = await signIn();
    await setItem(`USER#${session.userReference}`, 'USER', { isLockedOut: true, reasonForLockout: 'Fraud review' });
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('answers 401 without a token or with an unknown one, and 403 to an access token', async () => {
    expect((await call('POST', '/v1/auth/refresh')).status).toBe(401);
    expect((await refresh('rt_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(401);
    const session = await signIn();
    const wrongType = await refresh(session.accessToken);
    expect(wrongType.status).toBe(403);
    expect((await call('GET', '/v1/ping', { token: session.refreshToken })).status).toBe(403);
  });

  it('takes no body and no query', async () => {
    const session = await signIn();
    const res = await call('POST', '/v1/auth/refresh?x=1', { token: session.refreshToken, body: { a: 1 } });
    expect(res.status).toBe(400);
    expect((res.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['body', 'query.x']);
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends the session of the presented token and leaves the user\'s other sessions alone', async () => {
    const session = await signIn();
    const other = await call('POST', '/v1/auth/login', { body: { username: session.username, password: session.password } });
    const rotated = await refresh(session.refreshToken);
    const res = await logout(rotated.body.result.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await refresh(rotated.body.result.refreshToken)).status).toBe(401);
    expect((await refresh(other.body.result.refreshToken)).status).toBe(200);
  });

  it('answers 401 to an unknown token and 403 to an access token', async () => {
    expect((await logout('rt_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB')).status).toBe(401);
    const session = await signIn();
    expect((await logout(session.accessToken)).status).toBe(403);
    expect((await call('POST', '/v1/auth/logout', { apiKey: adminApiKey() })).status).toBe(401);
  });
});
