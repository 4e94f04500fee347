/**
 * Cross-origin access for the hosted payment form (docs/decisions/payment-form.md, FORM-3, FORM-9):
 * a merchant serves the page from its own origin and the page calls the API directly, so the routes
 * that accept the page's session token (`acceptsPaymentForm`), and only those, answer preflights and
 * carry `Access-Control-Allow-Origin: *`. Any origin is fine: the page authenticates with a bearer
 * header, never a cookie, so no credentials are allowed and a foreign page gains nothing it did not
 * already hold. CDK (lib/stacks/api-stack.ts) and the local gateway both read these values.
 */
import type { RouteDef } from './route.js';

// A constant of its own, not read from FORM_CORS: a bundle that sends no CORS header then carries neither.
const ALLOW_ORIGIN = '*';

export const FORM_CORS = {
  allowOrigin: ALLOW_ORIGIN,
  /** What the page sends: its bearer token, a JSON body and the pay request's Idempotency-Key. */
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  /** Ten minutes: Chromium caps a cached preflight at two hours, Firefox at one day. */
  maxAgeSeconds: 600,
} as const;

/** On every answer of a form route, whoever gives it (function or gateway). */
export const CORS_ANSWER_HEADERS: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': ALLOW_ORIGIN };

/** Resource path → the methods its form routes serve, for the resources that answer a preflight. */
export function formPreflights(routes: readonly RouteDef[]): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const route of routes) if (route.acceptsPaymentForm) paths.set(route.path, [...(paths.get(route.path) ?? []), route.method]);
  return paths;
}

/** The preflight's answer headers (API Gateway's CORS mock integration sends the same). */
export function preflightHeaders(methods: readonly string[]): Record<string, string> {
  return {
    ...CORS_ANSWER_HEADERS,
    'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(','),
    'Access-Control-Allow-Headers': FORM_CORS.allowHeaders.join(','),
    'Access-Control-Max-Age': String(FORM_CORS.maxAgeSeconds),
  };
}
