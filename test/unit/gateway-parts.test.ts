import { describe, expect, it } from 'vitest';
import { authorizerEnvironment, policyFor, stageArnOf, type TokenType } from '../../shared/auth/authorizer-policy.js';
import { routeKey } from '../../shared/http/route.js';
import { implementedRoutes } from '../../shared/routes/index.js';
import { apiBaseOf } from '../../shared/http/api-base.js';
import { formPreflights, preflightHeaders } from '../../shared/http/cors.js';
import { route } from '../../shared/http/route.js';
import { evaluatePolicy } from '../../lib/local/iam-policy.js';
import { matchRoute } from '../../lib/local/route-matcher.js';
import { TokenBucket } from '../../lib/local/token-bucket.js';

const row = (method: 'GET' | 'POST', path: string) =>
  route({ method, path, auth: 'access', domain: 't', handler: path, schemas: {}, successStatus: 200, implemented: true, resources: {}, summary: '' });

describe('route matching', () => {
  const routes = [row('GET', '/v1/lookup/address'), row('GET', '/v1/lookup/address/{digitalAddress}'), row('GET', '/v1/merchant/product/{x}'), row('GET', '/v1/merchant/product/lookup')];

  it('prefers a literal segment over a variable', () => {
    expect(matchRoute(routes, 'GET', '/v1/merchant/product/lookup')?.route.path).toBe('/v1/merchant/product/lookup');
    expect(matchRoute(routes, 'GET', '/v1/merchant/product/abc')?.pathParameters).toEqual({ x: 'abc' });
  });

  it('decodes path parameters and refuses unknown paths and methods', () => {
    expect(matchRoute(routes, 'GET', '/v1/lookup/address/GA-123%204567')?.pathParameters).toEqual({ digitalAddress: 'GA-123 4567' });
    expect(matchRoute(routes, 'GET', '/v1/lookup/address/a/b')).toBeUndefined();
    expect(matchRoute(routes, 'POST', '/v1/lookup/address')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/v1/lookup/address/%E0%A4%A')).toBeUndefined();
  });

  it('finds the resource a path falls on whatever the method, for a preflight', () => {
    expect(matchRoute(routes, undefined, '/v1/merchant/product/lookup')?.route.path).toBe('/v1/merchant/product/lookup');
    expect(matchRoute(routes, undefined, '/v1/merchant/product/abc')?.route.path).toBe('/v1/merchant/product/{x}');
    expect(matchRoute(routes, undefined, '/v1/nothing')).toBeUndefined();
  });
});

describe('CORS preflights (FORM-9)', () => {
  const form = (method: 'GET' | 'POST', path: string) => ({ ...row(method, path), acceptsPaymentForm: true });

  it('answers on the resources of payment-form routes only, with their methods', () => {
    const preflights = formPreflights([form('POST', '/v1/pay'), form('GET', '/v1/pay/status/{r}'), row('GET', '/v1/pay/receipt/{r}'), form('POST', '/v1/transaction/pin/{r}')]);
    expect([...preflights]).toEqual([['/v1/pay', ['POST']], ['/v1/pay/status/{r}', ['GET']], ['/v1/transaction/pin/{r}', ['POST']]]);
    expect(preflightHeaders(['POST'])).toEqual({
      'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST,OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization,Content-Type,Idempotency-Key', 'Access-Control-Max-Age': '600',
    });
  });
});

describe('the API\'s base URL as API Gateway served the request (FORM-3)', () => {
  const event = (domainName: string, servedPath: string, resourcePath: string, headers: Record<string, string> = {}) =>
    ({ headers, requestContext: { domainName, path: servedPath, resourcePath, stage: 'prod' } }) as unknown as Parameters<typeof apiBaseOf>[0];
  const FORM = '/v1/merchant/payment/form/{terminalOrMerchantOrQrCodeReference}';

  it('is the execute-api domain and its stage, or a custom domain and its base path, over https', () => {
    expect(apiBaseOf(event('abc.execute-api.eu-west-1.amazonaws.com', '/prod/v1/merchant/payment/form/x', FORM)))
      .toEqual({ origin: 'https://abc.execute-api.eu-west-1.amazonaws.com', url: 'https://abc.execute-api.eu-west-1.amazonaws.com/prod' });
    expect(apiBaseOf(event('pay.example.com', '/api/v1/merchant/payment/form/x', FORM))?.url).toBe('https://pay.example.com/api');
    expect(apiBaseOf(event('pay.example.com', '/v1/merchant/payment/form/x', FORM))?.url).toBe('https://pay.example.com');
    expect(apiBaseOf(event('pay.example.com', '/v1/merchant/payment/form/offline', '/v1/merchant/payment/form/offline'))?.url).toBe('https://pay.example.com');
  });

  it('is http only when the gateway forwards http (the local one), and never takes a host from the headers', () => {
    expect(apiBaseOf(event('127.0.0.1:3000', '/v1/x', '/v1/x', { 'X-Forwarded-Proto': 'http', Host: 'evil.example' }))?.url).toBe('http://127.0.0.1:3000');
    expect(apiBaseOf(event('pay.example.com', '/v1/x', '/v1/x', { 'X-Forwarded-Proto': 'javascript' }))?.origin).toBe('https://pay.example.com');
    expect(apiBaseOf(event('evil.example/x?', '/v1/x', '/v1/x'))).toBeUndefined();
    expect(apiBaseOf(event('', '/v1/x', '/v1/x'))).toBeUndefined();
    expect(apiBaseOf(event('pay.example.com', '/x', '/v1/x'))).toBeUndefined();
  });
});

describe('authorizer policy', () => {
  const methodArn = 'arn:aws:execute-api:eu-west-1:123456789012:abc123/prod/GET/v1/ping';
  const refreshRoutes = { refresh: ['POST /v1/auth/refresh', 'POST /v1/auth/logout'], pendingSteps: ['POST /v1/auth/otp/validate'], paymentForm: ['POST /v1/pay'] };
  const arn = (route: string) => `arn:aws:execute-api:eu-west-1:123456789012:abc123/prod/${route}`;

  it('finds the stage ARN', () => {
    expect(stageArnOf(methodArn)).toBe('arn:aws:execute-api:eu-west-1:123456789012:abc123/prod');
  });

  it('lets an access token in everywhere but the refresh routes, whatever route it was cached for', () => {
    const policy = policyFor('access', 'sub', methodArn, refreshRoutes, {}).policyDocument;
    expect(evaluatePolicy(policy, methodArn)).toBe(true);
    expect(evaluatePolicy(policy, 'arn:aws:execute-api:eu-west-1:123456789012:abc123/prod/GET/v1/pay/status/123')).toBe(true);
    expect(evaluatePolicy(policy, 'arn:aws:execute-api:eu-west-1:123456789012:abc123/prod/POST/v1/auth/refresh')).toBe(false);
  });

  it('lets a refresh token in only on the refresh routes', () => {
    const policy = policyFor('refresh', 'sub', methodArn, refreshRoutes, {}).policyDocument;
    expect(evaluatePolicy(policy, methodArn)).toBe(false);
    expect(evaluatePolicy(policy, 'arn:aws:execute-api:eu-west-1:123456789012:abc123/prod/POST/v1/auth/logout')).toBe(true);
    expect(evaluatePolicy(policy, 'arn:aws:execute-api:eu-west-1:123456789012:other/prod/POST/v1/auth/logout')).toBe(false);
  });

  it('lets a pending-steps token in only on the routes that complete the steps', () => {
    const policy = policyFor('pending-steps', 'sub', methodArn, refreshRoutes, {}).policyDocument;
    expect(evaluatePolicy(policy, arn('POST/v1/auth/otp/validate'))).toBe(true);
    expect(evaluatePolicy(policy, methodArn)).toBe(false);
    expect(evaluatePolicy(policy, arn('POST/v1/auth/refresh'))).toBe(false);
  });

  it('lets a payment-form token in only on the routes the hosted form calls', () => {
    const policy = policyFor('payment-form', 'form:session', methodArn, refreshRoutes, {}).policyDocument;
    expect(evaluatePolicy(policy, arn('POST/v1/pay'))).toBe(true);
    expect(evaluatePolicy(policy, methodArn)).toBe(false);
    expect(evaluatePolicy(policy, arn('POST/v1/auth/otp/validate'))).toBe(false);
  });

  it('finds the stage ARN of a path holding a colon or a star (AUTH-9)', () => {
    const stage = 'arn:aws:execute-api:eu-west-1:123456789012:abc123/prod';
    for (const path of ['GET/v1/lookup/address/a:b', 'GET/v1/lookup/address/a:b:c', 'GET/v1/lookup/address/*', 'GET/v1/x/a*:b/c', 'POST/v1/pay']) {
      expect(stageArnOf(`${stage}/${path}`)).toBe(stage);
    }
  });

  it('caches, for a token first seen on a path holding a colon, a policy that still holds for the whole API (AUTH-9)', () => {
    const policy = policyFor('access', 'sub', arn('GET/v1/lookup/address/a:b'), refreshRoutes, {}).policyDocument;
    for (const route of ['GET/v1/lookup/address/a:b', 'GET/v1/ping', 'POST/v1/pay', 'GET/v1/pay/status/123']) expect(evaluatePolicy(policy, arn(route))).toBe(true);
    expect(evaluatePolicy(policy, arn('POST/v1/auth/refresh'))).toBe(false);
    const form = policyFor('payment-form', 'form:session', arn('GET/v1/pay/status/a:b'), refreshRoutes, {}).policyDocument;
    expect(evaluatePolicy(form, arn('POST/v1/pay'))).toBe(true);
  });

  it('lets each restricted token in on exactly its own rows of the route table and no other (AUTH-10)', () => {
    const env = authorizerEnvironment(implementedRoutes);
    const list = (name: string) => (env[name] ?? '').split(',').filter(Boolean);
    const routes = {
      refresh: list('REFRESH_ROUTES'), pendingSteps: list('PENDING_STEP_ROUTES'), paymentForm: list('PAYMENT_FORM_ROUTES'),
      refreshDeny: list('REFRESH_DENY_ROUTES'), pendingStepsDeny: list('PENDING_STEP_DENY_ROUTES'), paymentFormDeny: list('PAYMENT_FORM_DENY_ROUTES'),
    };
    // A request to the row, each path parameter one segment's value (as API Gateway matches them).
    const request = (key: string) => arn(key.replace(' /', '/').replace(/\{[^}]+\}/g, 'p-1'));
    const intended: Record<Exclude<TokenType, 'access'>, readonly string[]> = { refresh: routes.refresh, 'pending-steps': routes.pendingSteps, 'payment-form': routes.paymentForm };
    for (const [kind, own] of Object.entries(intended) as [Exclude<TokenType, 'access'>, readonly string[]][]) {
      // Whichever route the answer was first asked for, since it is cached for all of them.
      for (const first of [own[0] ?? 'GET /v1/ping', 'GET /v1/ping']) {
        const policy = policyFor(kind, 'sub', request(first), routes, {}).policyDocument;
        const allowed = implementedRoutes.map(routeKey).filter((key) => evaluatePolicy(policy, request(key)));
        expect(allowed.sort(), kind).toEqual([...own].sort());
      }
    }
    expect(routes.paymentFormDeny).toContain('GET /v1/pay/status/qrpayment/{billReference}');
  });

  it('denies everything when a token kind has no routes at all', () => {
    const policy = policyFor('pending-steps', 'sub', methodArn, { refresh: [], pendingSteps: [], paymentForm: [] }, {}).policyDocument;
    expect(evaluatePolicy(policy, methodArn)).toBe(false);
    expect(policy.Statement.length).toBeGreaterThan(0);
  });
});

describe('token bucket', () => {
  it('allows the burst, then the rate', () => {
    const bucket = new TokenBucket({ rateLimit: 2, burstLimit: 3 });
    const t = Date.now();
    expect([bucket.take(t), bucket.take(t), bucket.take(t), bucket.take(t)]).toEqual([true, true, true, false]);
    expect(bucket.take(t + 500)).toBe(true);
    expect(bucket.take(t + 500)).toBe(false);
  });
});
