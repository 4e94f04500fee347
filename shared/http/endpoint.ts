/**
 * The handler chain every endpoint uses (one middy chain, same order everywhere):
 * request id and access log → caller from the authorizer or API key (first, as API Gateway
 * authorizes before it reads a body) → body size and JSON parsing → zod validation of path, query
 * and body → the endpoint's function → envelope; typed errors map to their status, anything else to
 * a 500 that reveals nothing.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { logger } from '../log.js';
import type { ApiBase } from './api-base.js';
import type { Caller } from './caller.js';
import { ApiError, MalformedJsonError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError, type FieldIssue } from './errors.js';
import { rawResponse, successResponse, toErrorResponse } from './response.js';
import { DEFAULT_MAX_BODY_BYTES, routeKey, type Infer, type RouteDef, type RouteSchemas } from './route.js';
import { parsePart } from './validation.js';

export interface EndpointInput<S extends RouteSchemas> {
  path: Infer<S['path']>;
  query: Infer<S['query']>;
  body: Infer<S['body']>;
  caller: Caller;
  requestId: string;
  /** Lower-cased request headers. */
  headers: Record<string, string | undefined>;
  /** Source IP as API Gateway saw it. */
  sourceIp: string;
  /** The API's public origin and base URL as API Gateway served this request (api-base.ts). */
  apiBase: ApiBase | undefined;
}

/** What a raw (non-envelope) endpoint returns. */
export interface RawResult {
  raw: true;
  body: string;
  contentType: string;
  /** Extra response headers, e.g. a Content-Security-Policy for HTML. */
  headers?: Record<string, string>;
}

export type EndpointResult<S extends RouteSchemas> = S['response'] extends undefined ? void | RawResult : Infer<S['response']> | RawResult;

/** A response that is not the JSON envelope: a document, a JWKS. */
export function raw(body: string, contentType: string): RawResult {
  return { raw: true, body, contentType };
}

export type ApiHandler = ((event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>) & {
  route: RouteDef;
};

export function lowerCaseHeaders(event: APIGatewayProxyEvent): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value ?? undefined;
  return headers;
}

function queryObject(event: APIGatewayProxyEvent): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const multi = event.multiValueQueryStringParameters ?? {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    const all = multi[name];
    query[name] = all && all.length > 1 ? all : (value ?? '');
  }
  return query;
}

function parseBody(event: APIGatewayProxyEvent, headers: Record<string, string | undefined>, limit: number): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text, 'utf8') > limit) throw new PayloadTooLargeError(limit);
  const contentType = headers['content-type'] ?? 'application/json';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) throw new UnsupportedMediaTypeError();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedJsonError();
  }
}

function isRaw(value: unknown): value is RawResult {
  return typeof value === 'object' && value !== null && (value as { raw?: unknown }).raw === true;
}

/** How a route answers an error; the envelope unless a protocol of its own says otherwise (ACP). */
export type ErrorResponder = (error: unknown, requestId: string, headers: Record<string, string | undefined>) => APIGatewayProxyResult;

/** Wraps an endpoint function in the chain. The returned handler carries its route so tests can match it to the table. */
export function endpoint<S extends RouteSchemas>(
  def: RouteDef<S>,
  fn: (input: EndpointInput<S>) => Promise<EndpointResult<S>>,
  errorResponse: ErrorResponder = toErrorResponse,
): ApiHandler {
  const key = routeKey(def);
  const limit = def.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  // What this route runs beyond every route's steps, as its declaration named it (route.ts).
  const chain = def.chain;
  if (!chain) throw new Error(`${key} was not declared through route.ts, so it names no caller reader`);
  // The hosted payment form calls its routes from the merchant's origin: every answer, errors
  // included, must be readable there (FORM-9). No other route answers cross-origin.
  const answerHeaders = chain.answerHeaders;
  const cors = (response: APIGatewayProxyResult): APIGatewayProxyResult =>
    answerHeaders ? { ...response, headers: { ...response.headers, ...answerHeaders } } : response;

  const core = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    const headers = lowerCaseHeaders(event);
    // An expired or refused token is a 401 whatever the body holds, as it is at the gateway.
    const caller = chain.caller(event, headers, def);
    const details: FieldIssue[] = [];
    const parts = { path: event.pathParameters ?? {}, query: queryObject(event), body: parseBody(event, headers, limit) };
    const parsed: Record<string, unknown> = {};
    for (const part of ['path', 'query', 'body'] as const) {
      const schema = def.schemas[part];
      if (!schema) {
        if (part === 'body' && parts.body !== undefined) details.push({ field: 'body', reason: 'this endpoint takes no body' });
        continue;
      }
      const result = parsePart(part, schema, parts[part]);
      if (result.ok) parsed[part] = result.value;
      else details.push(...result.details);
    }
    if (details.length > 0) throw new ValidationError(details);

    const result = await fn({
      path: parsed['path'] as Infer<S['path']>,
      query: parsed['query'] as Infer<S['query']>,
      body: parsed['body'] as Infer<S['body']>,
      caller,
      requestId,
      headers,
      sourceIp: event.requestContext?.identity?.sourceIp ?? '',
      apiBase: chain.apiBase?.(event),
    });
    if (isRaw(result)) return rawResponse(def.successStatus, result.body, result.contentType, requestId, result.headers);
    if (def.schemas.response) {
      const checked = parsePart('response', def.schemas.response, result);
      // A response that breaks its own schema is our bug: log it and answer 500, never send it.
      if (!checked.ok) {
        logger.error('response failed its schema', { route: key, details: checked.details });
        throw new Error('response schema mismatch');
      }
    }
    return successResponse(def.successStatus, result, requestId);
  };

  const started = new WeakMap<object, number>();
  const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>(async (event: APIGatewayProxyEvent, context: Context) => cors(await core(event, context))).use({
    before: (request) => {
      started.set(request, Date.now());
      logger.appendKeys({ requestId: request.event.requestContext?.requestId, route: key });
    },
    after: (request) => {
      logger.info('request', { status: request.response?.statusCode, ms: Date.now() - (started.get(request) ?? Date.now()) });
      logger.resetKeys();
    },
    onError: (request) => {
      const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
      const error = request.error;
      if (error instanceof ApiError) {
        logger.info('request', { status: error.status, code: error.code, ms: Date.now() - (started.get(request) ?? Date.now()) });
      } else {
        logger.error('unhandled error', { error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) });
      }
      request.response = cors(errorResponse(error, requestId, lowerCaseHeaders(request.event)));
      logger.resetKeys();
    },
  });
  return Object.assign(handler as unknown as (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>, {
    route: def as RouteDef,
  });
}
