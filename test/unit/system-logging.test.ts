import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { logger } from '../../shared/log.js';
import {
  authorizeLogIntake,
  bindProperties,
  levelFor,
  MAX_KEY_LENGTH,
  refererMatches,
  sanitize,
  scrubText,
  templateHoles,
  writeClientLogs,
  type IntakeDeps,
} from '../../shared/system/client-logs.js';
import { clientLogBatch, MAX_BATCH_PROPERTIES, MAX_ENTRY_PROPERTIES, MAX_LOG_ENTRIES } from '../../shared/system/schemas/client-log-batch.js';

const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const REFRESH = 'rt_0123456789abcdefghijABCDEFGHIJ';
const PAN = '4111111111111111';

afterEach(() => vi.restoreAllMocks());

describe('level mapping', () => {
  it('maps Serilog levels 0..5 to logger methods', () => {
    expect([0, 1, 2, 3, 4, 5].map((l) => [levelFor(l).name, levelFor(l).method])).toEqual([
      ['Verbose', 'trace'],
      ['Debug', 'debug'],
      ['Information', 'info'],
      ['Warning', 'warn'],
      ['Error', 'error'],
      ['Fatal', 'critical'],
    ]);
    expect(() => levelFor(6)).toThrow();
  });
});

describe('referer rule', () => {
  it('accepts an http(s) page on the API domain, with or without a port', () => {
    expect(refererMatches('https://api.example.com/app/page', 'api.example.com')).toBe(true);
    expect(refererMatches('https://API.Example.com./x', 'api.example.com')).toBe(true);
    expect(refererMatches('http://localhost:3000/', 'localhost')).toBe(true);
    expect(refererMatches('http://localhost:3000/', 'localhost:3000')).toBe(true);
  });

  it('refuses other hosts, look-alikes, other schemes and junk', () => {
    expect(refererMatches(undefined, 'api.example.com')).toBe(false);
    expect(refererMatches('', 'api.example.com')).toBe(false);
    expect(refererMatches('https://evil.example.org/', 'api.example.com')).toBe(false);
    expect(refererMatches('https://api.example.com.evil.org/', 'api.example.com')).toBe(false);
    expect(refererMatches('https://evil.org/?api.example.com', 'api.example.com')).toBe(false);
    expect(refererMatches('https://api.example.com@evil.org/', 'api.example.com')).toBe(false);
    expect(refererMatches('ftp://api.example.com/', 'api.example.com')).toBe(false);
    expect(refererMatches('api.example.com', 'api.example.com')).toBe(false);
  });
});

describe('authorizeLogIntake', () => {
  const deps: IntakeDeps = {
    apiDomain: 'api.example.com',
    verify: async (token) => {
      if (token === 'good') return { subject: 'user-1', scope: 'full' };
      if (token === 'pending') return { subject: 'user-1', scope: 'pending-steps' };
      if (token === 'form') return { subject: 'form:session-1', scope: 'payment-form' };
      return undefined;
    },
    isRefreshToken: (token) => token.startsWith('rt_'),
  };
  const status = async (headers: Record<string, string | undefined>) =>
    authorizeLogIntake(headers, deps).then(
      () => 200,
      (e: unknown) => (e instanceof ApiError ? e.status : 500),
    );

  it('accepts a valid access token whatever the Referer', async () => {
    await expect(authorizeLogIntake({ authorization: 'Bearer good', referer: 'https://evil.org/' }, deps)).resolves.toEqual({
      kind: 'user',
      subject: 'user-1',
    });
  });

  it('refuses an invalid or malformed credential with 401 and a refresh token with 403, even from the right page', async () => {
    const referer = 'https://api.example.com/';
    expect(await status({ authorization: 'Bearer garbage', referer })).toBe(401);
    expect(await status({ authorization: 'Basic dXNlcjpwYXNz', referer })).toBe(401);
    expect(await status({ authorization: `Bearer ${REFRESH}`, referer })).toBe(403);
  });

  it('refuses a restricted token (outstanding login steps, payment form) with 403, as every access route does, even from the right page', async () => {
    for (const token of ['pending', 'form']) {
      const refused = await authorizeLogIntake({ authorization: `Bearer ${token}`, referer: 'https://api.example.com/' }, deps).catch((e: unknown) => e);
      expect(refused, token).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status, token).toBe(403);
      expect((refused as ApiError).message, token).toMatch(/restricted token/);
    }
  });

  it('without a credential, requires the Referer host to be the API domain', async () => {
    expect(await status({})).toBe(403);
    expect(await status({ referer: 'https://evil.org/' })).toBe(403);
    await expect(authorizeLogIntake({ referer: 'https://api.example.com/page' }, deps)).resolves.toEqual({
      kind: 'referer',
      host: 'api.example.com',
    });
    expect(await status({ authorization: '  ', referer: 'https://api.example.com/' })).toBe(200);
  });
});

describe('properties and redaction', () => {
  it('reads Serilog template holes in order, skipping escaped braces', () => {
    expect(templateHoles('User {UserId} paid {@Amount,10:N2} via {$Rail} {{literal}}')).toEqual(['UserId', 'Amount', 'Rail']);
  });

  it('binds positional items to holes, named items by name, leftovers by index', () => {
    expect(bindProperties('Paid {amount} to {merchant}', [100, 'Shop', { name: 'screen', value: 'checkout' }, true])).toEqual({
      amount: 100,
      merchant: 'Shop',
      screen: 'checkout',
      _3: true,
    });
    expect(bindProperties('x', [{ Name: 'Screen', Value: 'home' }])).toEqual({ Screen: 'home' });
  });

  it('redacts secrets whichever way they arrive', () => {
    const bound = bindProperties('Signed in with {accessToken} and {note}', [
      'opaque-value',
      `header was Bearer ${JWT}`,
      { name: 'password', value: 'hunter2' },
      { name: 'ctx', value: { refreshToken: 'x', nested: [JWT, REFRESH, '4111 1111 1111 1111'] } },
    ]);
    expect(bound['accessToken']).toBe('[redacted]');
    expect(bound['password']).toBe('[redacted]');
    const text = JSON.stringify(bound);
    for (const secret of ['opaque-value', 'hunter2', JWT, REFRESH, '4111']) expect(text).not.toContain(secret);
  });

  it('redacts what only a client names or writes: an OTP or security code under its usual names, short password names, vault, refresh and webhook-secret tokens and Basic credentials in text (SYS-8)', () => {
    const bound = bindProperties('Entered {Code} for {securityCode}', [
      '481516',
      '737',
      { name: 'pwd', value: 'hunter2' },
      { name: 'CVN', value: 4321 },
      { name: 'note', value: 'token vt_AbCdEf123456789 card cv_ZyXwVu98765432 hook whsec_0123456789abcdef auth Basic dXNlcjpwYXNzd29yZA==' },
      { name: 'errorCode', value: 'E42' },
    ]);
    for (const key of ['Code', 'securityCode', 'pwd', 'CVN']) expect(bound[key], key).toBe('[redacted]');
    const text = JSON.stringify(bound);
    for (const secret of ['481516', '737', 'hunter2', '4321', 'vt_AbCd', 'cv_ZyXw', 'whsec_0123', 'dXNlcjpw']) expect(text).not.toContain(secret);
    // A name that only contains "code" is not a secret's, nor are words after "basic".
    expect(bound['errorCode']).toBe('E42');
    expect(scrubText('Basic authentication failed; basic settings kept')).toBe('Basic authentication failed; basic settings kept');
  });

  it('scrubs token-shaped text', () => {
    const scrubbed = scrubText(`auth Bearer abc.def then ${JWT} and ${REFRESH}`);
    expect(scrubbed).toBe('auth [redacted-token] then [redacted-token] and [redacted-token]');
  });

  it('redacts a number whose digits read as a card number (12 to 19 digits), at any depth, and keeps other numbers', () => {
    const bound = bindProperties('Paid with {card}', [
      Number(PAN),
      { name: 'nested', value: { pan: 1, inner: [5500000000000004, { deep: 378282246310005 }], amount: 12345.67, count: 3 } },
      { name: 'twelve', value: 411111111111 },
      { name: 'fraction', value: 411111111111.5 },
      { name: 'negative', value: -4111111111111111 },
      { name: 'eleven', value: 41111111111 },
      { name: 'twenty', value: 1e19 },
    ]);
    const text = JSON.stringify(bound);
    for (const digits of [PAN, '5500000000000004', '378282246310005', '411111111111']) expect(text).not.toContain(digits);
    expect(bound['card']).toBe('[redacted-digits]');
    expect(bound['twelve']).toBe('[redacted-digits]');
    expect(bound['nested']).toEqual({ pan: '[redacted]', inner: ['[redacted-digits]', { deep: '[redacted-digits]' }], amount: 12345.67, count: 3 });
    expect(bound['eleven']).toBe(41111111111);
    expect(bound['twenty']).toBe(1e19);
  });

  it('scrubs card numbers and tokens used as property names or as keys of nested objects', () => {
    const bound = bindProperties('x', [
      { name: PAN, value: 'a' },
      { name: '4111 1111 1111 1111', value: 'b' },
      { name: `Bearer ${JWT}`, value: 'c' },
      { name: 'ctx', value: { [PAN]: 1, [`Bearer ${JWT}`]: 2, [REFRESH]: 3, [JWT]: { [PAN]: 4 } } },
    ]);
    const text = JSON.stringify(bound);
    for (const secret of [PAN, '4111 1111', JWT, REFRESH, 'eyJ']) expect(text).not.toContain(secret);
    expect(Object.keys(bound)).toEqual(['[redacted-digits]', '[redacted-digits]#2', '[redacted-token]', 'ctx']);
    expect(bound['ctx']).toEqual({ '[redacted-digits]': 1, '[redacted-token]': 2, '[redacted-token]#2': 3, '[redacted-token]#3': { '[redacted-digits]': 4 } });
    expect(sanitize('x', { [PAN]: 1 })).toEqual({ '[redacted-digits]': 1 });
  });

  it('suffixes a repeated name with #n on the name cut to 64 characters: every key unique and within 64, the output linear in the input', () => {
    const repeats = 2_800;
    const bound = bindProperties('x', Array.from({ length: repeats }, () => ({ name: 'a', value: 0 })));
    const keys = Object.keys(bound);
    expect(keys).toHaveLength(repeats);
    expect(keys.slice(0, 3)).toEqual(['a', 'a#2', 'a#3']);
    expect(keys.at(-1)).toBe(`a#${repeats}`);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(MAX_KEY_LENGTH);
    // Each key costs a few bytes more than its name: 2,800 names of one letter made ~4 MB before.
    expect(JSON.stringify(bound).length).toBeLessThan(repeats * 12);

    const long = 'n'.repeat(100);
    const cut = bindProperties('x', [{ name: long, value: 1 }, { name: long, value: 2 }, { name: `${long}x`, value: 3 }, { name: '', value: 4 }, { name: '', value: 5 }]);
    expect(Object.keys(cut)).toEqual([long.slice(0, 64), `${long.slice(0, 62)}#2`, `${long.slice(0, 62)}#3`, '_3', '_4']);
    // A name the client already spent on a suffix is skipped, not overwritten.
    expect(Object.keys(bindProperties('x', [{ name: 'a#2', value: 1 }, { name: 'a', value: 2 }, { name: 'a', value: 3 }]))).toEqual(['a#2', 'a', 'a#3']);
  });

  it('keeps a client-chosen __proto__ as a plain key', () => {
    const bound = bindProperties('x', [{ name: '__proto__', value: { polluted: true } }]);
    expect(Object.getPrototypeOf(bound)).toBe(Object.prototype);
    expect(Object.keys(bound)).toEqual(['__proto__']);
  });
});

describe('writeClientLogs', () => {
  it('logs each entry at its level, marked as a client log', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const critical = vi.spyOn(logger, 'critical').mockImplementation(() => undefined);
    writeClientLogs(
      [
        { timestamp: '2026-11-22T10:00:00Z', level: 3, template: 'Slow screen {screen}', properties: ['home'] },
        { timestamp: '2026-11-22T10:00:01Z', level: 5, template: 'Crash', properties: [] },
      ],
      { kind: 'referer', host: 'api.example.com' },
    );
    expect(warn).toHaveBeenCalledWith('Slow screen {screen}', {
      clientLog: true,
      clientLevel: 'Warning',
      clientTimestamp: '2026-11-22T10:00:00Z',
      sender: { refererHost: 'api.example.com' },
      properties: { screen: 'home' },
    });
    expect(critical).toHaveBeenCalledOnce();
  });

  it('never prints a token, password or card number to the log stream', () => {
    const lines: string[] = [];
    // The logger writes INFO and below to stdout, WARN and above to stderr.
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    }
    writeClientLogs(
      [
        {
          timestamp: '2026-11-22T10:00:00Z',
          level: 4,
          template: `Failed with Bearer ${JWT} card 4111111111111111 {token} {pin}`,
          properties: ['tok-secret-value', '1234', { name: 'authorization', value: `Bearer ${JWT}` }, { token: 'inner-secret' }],
        },
      ],
      { kind: 'user', subject: 'user-1' },
    );
    const out = lines.join('');
    expect(out).toContain('"clientLog":true');
    for (const secret of [JWT, '4111111111111111', 'tok-secret-value', '"1234"', 'inner-secret']) expect(out).not.toContain(secret);
  });
});

describe('clientLogBatch schema', () => {
  const entry = { timestamp: '2026-11-22T10:00:00.000Z', level: 2, template: 'hello', properties: [] };

  it(`accepts up to ${MAX_LOG_ENTRIES} entries and refuses more`, () => {
    expect(clientLogBatch.safeParse(Array.from({ length: MAX_LOG_ENTRIES }, () => entry)).success).toBe(true);
    expect(clientLogBatch.safeParse(Array.from({ length: MAX_LOG_ENTRIES + 1 }, () => entry)).success).toBe(false);
  });

  it(`refuses more than ${MAX_ENTRY_PROPERTIES} properties in an entry and ${MAX_BATCH_PROPERTIES} in a batch, naming where`, () => {
    const withProperties = (n: number) => ({ ...entry, properties: Array.from({ length: n }, () => 0) });
    expect(clientLogBatch.safeParse([withProperties(MAX_ENTRY_PROPERTIES)]).success).toBe(true);
    expect(clientLogBatch.safeParse([withProperties(MAX_ENTRY_PROPERTIES + 1)]).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[0, 'properties'], `must hold at most ${MAX_ENTRY_PROPERTIES} properties`],
    ]);
    const full = MAX_BATCH_PROPERTIES / MAX_ENTRY_PROPERTIES;
    expect(clientLogBatch.safeParse(Array.from({ length: full }, () => withProperties(MAX_ENTRY_PROPERTIES))).success).toBe(true);
    const over = [...Array.from({ length: full }, () => withProperties(MAX_ENTRY_PROPERTIES)), withProperties(1)];
    expect(clientLogBatch.safeParse(over).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[], `must hold at most ${MAX_BATCH_PROPERTIES} properties in all its entries`],
    ]);
  });

  it('refuses levels outside 0..5, non-ISO timestamps and unknown fields', () => {
    expect(clientLogBatch.safeParse([{ ...entry, level: 6 }]).success).toBe(false);
    expect(clientLogBatch.safeParse([{ ...entry, level: 1.5 }]).success).toBe(false);
    expect(clientLogBatch.safeParse([{ ...entry, timestamp: 'yesterday' }]).success).toBe(false);
    // The refusal a client reads for a timestamp, bad or without a zone.
    for (const timestamp of ['yesterday', '2026-11-22T10:00:00']) {
      expect(clientLogBatch.safeParse([{ ...entry, timestamp }]).error?.issues.map((i) => i.message), timestamp).toEqual(['must be an ISO 8601 date-time with a zone']);
    }
    expect(clientLogBatch.safeParse([{ ...entry, extra: 1 }]).success).toBe(false);
  });
});
