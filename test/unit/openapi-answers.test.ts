/**
 * The document lists what each route's function can answer (docs/decisions/contract.md, API-8 … API-10,
 * API-12): every implemented route's handler is bundled again and read for the errors it can construct
 * and the Idempotency-Key and If-None-Match headers it reads.
 */
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { paths } from '../../clients/typescript/src/schema.js';
import committedAnswers from '../../lib/openapi/answers.json' with { type: 'json' };
import { IDEMPOTENCY_KEY_PARAMETER, IF_NONE_MATCH_PARAMETER } from '../../lib/openapi/document.js';
import { furtherStepsEnvelope } from '../../lib/openapi/envelope.js';
import { documentText } from '../../lib/openapi/files.js';
import { answersOfBundle, reachableAnswers, type RouteAnswers } from '../../lib/openapi/reachable.js';
import { CONTRACT_CACHE_CONTROL } from '../../shared/contract/cache.js';
import { routeKey } from '../../shared/http/route.js';
import { errorBody } from '../../shared/http/response.js';
import { FurtherStepsRequiredError } from '../../shared/identity/errors.js';
import { IDEMPOTENCY_KEY } from '../../shared/idempotency/rules.js';
import { implementedRoutes } from '../../shared/routes/index.js';

type Operation = { responses: Record<string, { $ref?: string; content?: unknown; headers?: unknown }>; parameters?: { name: string; in: string; required?: boolean; schema?: { pattern?: string } }[] };
const document = JSON.parse(documentText()) as { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, unknown>; headers?: Record<string, unknown> } };
const operationOf = (key: string): Operation => {
  const [method = '', path = ''] = key.split(' ');
  const op = document.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`no operation for ${key}`);
  return op;
};
const documented = (key: string) => Object.keys(operationOf(key).responses).map(Number).filter((s) => s >= 400);

let bundled: Record<string, RouteAnswers>;
beforeAll(async () => {
  bundled = await reachableAnswers(implementedRoutes);
}, 300_000);

describe('OpenAPI document: what each function can answer (API-8)', () => {
  it('documents every error status each route\'s function can answer (run npm run openapi)', () => {
    const missing = Object.entries(bundled).flatMap(([key, answers]) =>
      answers.statuses.filter((s) => !documented(key).includes(s)).map((s) => `${key} can answer ${s}`));
    expect(missing, 'the document lacks statuses the functions can answer: npm run openapi').toEqual([]);
    expect(committedAnswers, 'lib/openapi/answers.json is stale: npm run openapi').toEqual(bundled);
  });

  it('reads statuses from a bundle: literal, inherited, passed through, the chain\'s own left out', () => {
    const text = [
      'var ApiError = class extends Error { constructor(status, code) { super(code); } };',
      'var NotFoundError = class extends ApiError { constructor(what) { super(404, "NOT_FOUND", what); } };',
      'var Inactive = class extends UnprocessableError { constructor() { super("inactive"); } };',
      'UnprocessableError = class extends ApiError { constructor(m) { super(422, "UNPROCESSABLE", m); } };',
      'var AcpError = class extends ApiError { constructor(status, code) { super(status, code); } };',
      'var PayloadTooLargeError = class extends ApiError { constructor() { super(413, "PAYLOAD_TOO_LARGE"); } };',
      'new NotFoundError("x"); new Inactive(); new AcpError(405, "not_open"); new ApiError(503, "S"); new ApiError(500, "INTERNAL");',
      'new PayloadTooLargeError(); new TypeError("no"); const key = headers["idempotency-key"];',
    ].join('\n');
    expect(answersOfBundle(text)).toEqual({ statuses: [404, 405, 422, 503], idempotencyKey: true });
    expect(answersOfBundle('var FurtherStepsRequiredError = class extends ApiError { constructor() { super(401, "F"); } };\nnew FurtherStepsRequiredError();'))
      .toEqual({ statuses: [401], furtherSteps: true });
  });

  it('documents the review\'s cases: 401 on login and logging, 404 without a path parameter, 422 on a GET, 502 and 503', () => {
    expect(documented('POST /v1/auth/login')).toContain(401);
    expect(documented('POST /v1/logging')).toEqual(expect.arrayContaining([401, 403]));
    for (const key of ['POST /v1/pay', 'PUT /v1/merchant/product', 'PUT /v1/consumer', 'PUT /v1/consumer/admin', 'POST /v2/refund', 'POST /v2/refund/merchant/external-card',
      'POST /v1/merchant/payout', 'GET /v1/merchant/balance', 'GET /v1/merchant/product', 'GET /v1/notifications/messages', 'POST /v1/wallet', 'POST /v1/qr/generate/dynamic', 'POST /v1/auth/liveness']) {
      expect(documented(key), key).toContain(404);
    }
    for (const key of ['POST /v1/pay', 'POST /v1/merchant/payout', 'POST /v1/merchant/admin/payout/{merchantReference}', 'POST /v2/refund', 'POST /v1/transaction/pin/{transactionReference}',
      'POST /v1/transaction/confirm/{transactionReference}', 'POST /v1/checkout_sessions/{checkoutSessionId}/complete', 'DELETE /v1/notifications/admin/templates/{templateReference}',
      'PATCH /v1/notifications/admin/templates/{templateReference}/dates']) {
      expect(documented(key), key).toContain(503);
    }
    expect(documented('POST /v1/consumer/files/{fileReference}/email')).toContain(502);
    expect(documented('POST /v1/consumer/files/{fileReference}/sms')).toContain(502);
    expect(documented('GET /v1/merchant/employee/passcode-reminder/{employeeReference}')).toContain(422);
    expect(operationOf('POST /v1/pay').responses['503']?.$ref).toBe('#/components/responses/ServiceUnavailable');
    expect(document.components.responses['ServiceUnavailable']).toMatchObject({ headers: { 'Retry-After': expect.any(Object) } });
  });
});

describe('OpenAPI document: Idempotency-Key (API-9)', () => {
  it('declares Idempotency-Key in exactly the rows whose function reads it, and documents it there with rules.ts\'s format', () => {
    const reads = implementedRoutes.filter((r) => r.protocol !== 'acp' && bundled[routeKey(r)]?.idempotencyKey).map(routeKey).sort();
    const declared = implementedRoutes.filter((r) => r.readsIdempotencyKey).map(routeKey).sort();
    expect(declared).toEqual(reads);
    expect(declared).toEqual(['POST /v1/merchant/admin/payout/{merchantReference}', 'POST /v1/merchant/payout', 'POST /v1/notification/email/{paymentReference}',
      'POST /v1/notification/sms/{paymentReference}', 'POST /v1/pay', 'POST /v2/refund']);
    // ACP's own header is required on its POSTs (acpHeaders); no other ACP route reads it.
    for (const r of implementedRoutes.filter((x) => x.protocol === 'acp')) expect(Boolean(bundled[routeKey(r)]?.idempotencyKey), routeKey(r)).toBe(r.method === 'POST');
    for (const r of implementedRoutes.filter((x) => x.protocol !== 'acp')) {
      const header = operationOf(routeKey(r)).parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      if (r.readsIdempotencyKey) expect(header, routeKey(r)).toEqual(IDEMPOTENCY_KEY_PARAMETER);
      else expect(header, routeKey(r)).toBeUndefined();
    }
    const pattern = new RegExp(IDEMPOTENCY_KEY_PARAMETER.schema.pattern);
    expect(IDEMPOTENCY_KEY_PARAMETER.schema.pattern).toBe(IDEMPOTENCY_KEY.source);
    for (const key of ['a', 'x'.repeat(255), '550e8400-e29b-41d4-a716-446655440000']) expect(pattern.test(key), key).toBe(true);
    for (const key of ['', 'x'.repeat(256), 'has space', 'é']) expect(pattern.test(key), key).toBe(false);
  });
});

describe('OpenAPI document: revalidation (API-12)', () => {
  it('declares If-None-Match and the 304 in exactly the rows whose function reads it, with the ETag and Cache-Control they answer', () => {
    const reads = implementedRoutes.filter((r) => bundled[routeKey(r)]?.revalidates).map(routeKey).sort();
    expect(implementedRoutes.filter((r) => r.revalidates).map(routeKey).sort()).toEqual(reads);
    expect(reads).toEqual(['GET /v1/docs', 'GET /v1/openapi.json']);
    for (const r of implementedRoutes) {
      const op = operationOf(routeKey(r));
      const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'If-None-Match');
      if (!r.revalidates) {
        expect(header, routeKey(r)).toBeUndefined();
        expect(op.responses['304'], routeKey(r)).toBeUndefined();
        continue;
      }
      expect(header).toEqual(IF_NONE_MATCH_PARAMETER);
      const headers = { ETag: { $ref: '#/components/headers/ETag' }, 'Cache-Control': { $ref: '#/components/headers/CacheControl' } };
      expect(op.responses['304']).toEqual({ $ref: '#/components/responses/NotModified' });
      expect(op.responses['200']).toMatchObject({ headers });
    }
    expect(document.components.responses['NotModified']).toEqual({ description: expect.any(String), headers: { ETag: { $ref: '#/components/headers/ETag' }, 'Cache-Control': { $ref: '#/components/headers/CacheControl' } } });
    expect(document.components.headers).toMatchObject({ ETag: { schema: { type: 'string' } }, CacheControl: { schema: { const: CONTRACT_CACHE_CONTROL } } });
  });
});

describe('OpenAPI document: a refusal for further steps (API-10)', () => {
  it('types the 401 of a refusal for further steps as the error\'s body is', () => {
    const steps = { mustChangePassword: true, mustValidatePhoneNumber: false, mustValidateEmailAddress: true };
    const body = errorBody(new FurtherStepsRequiredError(steps, { accessToken: 'restricted', accessTokenValidForSeconds: 300 }), 'req-1');
    expect(furtherStepsEnvelope.safeParse(body).success).toBe(true);
    expect(furtherStepsEnvelope.safeParse({ ...body, result: { ...body.result, other: 1 } }).success).toBe(false);
    for (const key of ['POST /v1/auth/login', 'POST /v1/auth/otp/validate', 'POST /v1/auth/password/change']) {
      expect(operationOf(key).responses['401']?.$ref, key).toBe('#/components/responses/UnauthorizedFurtherSteps');
    }
    expect(operationOf('POST /v1/logging').responses['401']?.$ref).toBe('#/components/responses/Unauthorized');
    // Checked by tsc: the typed client reads the restricted token and the flags without a cast.
    type LoginRefused = paths['/v1/auth/login']['post']['responses'][401]['content']['application/json'];
    expectTypeOf<NonNullable<LoginRefused['result']>['accessToken']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<LoginRefused['result']>['mustChangePassword']>().toEqualTypeOf<boolean>();
  });
});
