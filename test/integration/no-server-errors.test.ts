/**
 * No client input may produce a 500: every implemented route gets hostile paths, queries, bodies and
 * headers, with valid credentials, and must answer below 500 every time.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { implementedRoutes } from '../../shared/routes/index.js';
import { accessToken, adminApiKey, call, tokenPair } from './harness.js';

const hostileValues = ['', ' ', 'null', '-1', '0', '1e309', 'NaN', '%00', '../../etc/passwd', "' OR 1=1 --", '<script>', 'é🙂', 'x'.repeat(5000)];
const hostileBodies: unknown[] = [null, [], 'text', 42, true, { a: { b: { c: [1, 2, { d: null }] } } }, { amountInCents: -1, currency: 'XXX' }, Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]))];

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

describe('no client input produces a 5xx', () => {
  it('holds for every implemented route', async () => {
    const token = await accessToken();
    const { refreshToken } = await tokenPair();
    const failures: string[] = [];
    for (const route of implementedRoutes) {
      const credentials =
        route.auth === 'admin' ? { apiKey: adminApiKey() } : route.auth === 'refresh' ? { token: refreshToken } : route.auth === 'access' ? { token } : {};
      const attempts: Array<{ path: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }> = [];
      for (const value of hostileValues) {
        attempts.push({ path: `${fillPath(route.path, value || 'x')}?q=${encodeURIComponent(value)}&format=${encodeURIComponent(value)}&cardBin=${encodeURIComponent(value)}&latitude=${encodeURIComponent(value)}` });
      }
      if (route.method !== 'GET') {
        for (const body of hostileBodies) attempts.push({ path: fillPath(route.path, 'x'), body });
        attempts.push({ path: fillPath(route.path, 'x'), rawBody: '{"unterminated": ', headers: { 'Content-Type': 'application/json' } });
        attempts.push({ path: fillPath(route.path, 'x'), rawBody: '\u0000\u0001', headers: { 'Content-Type': 'text/plain' } });
      }
      // The agentic routes read ACP's headers first: sent, so hostile input reaches their domain code.
      const acp = (): Record<string, string> => (route.protocol === 'acp' ? { 'API-Version': '2026-04-17', ...(route.method === 'POST' ? { 'Idempotency-Key': randomUUID() } : {}) } : {});
      for (const attempt of attempts) {
        const res = await call(route.method, attempt.path, { ...credentials, body: attempt.body, rawBody: attempt.rawBody, headers: { ...acp(), ...attempt.headers } });
        if (res.status >= 500) failures.push(`${route.method} ${attempt.path.slice(0, 120)} → ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
