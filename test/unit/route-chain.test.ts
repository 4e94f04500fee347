/**
 * Each row of the route table names the parts of the endpoint chain its route runs (route.ts), so a
 * handler's bundle carries no other kind's (PERF-19): these hold the declarations to the rows' fields
 * and to what the handlers read.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiBaseOf } from '../../shared/http/api-base.js';
import { CALLER_READERS } from '../../shared/http/caller.js';
import { CORS_ANSWER_HEADERS } from '../../shared/http/cors.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { routeKey, type RouteDef } from '../../shared/http/route.js';
import { implementedRoutes, routes } from '../../shared/routes/index.js';

describe('the chain each row declares', () => {
  it('reads the caller as the row\'s auth kind says', () => {
    expect(routes.filter((r) => r.chain?.caller !== CALLER_READERS[r.auth]).map(routeKey)).toEqual([]);
  });

  it('answers cross-origin on the payment form\'s routes, and on no other', () => {
    const wrong = routes.filter((r) => (r.acceptsPaymentForm ? r.chain?.answerHeaders !== CORS_ANSWER_HEADERS : r.chain?.answerHeaders !== undefined));
    expect(wrong.map(routeKey)).toEqual([]);
  });

  it('hands the API base to exactly the handlers that read it', () => {
    const reads = (r: RouteDef) => /\bapiBase\b/.test(readFileSync(new URL(`../../functions/${r.handler}.ts`, import.meta.url), 'utf8'));
    const wrong = implementedRoutes.filter((r) => (reads(r) ? r.chain?.apiBase !== apiBaseOf : r.chain?.apiBase !== undefined));
    expect(wrong.map(routeKey)).toEqual([]);
    expect(implementedRoutes.filter(reads).map((r) => r.handler).sort()).toEqual(['payments/offline-payment-form', 'payments/payment-form']);
  });

  it('is not part of the row\'s data', () => {
    for (const r of routes) {
      expect(Object.keys(r)).not.toContain('chain');
      expect(Object.keys(JSON.parse(JSON.stringify(r)) as object)).not.toContain('chain');
    }
  });

  it('is required: a row not declared through route.ts is refused when its handler is built', () => {
    const [row] = routes;
    expect(() => endpoint({ ...row! }, async () => undefined)).toThrow(/not declared through route\.ts/);
  });
});
