/**
 * The local API Gateway: serves the implemented rows of the route table as REST proxy events, with
 * the same front door as AWS — route match (unknown → 404), usage-plan API key for admin routes,
 * the Lambda REQUEST authorizer with its answer cached per Authorization header and its IAM policy
 * evaluated against the method ARN, token-bucket throttling per stage and per key, then the handler.
 * The payment form's resources answer CORS preflights as API Gateway's mock OPTIONS methods do (FORM-9).
 * It serves the API at its root, as a custom domain without a base path does: requestContext's
 * domainName is the address it listens on and its path the request's, and it sets X-Forwarded-Proto.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayAuthorizerResult, APIGatewayProxyEvent, APIGatewayProxyResult, APIGatewayRequestAuthorizerEvent, Context } from 'aws-lambda';
import type { RouteDef } from '../../shared/http/route.js';
import { formPreflights, preflightHeaders } from '../../shared/http/cors.js';
import { GATEWAY_ANSWERS, gatewayBody, MIN_COMPRESSION_BYTES, type GatewayAnswer } from '../../shared/http/gateway-responses.js';
import { evaluatePolicy } from './iam-policy.js';
import { matchRoute } from './route-matcher.js';
import { DailyQuota } from './daily-quota.js';
import { TokenBucket, type ThrottleSettings } from './token-bucket.js';

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
export type AuthorizerHandler = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

export interface ApiKey {
  id: string;
  value: string;
  plan: ThrottleSettings & { quotaPerDay?: number };
}

export interface GatewayOptions {
  port: number;
  routes: readonly RouteDef[];
  loadHandler: (route: RouteDef) => Promise<ProxyHandler>;
  authorizer: AuthorizerHandler;
  apiKeys: readonly ApiKey[];
  stageThrottle: ThrottleSettings;
  authorizerCacheSeconds: number;
  region: string;
  stage?: string;
  /** Each route function's Lambda timeout (CDK's, lib/resources.ts ROUTE_TIMEOUT_SECONDS): past it the answer is API Gateway's 502. */
  functionTimeoutSeconds: number;
}

export interface LocalGateway {
  baseUrl: string;
  close(): Promise<void>;
}

/** API Gateway's payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/**
 * Lambda's synchronous invocation limits, on the event as JSON (the body escaped into it, with the
 * headers and request context) and on the result as JSON: Invoke refuses a larger request with
 * RequestEntityTooLarge, and the runtime a larger result. Either way API Gateway answers 502 (LOC-11).
 */
export const MAX_INVOKE_REQUEST_BYTES = 6 * 1024 * 1024;
export const MAX_INVOKE_RESPONSE_BYTES = 6 * 1024 * 1024 + 100;
const ACCOUNT = '000000000000';
const API_ID = 'local';

export function lambdaContext(functionName: string, requestId: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:${ACCOUNT}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * The handler's answer, or a "Task timed out" error once the context's time is up, as Lambda ends an
 * invocation at its timeout. The handler runs in this process and cannot be stopped: what it does
 * after the deadline goes on unseen, as a frozen Lambda environment's would on its next thaw.
 */
async function invokeWithin(handler: ProxyHandler, event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  const timeoutMs = context.getRemainingTimeInMillis();
  let timer: NodeJS.Timeout | undefined;
  const running = handler(event, context);
  running.catch(() => undefined);
  const timedOut = new Promise<never>((_ok, fail) => {
    timer = setTimeout(() => fail(new Error(`Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`)), timeoutMs);
  });
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, { 'Content-Length': Buffer.byteLength(body).toString(), ...headers });
  res.end(body);
}

/** A function's answer, gzipped as the RestApi's minimumCompressionSize has API Gateway do when the client accepts it. */
function sendCompressible(res: ServerResponse, status: number, headers: Record<string, string>, body: string, acceptEncoding: string | undefined): void {
  const accepts = (acceptEncoding ?? '').split(',').some((coding) => {
    const [name = '', ...params] = coding.split(';');
    return name.trim().toLowerCase() === 'gzip' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/i.test(p));
  });
  if (!accepts || Buffer.byteLength(body) < MIN_COMPRESSION_BYTES || Object.keys(headers).some((h) => h.toLowerCase() === 'content-encoding')) return send(res, status, headers, body);
  const packed = gzipSync(body);
  res.writeHead(status, { 'Content-Length': packed.length.toString(), ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  res.end(packed);
}

function sendAnswer(res: ServerResponse, answer: GatewayAnswer, requestId: string): void {
  send(res, answer.status, { 'Content-Type': 'application/json', 'X-Request-Id': requestId, 'x-amzn-RequestId': requestId, ...answer.headers }, gatewayBody(answer, requestId));
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The request's headers, with X-Forwarded-Proto set by the gateway as API Gateway sets it (never the client's). */
function headerMaps(req: IncomingMessage): { single: Record<string, string>; multi: Record<string, string[]> } {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    const value = req.rawHeaders[i + 1] ?? '';
    if (name.toLowerCase() === 'x-forwarded-proto') continue;
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  single['X-Forwarded-Proto'] = 'http';
  multi['X-Forwarded-Proto'] = ['http'];
  return { single, multi };
}

/**
 * The methods of the form resource this path is, if it is one: the resource is the most specific
 * route path the request matches, whatever its method, as in API Gateway's tree.
 */
function preflightMethods(routes: readonly RouteDef[], preflights: ReadonlyMap<string, string[]>, path: string): string[] | undefined {
  const resource = matchRoute(routes, undefined, path)?.route.path;
  return resource === undefined ? undefined : preflights.get(resource);
}

function queryMaps(url: URL): { single: Record<string, string> | null; multi: Record<string, string[]> | null } {
  const keys = [...new Set(url.searchParams.keys())];
  if (keys.length === 0) return { single: null, multi: null };
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const key of keys) {
    const all = url.searchParams.getAll(key);
    multi[key] = all;
    single[key] = all[all.length - 1] ?? '';
  }
  return { single, multi };
}

export async function startGateway(options: GatewayOptions): Promise<LocalGateway> {
  const stage = options.stage ?? 'local';
  const stageBucket = new TokenBucket(options.stageThrottle);
  const keyBuckets = new Map(
    options.apiKeys.map((k) => [k.value, { key: k, bucket: new TokenBucket(k.plan), quota: k.plan.quotaPerDay === undefined ? undefined : new DailyQuota(k.plan.quotaPerDay) }]),
  );
  const authorizerCache = new Map<string, { result: APIGatewayAuthorizerResult | 'unauthorized'; expires: number }>();
  const handlers = new Map<string, Promise<ProxyHandler>>();
  const preflights = formPreflights(options.routes);
  let domainName = 'localhost';

  async function authorize(token: string, event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult | 'unauthorized'> {
    const cached = authorizerCache.get(token);
    if (cached && cached.expires > Date.now()) return cached.result;
    let result: APIGatewayAuthorizerResult | 'unauthorized';
    try {
      result = await options.authorizer(event);
    } catch {
      // API Gateway turns an authorizer's "Unauthorized" (or any failure) into 401 and caches it too.
      result = 'unauthorized';
    }
    authorizerCache.set(token, { result, expires: Date.now() + options.authorizerCacheSeconds * 1000 });
    return result;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const matched = matchRoute(options.routes, method, url.pathname);
    const preflight = method === 'OPTIONS' && !matched ? preflightMethods(options.routes, preflights, url.pathname) : undefined;
    if (preflight) return send(res, 204, { ...preflightHeaders(preflight), 'x-amzn-RequestId': requestId }, '');
    if (!matched) return sendAnswer(res, GATEWAY_ANSWERS.MISSING_AUTHENTICATION_TOKEN, requestId);
    const { route, pathParameters } = matched;

    const body = await readBody(req);
    if (body === 'too-large') return sendAnswer(res, GATEWAY_ANSWERS.REQUEST_TOO_LARGE, requestId);
    const headers = headerMaps(req);
    const lower = Object.fromEntries(Object.entries(headers.single).map(([k, v]) => [k.toLowerCase(), v]));
    const query = queryMaps(url);
    const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
    const methodArn = `arn:aws:execute-api:${options.region}:${ACCOUNT}:${API_ID}/${stage}/${method}${url.pathname}`;

    let apiKey: ApiKey | undefined;
    if (route.auth === 'admin') {
      const entry = keyBuckets.get(lower['x-api-key'] ?? '');
      if (!entry) return sendAnswer(res, GATEWAY_ANSWERS.INVALID_API_KEY, requestId);
      apiKey = entry.key;
    }

    let authorizerContext: Record<string, unknown> | null = null;
    if (route.auth === 'access' || route.auth === 'refresh') {
      const identity = lower['authorization'];
      if (!identity) return sendAnswer(res, GATEWAY_ANSWERS.UNAUTHORIZED, requestId);
      const result = await authorize(identity, {
        type: 'REQUEST', methodArn, resource: route.path, path: url.pathname, httpMethod: method,
        headers: headers.single, multiValueHeaders: headers.multi,
        pathParameters, queryStringParameters: query.single, multiValueQueryStringParameters: query.multi,
        stageVariables: null,
        requestContext: requestContextFor(route, url.pathname, method, requestId, sourceIp, stage, domainName, undefined) as unknown as APIGatewayRequestAuthorizerEvent['requestContext'],
      });
      if (result === 'unauthorized') return sendAnswer(res, GATEWAY_ANSWERS.UNAUTHORIZED, requestId);
      if (!evaluatePolicy(result.policyDocument, methodArn)) return sendAnswer(res, GATEWAY_ANSWERS.ACCESS_DENIED, requestId);
      authorizerContext = { principalId: result.principalId, ...result.context };
    }

    const keyLimits = apiKey ? keyBuckets.get(apiKey.value) : undefined;
    if (!stageBucket.take() || (keyLimits && !keyLimits.bucket.take())) return sendAnswer(res, GATEWAY_ANSWERS.THROTTLED, requestId);
    if (keyLimits?.quota && !keyLimits.quota.take()) return sendAnswer(res, GATEWAY_ANSWERS.QUOTA_EXCEEDED, requestId);

    const event: APIGatewayProxyEvent = {
      resource: route.path,
      path: url.pathname,
      httpMethod: method,
      headers: headers.single,
      multiValueHeaders: headers.multi,
      queryStringParameters: query.single,
      multiValueQueryStringParameters: query.multi,
      pathParameters,
      stageVariables: null,
      requestContext: requestContextFor(route, url.pathname, method, requestId, sourceIp, stage, domainName, apiKey, authorizerContext) as unknown as APIGatewayProxyEvent['requestContext'],
      body: body.length > 0 ? body.toString('utf8') : null,
      isBase64Encoded: false,
    };

    let handlerPromise = handlers.get(route.handler);
    if (!handlerPromise) {
      handlerPromise = options.loadHandler(route);
      handlers.set(route.handler, handlerPromise);
    }
    // An event Lambda would refuse never reaches the function: API Gateway answers 502 (LOC-11).
    const eventBytes = Buffer.byteLength(JSON.stringify(event));
    if (eventBytes > MAX_INVOKE_REQUEST_BYTES) {
      console.error(`[gateway] ${route.method} ${route.path}: RequestEntityTooLarge, an event of ${eventBytes} bytes (Lambda takes ${MAX_INVOKE_REQUEST_BYTES})`);
      return sendAnswer(res, GATEWAY_ANSWERS.DEFAULT_5XX, requestId);
    }
    let result: APIGatewayProxyResult;
    try {
      const handler = await handlerPromise;
      result = await invokeWithin(handler, event, lambdaContext(route.handler.replace(/\W/g, '-'), requestId, options.functionTimeoutSeconds * 1000));
    } catch (error) {
      // A function that throws past its own error handling, or times out, is a 502 from API Gateway, as in AWS.
      console.error(`[gateway] ${route.method} ${route.path} failed:`, error);
      return sendAnswer(res, GATEWAY_ANSWERS.DEFAULT_5XX, requestId);
    }
    const resultBytes = Buffer.byteLength(JSON.stringify(result));
    if (resultBytes > MAX_INVOKE_RESPONSE_BYTES) {
      console.error(`[gateway] ${route.method} ${route.path}: a result of ${resultBytes} bytes, over Lambda's ${MAX_INVOKE_RESPONSE_BYTES}`);
      return sendAnswer(res, GATEWAY_ANSWERS.DEFAULT_5XX, requestId);
    }
    const responseHeaders: Record<string, string> = { 'x-amzn-RequestId': requestId };
    for (const [k, v] of Object.entries(result.headers ?? {})) responseHeaders[k] = String(v);
    const responseBody = result.isBase64Encoded ? Buffer.from(result.body, 'base64').toString('latin1') : result.body;
    sendCompressible(res, result.statusCode, responseHeaders, responseBody ?? '', req.headers['accept-encoding']);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[gateway] internal error', error);
      if (!res.headersSent) sendAnswer(res, GATEWAY_ANSWERS.DEFAULT_5XX, 'local');
    });
  });
  await new Promise<void>((ok) => server.listen(options.port, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  domainName = `127.0.0.1:${port}`;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

function requestContextFor(
  route: RouteDef, path: string, method: string, requestId: string, sourceIp: string, stage: string, domainName: string,
  apiKey: ApiKey | undefined, authorizer: Record<string, unknown> | null = null,
): Record<string, unknown> {
  return {
    accountId: ACCOUNT, apiId: API_ID, stage, requestId, extendedRequestId: requestId,
    resourcePath: route.path, resourceId: route.handler, httpMethod: method, path,
    protocol: 'HTTP/1.1', requestTimeEpoch: Date.now(), domainName, authorizer,
    identity: {
      sourceIp, apiKey: apiKey?.value ?? null, apiKeyId: apiKey?.id ?? null,
      accessKey: null, accountId: null, caller: null, cognitoAuthenticationProvider: null, cognitoAuthenticationType: null,
      cognitoIdentityId: null, cognitoIdentityPoolId: null, principalOrgId: null, user: null, userAgent: null, userArn: null, clientCert: null,
    },
  };
}
