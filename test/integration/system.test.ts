import { beforeAll, describe, expect, inject, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { accessToken, call, tokenPair } from './harness.js';

let token: string;
beforeAll(async () => {
  token = await accessToken();
});

describe('GET /v1/version', () => {
  it('reports the environment, package version, implemented modules, the connector of each rail and enabled currencies', async () => {
    const res = await call('GET', '/v1/version', { token });
    expect(res.status).toBe(200);
    const result = res.body.result;
    expect(result.environment).toBe(inject('functionEnv')['ENVIRONMENT_NAME']);
    expect(result.version).toBe(pkg.version);
    expect(result.modules).toContainEqual({ name: 'system', routes: expect.any(Number) });
    expect(result.modules.find((m: { name: string }) => m.name === 'system').routes).toBeGreaterThanOrEqual(4);
    // SYS-4: outside production the sandbox serves every connector rail; merchants, bills and wallets need none.
    const connectorOf = Object.fromEntries((result.plugins as { name: string; kind: string; connector: string }[]).map((p) => [p.name, p.connector]));
    expect(connectorOf).toEqual({
      card: 'sandbox', mobileWallet: 'sandbox', bankAccount: 'sandbox', wallet: 'in-platform', cash: 'sandbox', applePay: 'sandbox',
      googlePay: 'sandbox', merchant: 'in-platform', qrCode: 'sandbox', bill: 'in-platform',
    });
    expect(new Set((result.plugins as { kind: string }[]).map((p) => p.kind))).toEqual(new Set(['rail']));
    expect(result.extensions).toContainEqual({ name: 'enabled-currencies', values: expect.arrayContaining(['ZAR']) });
  });

  it('needs an access token', async () => {
    expect((await call('GET', '/v1/version')).status).toBe(401);
  });

  it('refuses unknown query parameters, naming them', async () => {
    const res = await call('GET', '/v1/version?verbose=1', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'query.verbose', reason: expect.any(String) });
  });
});

describe('GET /v1/health', () => {
  it('answers 200 with an entry per dependency, the table checked for real', async () => {
    const res = await call('GET', '/v1/health', { token });
    expect(res.status).toBe(200);
    const result = res.body.result;
    // Every stand-in runs under the suite, so nothing may be Unhealthy (slow 2-core CI may degrade).
    expect(['Healthy', 'Degraded']).toContain(result.status);
    expect(result.totalDuration).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{7}$/);
    expect(Number.isNaN(Date.parse(result.timeChecked))).toBe(false);
    expect(Object.keys(result.entries)).toEqual(expect.arrayContaining(['database', 'storage', 'workflows']));
    for (const [name, entry] of Object.entries(result.entries as Record<string, { status: string }>)) {
      expect(['Healthy', 'Degraded'], name).toContain(entry.status);
    }
    const queues = Object.keys(inject('functionEnv')).filter((k) => k.startsWith('QUEUE_URL_'));
    for (const key of queues) expect(result.entries).toHaveProperty(`queue:${key.slice('QUEUE_URL_'.length).toLowerCase().replace(/_/g, '-')}`);
    // Whatever the outcome, no entry leaks an endpoint or an account id.
    expect(res.text).not.toMatch(/https?:\/\/|arn:aws/);
  });

  it('needs an access token', async () => {
    expect((await call('GET', '/v1/health')).status).toBe(401);
  });

  it('refuses unknown query parameters', async () => {
    const res = await call('GET', '/v1/health?deep=true', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'query.deep', reason: expect.any(String) });
  });
});

describe('POST /v1/logging', () => {
  const entries = [
    { timestamp: '2026-11-22T10:00:00.000Z', level: 2, template: 'Opened {screen}', properties: ['home'] },
    { timestamp: '2026-11-22T10:00:01.000Z', level: 4, template: 'Failed {token}', properties: ['not-logged'] },
  ];
  const apiReferer = () => `http://${inject('functionEnv')['API_DOMAIN']}/app/checkout`;

  it('accepts a valid access token whatever the Referer', async () => {
    const res = await call('POST', '/v1/logging', { token, body: entries, headers: { Referer: 'https://elsewhere.example.org/' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await call('POST', '/v1/logging', { token, body: entries })).status).toBe(200);
  });

  it('accepts an anonymous page on the API domain', async () => {
    const res = await call('POST', '/v1/logging', { body: entries, headers: { Referer: apiReferer() } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });

  it('refuses anonymous callers without the right Referer with 403', async () => {
    const missing = await call('POST', '/v1/logging', { body: entries });
    expect(missing.status).toBe(403);
    expect(missing.body.error.code).toBe('FORBIDDEN');
    const wrong = await call('POST', '/v1/logging', { body: entries, headers: { Referer: 'https://evil.example.org/' } });
    expect(wrong.status).toBe(403);
  });

  it('refuses a garbage token with 401 even from the right page, and a refresh token with 403', async () => {
    const garbage = await call('POST', '/v1/logging', { token: 'garbage.token.value', body: entries, headers: { Referer: apiReferer() } });
    expect(garbage.status).toBe(401);
    const { refreshToken } = await tokenPair();
    expect((await call('POST', '/v1/logging', { token: refreshToken, body: entries })).status).toBe(403);
  });

  it('names the bad field of a bad entry', async () => {
    const res = await call('POST', '/v1/logging', { token, body: [{ ...entries[0], level: 9 }, { ...entries[1], timestamp: 'now' }] });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'body[0].level', reason: expect.any(String) },
        { field: 'body[1].timestamp', reason: expect.any(String) },
      ]),
    );
  });

  it('caps the number of entries (400) and the body size (413)', async () => {
    const tooMany = await call('POST', '/v1/logging', { token, body: Array.from({ length: 101 }, () => entries[0]) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details[0].field).toBe('body');
    const huge = [{ ...entries[0], properties: ['x'.repeat(70 * 1024)] }];
    const tooLarge = await call('POST', '/v1/logging', { token, body: huge });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.details[0]).toEqual({ field: 'body', reason: expect.stringMatching(/larger than/) });
  });
});
