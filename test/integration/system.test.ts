import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { accessToken, call, tokenPair } from './harness.js';
import { givenUser } from './identity-fixtures.js';

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
  // A template no other line carries (starting with a letter, so no digit run of it reads as a card number).
  const marker = () => `client-log-t${randomUUID().replace(/-/g, '')}`;
  /** The structured log lines written for client log entries with this template. */
  const clientLogLines = (template: string): { level: string; message: string; properties: Record<string, unknown> }[] => {
    const file = inject('functionLogFile');
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    return lines.filter((l) => l.includes(template)).map((l) => JSON.parse(l));
  };

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

  it('refuses a restricted token (outstanding login steps) with 403, even from the right page, and logs nothing', async () => {
    const { username, password } = await givenUser({ mustChangePassword: true });
    const login = await call('POST', '/v1/auth/login', { body: { username, password } });
    expect(login.body.error.code).toBe('FURTHER_STEPS_REQUIRED');
    const restricted = login.body.result.accessToken as string;
    const template = marker();
    const res = await call('POST', '/v1/logging', { token: restricted, body: [{ ...entries[0], template }], headers: { Referer: apiReferer() } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(clientLogLines(template)).toEqual([]);
  });

  it('refuses more than 100 properties in an entry (the reviewer\'s 2,800 repeats of one name) and 1,000 in a batch, naming where, and logs nothing', async () => {
    const template = marker();
    const repeats = { timestamp: entries[0]!.timestamp, level: 5, template, properties: Array.from({ length: 2_800 }, () => ({ name: 'a', value: 0 })) };
    const res = await call('POST', '/v1/logging', { body: [repeats], headers: { Referer: apiReferer() } });
    expect(res.status).toBe(400);
    // 2,800 is over both caps, and each is named.
    expect(res.body.error.details).toEqual([
      { field: 'body[0].properties', reason: 'must hold at most 100 properties' },
      { field: 'body', reason: 'must hold at most 1000 properties in all its entries' },
    ]);
    const batch = Array.from({ length: 11 }, () => ({ ...repeats, properties: repeats.properties.slice(0, 100) }));
    const tooMany = await call('POST', '/v1/logging', { body: batch, headers: { Referer: apiReferer() } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ field: 'body', reason: 'must hold at most 1000 properties in all its entries' }]);
    expect(clientLogLines(template)).toEqual([]);
  });

  it('writes a repeated property name as name#n on the name cut to 64 characters, every key within 64', async () => {
    const template = marker();
    const long = 'n'.repeat(100);
    const properties = [...Array.from({ length: 50 }, () => ({ name: 'a', value: 0 })), ...Array.from({ length: 50 }, () => ({ name: long, value: 1 }))];
    const res = await call('POST', '/v1/logging', { body: [{ timestamp: entries[0]!.timestamp, level: 5, template, properties }], headers: { Referer: apiReferer() } });
    expect(res.status).toBe(200);
    const [line, ...others] = clientLogLines(template);
    expect(others).toEqual([]);
    expect(line?.level).toBe('CRITICAL');
    const keys = Object.keys(line!.properties);
    expect(keys).toHaveLength(100);
    expect(keys.slice(0, 3)).toEqual(['a', 'a#2', 'a#3']);
    expect(keys).toContain('a#50');
    expect(keys.slice(50, 52)).toEqual([long.slice(0, 64), `${long.slice(0, 62)}#2`]);
    expect(keys.at(-1)).toBe(`${long.slice(0, 61)}#50`);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(64);
  });

  it('never writes a card number or a token sent as a number, a property name or a nested key', async () => {
    const pan = '4111111111111111';
    const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const template = marker();
    const properties = [
      Number(pan),
      { name: pan, value: 'as a name' },
      { name: `Bearer ${jwt}`, value: 'a token as a name' },
      { name: 'ctx', value: { [pan]: 'as a nested key', [`Bearer ${jwt}`]: 1, amount: 12.5, cards: [5500000000000004] } },
    ];
    const res = await call('POST', '/v1/logging', { token, body: [{ timestamp: entries[0]!.timestamp, level: 4, template: `${template} {card}`, properties }] });
    expect(res.status).toBe(200);
    const [line] = clientLogLines(template);
    expect(line).toBeDefined();
    const text = JSON.stringify(line);
    for (const secret of [pan, '5500000000000004', jwt, 'eyJ', 'Bearer']) expect(text).not.toContain(secret);
    expect(line!.properties).toEqual({
      card: '[redacted-digits]',
      '[redacted-digits]': 'as a name',
      // The logger's own key redaction then hides what sits under a key reading "token".
      '[redacted-token]': '[redacted]',
      ctx: { '[redacted-digits]': 'as a nested key', '[redacted-token]': '[redacted]', amount: 12.5, cards: ['[redacted-digits]'] },
    });
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
