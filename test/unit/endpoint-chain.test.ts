/** The handler chain on synthetic API Gateway events: envelope, errors, limits, and what a 500 hides. */
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../shared/http/endpoint.js';
import { NotFoundError } from '../../shared/http/errors.js';
import { route } from '../../shared/http/route.js';

const baseEvent = JSON.parse(readFileSync(new URL('../../events/auth/admin-token-generate.json', import.meta.url), 'utf8')) as APIGatewayProxyEvent;
const context = { awsRequestId: 'lambda-request' } as Context;
const event = (patch: Partial<APIGatewayProxyEvent>): APIGatewayProxyEvent => ({ ...baseEvent, ...patch });

const echo = route({
  method: 'POST', path: '/v1/auth/admin/token/generate', auth: 'admin', domain: 'test', handler: 'test/echo',
  schemas: { body: z.strictObject({ n: z.number().check(z.int()) }), response: z.object({ doubled: z.number() }) },
  successStatus: 200, implemented: true, resources: {}, maxBodyBytes: 64, summary: 'test',
});

describe('endpoint chain', () => {
  it('wraps the result in the envelope and echoes the request id', async () => {
    const handler = endpoint(echo, async ({ body }) => ({ doubled: body.n * 2 }));
    const res = await handler(event({ body: '{"n":21}' }), context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, result: { doubled: 42 } });
    expect(res.headers?.['X-Request-Id']).toBe('c6af9ac6-7b61-11e6-9a41-93e8deadbeef');
  });

  it('maps typed errors to their status with a stable code', async () => {
    const handler = endpoint(echo, async () => {
      throw new NotFoundError('Payment', 'path.paymentReference');
    });
    const res = await handler(event({ body: '{"n":1}' }), context);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Payment was not found.', details: [{ field: 'path.paymentReference', reason: 'not found' }], requestId: 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef' },
    });
  });

  it('answers an unexpected failure with 500 and nothing internal', async () => {
    const handler = endpoint(echo, async () => {
      throw new Error('ConditionalCheckFailed on PK=SECRET#123');
    });
    const res = await handler(event({ body: '{"n":1}' }), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SECRET');
    expect(JSON.parse(res.body).error.code).toBe('INTERNAL');
  });

  it('never sends a response that breaks its schema', async () => {
    const handler = endpoint(echo, async () => ({ doubled: 'two' }) as unknown as { doubled: number });
    expect((await handler(event({ body: '{"n":1}' }), context)).statusCode).toBe(500);
  });

  it('answers malformed JSON with 400 that does not echo the parser', async () => {
    const handler = endpoint(echo, async ({ body }) => ({ doubled: body.n * 2 }));
    const res = await handler(event({ body: '{"n": 1,' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error).toMatchObject({ code: 'MALFORMED_JSON', details: [{ field: 'body', reason: 'body is not valid JSON' }] });
    expect(res.body).not.toMatch(/position|Unexpected|Expected/);
  });

  it('refuses bodies over the route limit with 413, and base64 bodies are decoded', async () => {
    const handler = endpoint(echo, async ({ body }) => ({ doubled: body.n * 2 }));
    expect((await handler(event({ body: JSON.stringify({ n: 1, pad: 'x'.repeat(100) }) }), context)).statusCode).toBe(413);
    const b64 = await handler(event({ body: Buffer.from('{"n":2}').toString('base64'), isBase64Encoded: true }), context);
    expect(JSON.parse(b64.body).result).toEqual({ doubled: 4 });
  });

  it('rejects a body on an endpoint that takes none', async () => {
    const noBody = route({ ...echo, schemas: { response: z.object({ doubled: z.number() }) } });
    const handler = endpoint(noBody, async () => ({ doubled: 0 }));
    const res = await handler(event({ body: '{"n":1}' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.details).toEqual([{ field: 'body', reason: 'this endpoint takes no body' }]);
  });

  it('reports a missing required field as required', async () => {
    const handler = endpoint(echo, async ({ body }) => ({ doubled: body.n }));
    const res = await handler(event({ body: '{}' }), context);
    expect(JSON.parse(res.body).error.details).toEqual([{ field: 'body.n', reason: 'is required' }]);
  });

  // zod's English messages are read when an input first fails (PERF-27); without them the reason would be a bare "Invalid input".
  it('says in zod\'s English what a wrong field should have been', async () => {
    const handler = endpoint(echo, async ({ body }) => ({ doubled: body.n }));
    const res = await handler(event({ body: '{"n":"7"}' }), context);
    expect(JSON.parse(res.body).error.details).toEqual([{ field: 'body.n', reason: 'Invalid input: expected number, received string' }]);
  });
});

describe('an access token whose authorizer answer is cached', () => {
  const ping = route({
    method: 'POST', path: '/v1/auth/otp/resend', auth: 'access', domain: 'test', handler: 'test/ping', acceptsPendingSteps: true,
    schemas: { body: z.strictObject({ n: z.number() }) }, successStatus: 200, implemented: true, resources: {}, summary: 'test',
  });
  const handler = endpoint(ping, async () => undefined);
  const now = () => Math.floor(Date.now() / 1000);
  // What API Gateway hands the function from its cache: the authorizer's context as it was when the token was valid.
  const withContext = (authorizer: Record<string, unknown>, body = '{"n":1}') =>
    handler(event({ body, requestContext: { ...baseEvent.requestContext, authorizer: { principalId: 'user-1', claims: '{}', ...authorizer } } }), context);

  it('is served while the token has not expired', async () => {
    expect((await withContext({ tokenType: 'access', expiresAt: String(now() + 60) })).statusCode).toBe(200);
    expect((await withContext({ tokenType: 'pending-steps', expiresAt: String(now() + 60) })).statusCode).toBe(200);
  });

  it('keeps a payment-form token to the routes that accept it, and reads its session from the subject', async () => {
    const formRoute = route({ ...ping, path: '/v1/pay', acceptsPendingSteps: false, acceptsPaymentForm: true });
    const seen: (string | undefined)[] = [];
    const formHandler = endpoint(formRoute, async ({ caller }) => {
      seen.push(caller.kind === 'user' ? caller.formSession : undefined);
      return undefined;
    });
    const form = { tokenType: 'payment-form', expiresAt: String(now() + 60) };
    const call = (h: typeof handler, principalId: string) =>
      h(event({ body: '{"n":1}', requestContext: { ...baseEvent.requestContext, authorizer: { principalId, claims: '{}', ...form } } }), context);
    expect((await call(formHandler, 'form:11111111-1111-4111-8111-111111111111')).statusCode).toBe(200);
    expect(seen).toEqual(['11111111-1111-4111-8111-111111111111']);
    expect((await call(handler, 'form:11111111-1111-4111-8111-111111111111')).statusCode).toBe(403);
    // A payment-form answer whose subject is not a form session's is not a form token at all.
    expect((await call(formHandler, 'user-1')).statusCode).toBe(401);
  });

  it('lets a page on another origin read every answer of a payment-form route, errors included, and no other route\'s (FORM-9)', async () => {
    const formRoute = route({ ...ping, path: '/v1/pay', acceptsPendingSteps: false, acceptsPaymentForm: true });
    const formHandler = endpoint(formRoute, async () => undefined);
    const failing = endpoint(formRoute, async () => { throw new NotFoundError('Payment', 'path.paymentReference'); });
    const crashing = endpoint(formRoute, async () => { throw new Error('boom'); });
    const form = { principalId: 'form:11111111-1111-4111-8111-111111111111', claims: '{}', tokenType: 'payment-form', expiresAt: String(now() + 60) };
    const send = (h: typeof handler, body = '{"n":1}') => h(event({ body, requestContext: { ...baseEvent.requestContext, authorizer: form } }), context);
    const origin = async (h: typeof handler, body?: string) => {
      const res = await send(h, body);
      return [res.statusCode, res.headers?.['Access-Control-Allow-Origin']];
    };
    expect(await origin(formHandler)).toEqual([200, '*']);
    expect(await origin(formHandler, '{"n":')).toEqual([400, '*']);
    expect(await origin(failing)).toEqual([404, '*']);
    expect(await origin(crashing)).toEqual([500, '*']);
    // A route the form does not call: the form token's 403, and a success, carry nothing.
    expect(await origin(handler)).toEqual([403, undefined]);
    const res = await handler(event({ body: '{"n":1}', requestContext: { ...baseEvent.requestContext, authorizer: { ...form, principalId: 'user-1', tokenType: 'access' } } }), context);
    expect([res.statusCode, res.headers?.['Access-Control-Allow-Origin']]).toEqual([200, undefined]);
  });

  it('is refused with the authorizer\'s 401 once exp has passed, before the body is looked at', async () => {
    for (const tokenType of ['access', 'pending-steps']) {
      for (const expiresAt of [String(now() - 1), now(), String(now() - 3600)]) {
        const res = await withContext({ tokenType, expiresAt }, '{}');
        expect(res.statusCode, `${tokenType} ${expiresAt}`).toBe(401);
        expect(JSON.parse(res.body)).toEqual({
          success: false,
          error: { code: 'UNAUTHORIZED', message: 'The bearer token is missing or invalid.', details: [], requestId: 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef' },
        });
      }
    }
  });

  it('is refused when the context carries no readable exp (an authorizer answer from before exp was passed)', async () => {
    for (const expiresAt of [undefined, '', 'soon', 'NaN', String(Number.POSITIVE_INFINITY)]) {
      expect((await withContext({ tokenType: 'access', expiresAt })).statusCode, String(expiresAt)).toBe(401);
    }
  });
});

describe('validation details', () => {
  it('tells a missing field from a wrong one', async () => {
    const { issuesToDetails } = await import('../../shared/http/validation.js');
    const schema = z.strictObject({ n: z.number().check(z.int()), e: z.optional(z.enum(['a'])) });
    const input = { n: 1.5, e: 'b' };
    const details = issuesToDetails('body', schema.safeParse(input).error?.issues ?? [], input);
    expect(details.map((d) => d.field)).toEqual(['body.n', 'body.e']);
    expect(details[0]?.reason).toContain('expected int');
  });
});
