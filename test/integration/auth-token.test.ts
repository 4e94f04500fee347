import { describe, expect, it } from 'vitest';
import { adminApiKey, call, inject } from './harness.js';

describe('POST /v1/auth/admin/token/generate', () => {
  it('mints a token pair that the authorizer accepts', async () => {
    const res = await call('POST', '/v1/auth/admin/token/generate', {
      apiKey: adminApiKey(),
      body: { expiryInSeconds: 300, claims: { ConsumerReference: '6f1d1c1e-8a0b-4a55-9f0a-0d5a4b0e1c11', AllowedCurrencies: 'ZAR' }, accessPolicies: ['payments:write'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result.accessTokenValidForSeconds).toBe(300);
    expect(res.body.result.refreshToken).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    const [, payload] = (res.body.result.accessToken as string).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      sub: '6f1d1c1e-8a0b-4a55-9f0a-0d5a4b0e1c11',
      ConsumerReference: '6f1d1c1e-8a0b-4a55-9f0a-0d5a4b0e1c11',
      AllowedCurrencies: 'ZAR',
      AccessPolicy: 'payments:write',
      token_use: 'access',
      iss: inject('functionEnv').TOKEN_ISSUER,
    });
    expect(claims.exp - claims.iat).toBe(300);
    const ping = await call('GET', '/v1/ping', { token: res.body.result.accessToken });
    expect(ping.status).toBe(200);
    expect(ping.body).toEqual({ success: true, result: 'pong' });
    expect(ping.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('works with no body and uses the default lifetime', async () => {
    const res = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey() });
    expect(res.status).toBe(200);
    expect(res.body.result.accessTokenValidForSeconds).toBe(900);
  });

  it('refuses a missing or wrong API key with 403', async () => {
    const missing = await call('POST', '/v1/auth/admin/token/generate', { body: {} });
    expect(missing.status).toBe(403);
    expect(missing.body.error.code).toBe('INVALID_API_KEY');
    const wrong = await call('POST', '/v1/auth/admin/token/generate', { apiKey: 'nope', body: {} });
    expect(wrong.status).toBe(403);
    expect(wrong.body.success).toBe(false);
  });

  it('names each bad field', async () => {
    const res = await call('POST', '/v1/auth/admin/token/generate', {
      apiKey: adminApiKey(),
      body: { expiryInSeconds: 5, claims: { NotAClaim: 'x', Name: 7 }, accessPolicies: ['bad policy!'], extra: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const fields = (res.body.error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['body.accessPolicies[0]', 'body.claims.Name', 'body.claims.NotAClaim', 'body.expiryInSeconds', 'body.extra']);
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('refuses malformed limiting claims when the token is issued, not when it is used', async () => {
    const res = await call('POST', '/v1/auth/admin/token/generate', {
      apiKey: adminApiKey(),
      body: { claims: { CanUseCashSource: 'yes', MaxTotalSourceAmountInCents: '10.50', AllowedCurrencies: 'ZAR;USD', AccessPolicy: 'ok,bad policy' } },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['body.claims.AccessPolicy', 'body.claims.AllowedCurrencies', 'body.claims.CanUseCashSource', 'body.claims.MaxTotalSourceAmountInCents']);
    const fine = await call('POST', '/v1/auth/admin/token/generate', {
      apiKey: adminApiKey(),
      body: { claims: { CanUseCashSource: 'True', MaxTotalSourceAmountInCents: '100000', AllowedCurrencies: 'ZAR, usd', AccessPolicy: 'a,b' } },
    });
    expect(fine.status).toBe(200);
  });

  it('refuses a subject claim that names an API key\'s own tokens (partner:…), so no key can mint as another partner (AUTH-6)', async () => {
    for (const claim of ['UserReference', 'ConsumerReference', 'MerchantReference']) {
      const res = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), body: { claims: { [claim]: 'partner:SOMEOTHERKEY' } } });
      expect(res.status, claim).toBe(400);
      expect(res.body.error.details).toEqual([{ field: `body.claims.${claim}`, reason: 'must not start with "partner:"' }]);
      expect(JSON.stringify(res.body)).not.toMatch(/accessToken/);
    }
    const fine = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), body: { claims: { UserReference: 'user-partner:1' } } });
    expect(fine.status).toBe(200);
  });

  it('answers malformed JSON with 400 and a non-JSON type with 415', async () => {
    const bad = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), rawBody: '{"claims":', headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('MALFORMED_JSON');
    expect(bad.body.error.details).toEqual([{ field: 'body', reason: 'body is not valid JSON' }]);
    const text = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), rawBody: 'x=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(text.status).toBe(415);
  });

  it('throttles a usage-plan key with 429 and Retry-After', async () => {
    const key = inject('throttledApiKey');
    const results = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/v1/auth/admin/token/generate', { apiKey: key })));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.headers.get('retry-after')).toBe('1');
    expect(limited[0]?.body.error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers 429 QUOTA_EXCEEDED once a key has used its daily quota', async () => {
    const key = inject('quotaApiKey');
    for (let i = 0; i < 2; i++) expect((await call('POST', '/v1/auth/admin/token/generate', { apiKey: key })).status).toBe(200);
    const over = await call('POST', '/v1/auth/admin/token/generate', { apiKey: key });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('QUOTA_EXCEEDED');
    expect(over.headers.get('retry-after')).toBe('3600');
  });
});

describe('access tokens at the authorizer', () => {
  it('rejects a missing, garbage or tampered token with 401 and a refresh token with 403', async () => {
    expect((await call('GET', '/v1/ping')).status).toBe(401);
    expect((await call('GET', '/v1/ping', { token: 'garbage' })).status).toBe(401);
    const pair = (await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey() })).body.result;
    const [h, p, s] = (pair.accessToken as string).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), AccessPolicy: 'admin' })).toString('base64url');
    expect((await call('GET', '/v1/ping', { token: `${h}.${forged}.${s}` })).status).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await call('GET', '/v1/ping', { token: `${none}.${p}.` })).status).toBe(401);
    const refresh = await call('GET', '/v1/ping', { token: pair.refreshToken });
    expect(refresh.status).toBe(403);
    expect(refresh.body.error.code).toBe('FORBIDDEN');
  });

  it('answers unknown paths and unmounted routes with the same 404', async () => {
    const unknown = await call('GET', '/v1/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const wrongMethod = await call('DELETE', '/v1/ping');
    expect(wrongMethod.status).toBe(404);
  });

  it('publishes the JWKS', async () => {
    const res = await call('GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    const keys = JSON.parse(res.text).keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(keys[0].d).toBeUndefined();
  });
});

describe('logs', () => {
  it('never contain a token or the API key', async () => {
    const { readFileSync } = await import('node:fs');
    const pair = (await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), body: { claims: { Name: 'Log Check' } } })).body.result;
    await call('GET', '/v1/ping', { token: pair.accessToken });
    await call('GET', '/v1/ping', { token: pair.refreshToken });
    const logs = readFileSync(inject('functionLogFile'), 'utf8');
    expect(logs).toContain('POST /v1/auth/admin/token/generate');
    for (const secret of [pair.accessToken, pair.refreshToken, adminApiKey()]) expect(logs).not.toContain(secret);
  });
});
