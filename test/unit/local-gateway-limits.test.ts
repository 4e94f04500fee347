/**
 * The local gateway's Lambda limits (docs/decisions/local-platform.md, LOC-11): the 6 MiB event and
 * result and the function's timeout, each answered as API Gateway answers them in AWS (502).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from '../../shared/http/route.js';
import { MAX_INVOKE_REQUEST_BYTES, MAX_INVOKE_RESPONSE_BYTES, startGateway, type LocalGateway, type ProxyHandler } from '../../lib/local/gateway.js';
import { ROUTE_TIMEOUT_SECONDS } from '../../lib/resources.js';

const row = (method: 'GET' | 'POST', path: string) =>
  route({ method, path, auth: 'public', domain: 't', handler: path.slice(1), schemas: {}, successStatus: 200, implemented: true, resources: {}, summary: '' });

const seen: { events: APIGatewayProxyEvent[]; remainingMs: number[] } = { events: [], remainingMs: [] };
let bigResult = 0;

const handlers: Record<string, ProxyHandler> = {
  echo: async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    seen.events.push(event);
    seen.remainingMs.push(context.getRemainingTimeInMillis());
    return { statusCode: 200, body: JSON.stringify({ bytes: event.body?.length ?? 0 }) };
  },
  slow: async () => {
    await new Promise((ok) => setTimeout(ok, 1_500));
    return { statusCode: 200, body: '{}' };
  },
  big: async () => ({ statusCode: 200, body: 'x'.repeat(bigResult) }),
};

let gateway: LocalGateway;

beforeAll(async () => {
  gateway = await startGateway({
    port: 0, routes: [row('POST', '/echo'), row('GET', '/slow'), row('GET', '/big')],
    loadHandler: async (r) => handlers[r.handler]!,
    authorizer: async () => { throw new Error('no guarded routes here'); },
    apiKeys: [], stageThrottle: { rateLimit: 1000, burstLimit: 1000 }, authorizerCacheSeconds: 0, region: 'us-east-1',
    functionTimeoutSeconds: 1,
  });
});
afterAll(() => gateway.close());

const post = (body: string) => fetch(`${gateway.baseUrl}/echo`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('the local gateway\'s Lambda limits (LOC-11)', () => {
  it('hands the function an event up to 6 MiB as JSON: a 6,000,000-byte base64 body (the upload routes\' limit) reaches it', async () => {
    const body = JSON.stringify({ file: 'A'.repeat(6_000_000 - 11) });
    expect(body.length).toBe(6_000_000);
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(seen.events.at(-1)))).toBeLessThanOrEqual(MAX_INVOKE_REQUEST_BYTES);
  });

  it('answers 502, as API Gateway does when Invoke refuses the event, for a body whose JSON escaping takes the event over 6 MiB; the function is not called', async () => {
    const calls = seen.events.length;
    // 4.2 MB of empty strings: below 6 MiB and API Gateway's 10 MB, but each quote is escaped to two bytes in the event.
    const body = `[${'"",'.repeat(1_400_000)}""]`;
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_INVOKE_REQUEST_BYTES);
    const res = await post(body);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'BAD_GATEWAY' } });
    expect(seen.events.length).toBe(calls);
  });

  it('answers 502 for a result over Lambda\'s 6 MiB response limit, and passes one just within it', async () => {
    bigResult = MAX_INVOKE_RESPONSE_BYTES;
    expect((await fetch(`${gateway.baseUrl}/big`)).status).toBe(502);
    bigResult = MAX_INVOKE_RESPONSE_BYTES - 200;
    const res = await fetch(`${gateway.baseUrl}/big`);
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBe(bigResult);
  });

  it('ends an invocation at the function\'s timeout with API Gateway\'s 502, and tells the function its own time', async () => {
    const started = Date.now();
    const res = await fetch(`${gateway.baseUrl}/slow`);
    expect(res.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(1_450);
    await post('{}');
    expect(seen.remainingMs.at(-1)).toBeLessThanOrEqual(1_000);
    expect(seen.remainingMs.at(-1)).toBeGreaterThan(500);
  });

  it('gives route functions CDK\'s timeout (lib/resources.ts), which the platform passes to its gateway', () => {
    expect(ROUTE_TIMEOUT_SECONDS).toBe(10);
  });
});
