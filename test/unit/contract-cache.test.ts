/**
 * The contract's documents as their functions and the local gateway serve them (docs/decisions/contract.md,
 * API-11): cacheable for five minutes with the content's ETag, 304 on a match, compressed above the
 * RestApi's minimumCompressionSize, and the page's Lambda response well under Lambda's 6 MB.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as docs } from '../../functions/contract/docs.js';
import { handler as openapi } from '../../functions/contract/openapi.js';
import { startGateway, type LocalGateway } from '../../lib/local/gateway.js';
import { CONTRACT_PATHS } from '../../lib/openapi/files.js';
import { ROUTE_TIMEOUT_SECONDS } from '../../lib/resources.js';
import { CONTRACT_CACHE_CONTROL, etagMatches } from '../../shared/contract/cache.js';
import { contentEtag } from '../../shared/contract/script-hashes.js';
import type { ApiHandler } from '../../shared/http/endpoint.js';
import { MIN_COMPRESSION_BYTES } from '../../shared/http/gateway-responses.js';
import { rawResponse, successResponse } from '../../shared/http/response.js';
import { logger } from '../../shared/log.js';

const context = { awsRequestId: 'lambda-request' } as Context;
/** Lambda's synchronous response limit is 6 MB; keep a margin for the headers and growth. */
const LAMBDA_RESPONSE_BUDGET = 5 * 1024 * 1024;

function get(handler: ApiHandler, headers: Record<string, string> = {}) {
  const path = handler.route.path;
  const event = {
    resource: path, path, httpMethod: 'GET', headers, multiValueHeaders: {}, body: null, isBase64Encoded: false,
    queryStringParameters: null, multiValueQueryStringParameters: null, pathParameters: null, stageVariables: null,
    requestContext: { requestId: 'req-1', identity: { sourceIp: '127.0.0.1' } },
  } as unknown as APIGatewayProxyEvent;
  return handler(event, context);
}

describe('contract documents: caching (API-11)', () => {
  it.each([
    ['GET /v1/docs', docs, () => readFileSync(CONTRACT_PATHS.docsPage, 'utf8')],
    ['GET /v1/openapi.json', openapi, () => JSON.stringify(JSON.parse(readFileSync(CONTRACT_PATHS.document, 'utf8')))],
  ] as const)('%s is cacheable five minutes under the ETag of its content, and a matching If-None-Match is 304 without a body', async (_key, handler, content) => {
    const first = await get(handler);
    expect(first.statusCode).toBe(200);
    expect(first.headers?.['Cache-Control']).toBe(CONTRACT_CACHE_CONTROL);
    expect(first.headers?.['ETag']).toBe(contentEtag(content()));
    const etag = String(first.headers?.['ETag']);
    const logged = vi.spyOn(logger, 'info');
    const again = await get(handler, { 'If-None-Match': `"other", W/${etag}` });
    expect(again).toMatchObject({ statusCode: 304, body: '' });
    // The request log tells what the client got.
    expect(logged.mock.calls.filter(([message]) => message === 'request').map(([, fields]) => fields?.['status'])).toEqual([304]);
    logged.mockRestore();
    expect(again.headers).toMatchObject({ ETag: etag, 'Cache-Control': CONTRACT_CACHE_CONTROL });
    expect(again.headers?.['Content-Type']).toBeUndefined();
    expect((await get(handler, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps the docs page\'s Lambda response under 5 MB (Lambda answers at most 6 MB)', async () => {
    const response = await get(docs);
    expect(Buffer.byteLength(JSON.stringify(response))).toBeLessThan(LAMBDA_RESPONSE_BUDGET);
  });

  it('lets a raw answer set its own Cache-Control; the envelope stays no-store', () => {
    expect(rawResponse(200, 'x', 'text/plain', 'r', { 'Cache-Control': 'public, max-age=60' }).headers).toMatchObject({ 'Cache-Control': 'public, max-age=60', 'Content-Type': 'text/plain', 'X-Request-Id': 'r' });
    expect(rawResponse(200, 'x', 'text/plain', 'r').headers?.['Cache-Control']).toBe('no-store');
    expect(successResponse(200, { a: 1 }, 'r').headers?.['Cache-Control']).toBe('no-store');
  });

  it('matches If-None-Match as RFC 9110 says: a list, *, weak tags', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"ab"', '"a"')).toBe(false);
  });
});

describe('the local gateway compresses as the RestApi\'s minimumCompressionSize says (API-11)', () => {
  let gateway: LocalGateway;
  beforeAll(async () => {
    const handlers = new Map<string, ApiHandler>([[docs.route.handler, docs], [openapi.route.handler, openapi]]);
    gateway = await startGateway({
      port: 0, routes: [docs.route, openapi.route], loadHandler: async (r) => handlers.get(r.handler)!,
      authorizer: async () => { throw new Error('no authorizer'); }, apiKeys: [], stageThrottle: { rateLimit: 1000, burstLimit: 1000 },
      authorizerCacheSeconds: 0, region: 'us-east-1', functionTimeoutSeconds: ROUTE_TIMEOUT_SECONDS,
    });
  });
  afterAll(() => gateway.close());

  function fetchRaw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((done, fail) => {
      request(`${gateway.baseUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', fail).end();
    });
  }

  it('gzips an answer of at least the minimum when the client accepts gzip, and sends it as it is otherwise', async () => {
    const page = readFileSync(CONTRACT_PATHS.docsPage, 'utf8');
    expect(Buffer.byteLength(page)).toBeGreaterThan(MIN_COMPRESSION_BYTES);
    const zipped = await fetchRaw('/v1/docs', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8') === page).toBe(true);
    expect(zipped.body.length).toBeLessThan(Buffer.byteLength(page) / 3);
    const plain = await fetchRaw('/v1/docs', { 'Accept-Encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8') === page).toBe(true);
  });

  it('passes a 304 through with no body', async () => {
    const first = await fetchRaw('/v1/openapi.json', {});
    const etag = String(first.headers['etag']);
    const again = await fetchRaw('/v1/openapi.json', { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
  });
});
