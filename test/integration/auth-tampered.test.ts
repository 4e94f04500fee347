/**
 * Forged and doctored access tokens at the authorizer: each must be a 401, however close it comes
 * to a real token. The test signs with the platform's own key where a forgery needs a valid signature.
 */
import { createSecretKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SigningKey } from '../../shared/auth/signing-key.js';
import { call, inject } from './harness.js';

let key: SigningKey;
const env = () => inject('functionEnv');

beforeAll(async () => {
  Object.assign(process.env, env());
  const { signingKey } = await import('../../shared/auth/signing-key.js');
  key = await signingKey();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: 'attacker', token_use: 'access', iss: env().TOKEN_ISSUER, aud: env().TOKEN_AUDIENCE, iat: now, exp: now + 300, jti: 'x', ...overrides,
  };
}

async function signed(payload: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT', ...header }).sign(key.privateKey);
}

const ping = (token: string) => call('GET', '/v1/ping', { token });

describe('the authorizer', () => {
  it('accepts a token the platform signed (the control for the forgeries below)', async () => {
    expect((await ping(await signed(claims()))).status).toBe(200);
  });

  it('refuses alg none', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
    expect((await ping(token)).status).toBe(401);
  });

  it('refuses HS256 signed with the public key as the HMAC secret', async () => {
    const secret = createSecretKey(Buffer.from(key.publicJwk.x, 'base64url'));
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: key.kid }).sign(secret);
    expect((await ping(token)).status).toBe(401);
    const jwkText = createSecretKey(Buffer.from(JSON.stringify(key.publicJwk)));
    expect((await ping(await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: key.kid }).sign(jwkText))).status).toBe(401);
  });

  it('refuses a key it does not know, whatever kid the token names', async () => {
    const other = generateKeyPairSync('ed25519').privateKey;
    for (const kid of ['unknown-kid', key.kid]) {
      const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'EdDSA', kid }).sign(other);
      expect((await ping(token)).status, kid).toBe(401);
    }
  });

  it('refuses expired tokens, other issuers and other audiences', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await ping(await signed(claims({ iat: now - 600, exp: now - 300 })))).status).toBe(401);
    expect((await ping(await signed(claims({ iss: 'https://evil.example' })))).status).toBe(401);
    expect((await ping(await signed(claims({ aud: 'another-api' })))).status).toBe(401);
  });

  it('refuses a token that is not an access token or carries a scope it does not know', async () => {
    expect((await ping(await signed(claims({ token_use: 'id' })))).status).toBe(401);
    expect((await ping(await signed(claims({ scope: 'admin' })))).status).toBe(401);
  });

  it('refuses a real token whose payload was edited', async () => {
    const [h, , s] = (await signed(claims())).split('.');
    expect((await ping(`${h}.${b64(claims({ sub: 'someone-else' }))}.${s}`)).status).toBe(401);
  });

  it('refuses a signed token with no exp', async () => {
    const { exp: _exp, ...noExp } = claims();
    expect((await ping(await signed(noExp))).status).toBe(401);
  });

  it('refuses a signed token issued in the future beyond the clock skew, and accepts one within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await ping(await signed(claims({ iat: now + 600, exp: now + 900 })))).status).toBe(401);
    expect((await ping(await signed(claims({ iat: now + 30 })))).status).toBe(200);
  });
});

describe('a token the authorizer accepted once', () => {
  // The gateway caches the authorizer's answer per token for 300 s, in AWS as locally; the second
  // call below is answered from that cache, so only the handler chain's check of exp can refuse it.
  it('is refused once it expires, whatever the cache holds (full and pending-steps tokens)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const full = await signed(claims({ exp }));
    const pending = await signed(claims({ exp, scope: 'pending-steps' }));
    const resend = (token: string) => call('POST', '/v1/auth/otp/resend', { token });
    expect((await ping(full)).status).toBe(200);
    // The pending-steps token reaches its route (403 from the handler: it speaks for no user).
    expect((await resend(pending)).status).not.toBe(401);
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 500));
    for (const res of [await ping(full), await resend(pending)]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED', message: 'The bearer token is missing or invalid.', details: [] } });
    }
  });
});
