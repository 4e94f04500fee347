/**
 * The OpenAPI 3.1 document, built from the route table and its zod schemas with zod's own JSON
 * Schema converter (draft 2020-12, the dialect OpenAPI 3.1 uses). `npm run openapi` writes it to
 * openapi/openapi.json; test/unit/openapi.test.ts fails when the committed file is stale.
 * Decisions: docs/decisions/contract.md (API-1 …).
 */
import * as z from 'zod/mini';
import type { JSONSchema } from 'zod/v4/core';
import { FORM_CORS } from '../../shared/http/cors.js';
import { routeKey, type AuthKind, type RouteDef, type Schema } from '../../shared/http/route.js';
import { IDEMPOTENCY_KEY } from '../../shared/idempotency/rules.js';
import { CONTRACT_CACHE_CONTROL } from '../../shared/contract/cache.js';
import { acpErrorObject, errorEnvelope, furtherStepsEnvelope, successEnvelope } from './envelope.js';
import type { RouteAnswers } from './reachable.js';
import { schemaOverride } from './overrides.js';
import { SUPPORTED_VERSIONS } from '../../shared/agentic/versions.js';

type JsonObject = Record<string, unknown>;

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

/** Request parts are what a client sends (`input`); results are what the platform answers (`output`). */
export function jsonSchema(schema: Schema, io: 'input' | 'output'): JSONSchema.BaseSchema {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw', override: schemaOverride(io) });
  // Every schema sits inside one document whose dialect OpenAPI 3.1 already fixes.
  delete converted.$schema;
  return converted;
}

export const SECURITY_SCHEMES = {
  accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token (POST /v1/auth/token, /v1/auth/login).' },
  refreshToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A refresh token; only the refresh route takes it.' },
  adminApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'An operator API key of the usage plan.' },
} as const;

const SECURITY: Record<AuthKind, JsonObject[]> = {
  public: [],
  access: [{ accessToken: [] }],
  refresh: [{ refreshToken: [] }],
  admin: [{ adminApiKey: [] }],
};

/** Error answers by status, each the error envelope (docs/decisions/errors-and-envelope.md, ERR-1). */
export const ERROR_RESPONSES = {
  400: ['BadRequest', 'VALIDATION_FAILED naming each bad field, or MALFORMED_JSON.'],
  401: ['Unauthorized', 'UNAUTHORIZED: the token is missing, invalid or expired.'],
  403: ['Forbidden', 'FORBIDDEN (the token\'s claims or policies do not allow it) or INVALID_API_KEY.'],
  404: ['NotFound', 'NOT_FOUND: the referenced item does not exist or is not the caller\'s.'],
  409: ['Conflict', 'CONFLICT: the request clashes with the current state (a duplicate, a reused key).'],
  410: ['Gone', 'GONE: what the request uses has expired (a payment form session or link).'],
  413: ['PayloadTooLarge', 'PAYLOAD_TOO_LARGE: the body exceeds the route\'s limit.'],
  415: ['UnsupportedMediaType', 'UNSUPPORTED_MEDIA_TYPE: bodies must be JSON.'],
  422: ['Unprocessable', 'UNPROCESSABLE or INSUFFICIENT_FUNDS: well-formed but refused by a business rule.'],
  429: ['TooManyRequests', 'TOO_MANY_REQUESTS or QUOTA_EXCEEDED; Retry-After says when to try again.'],
  500: ['Internal', 'INTERNAL: nothing internal is revealed; quote the request id.'],
  502: ['BadGateway', 'BAD_GATEWAY: a service the platform hands the request to did not take it (a delivery service), or the endpoint failed at the gateway.'],
  503: ['ServiceUnavailable', 'SERVICE_UNAVAILABLE: the work could not be started or handed on just now; nothing was done. Retry-After says when to send it again.'],
} as const satisfies Record<number, readonly [string, string]>;

type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Error answers that carry Retry-After (TooManyRequestsError, the 503s). */
const RETRY_AFTER: ReadonlySet<number> = new Set([429, 503]);

/** Statuses only ACP's error object uses: 405 for a session no longer open (ACP-3). */
const ACP_ONLY_STATUSES: ReadonlySet<number> = new Set([405]);

/** No route can answer anything. */
const NO_ANSWERS: RouteAnswers = { statuses: [] };

/**
 * Which errors a route can answer (API-3, API-8): from what the table knows of it, and from what its
 * function's code can construct (`answers`, read from its bundle: reachable.ts, answers.json).
 */
export function errorStatuses(route: RouteDef, answers: RouteAnswers = NO_ANSWERS): number[] {
  const { path, query, body } = route.schemas;
  const statuses: number[] = [];
  if (path || query || body) statuses.push(400);
  if (route.auth !== 'public') statuses.push(401, 403);
  if (path) statuses.push(404);
  if (route.method !== 'GET') statuses.push(409, 422);
  if (body) statuses.push(413, 415);
  if (route.answersGone) statuses.push(410);
  // The payment form's GETs open a session: a paid bill or used link is 409, an inactive merchant 422.
  if (route.answersGone && route.method === 'GET') statuses.push(409, 422);
  statuses.push(429, 500);
  for (const status of answers.statuses) {
    const known = status in ERROR_RESPONSES || (route.protocol === 'acp' && ACP_ONLY_STATUSES.has(status));
    if (!known) throw new Error(`${routeKey(route)} can answer ${status}, which the document has no response for: add it to ERROR_RESPONSES`);
    statuses.push(status);
  }
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/**
 * The Idempotency-Key header of the routes whose row says they read it (API-9), as
 * shared/idempotency/rules.ts checks it; ACP's own is acpHeaders'.
 */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key', in: 'header', required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: IDEMPOTENCY_KEY.source },
  description: 'Optional: 1 to 255 printable ASCII characters without spaces (a UUID v4 recommended), scoped to the caller and the route, kept 24 h. '
    + 'A repeat with the same request answers what the first answered and does nothing twice; with another request it is 422, while the first is still being processed 409; '
    + 'a malformed key is 400. Each names `header.idempotency-key`.',
} as const;

/** The request header and the answer's headers of a route that revalidates its ETag (API-11, API-12). */
export const IF_NONE_MATCH_PARAMETER = {
  name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' },
  description: 'The ETag of a copy already held (or a list of them, or `*`): when it names the current one the answer is 304 without a body.',
} as const;
const CACHE_HEADER_COMPONENTS = {
  ETag: { description: 'The hash of the content; it changes only with a deployment.', schema: { type: 'string' } },
  CacheControl: { description: 'May be kept five minutes, then revalidated with If-None-Match.', schema: { type: 'string', const: CONTRACT_CACHE_CONTROL } },
};
const CACHE_HEADERS = { ETag: { $ref: '#/components/headers/ETag' }, 'Cache-Control': { $ref: '#/components/headers/CacheControl' } };

/** Path and query objects become one parameter per property. */
function parameters(schema: Schema | undefined, location: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const parameter: JsonObject = { name, in: location, required: location === 'path' || required.has(name), schema: property };
    // A repeated query parameter arrives as ?name=a&name=b.
    if (location === 'query' && typeof property === 'object' && property.type === 'array') Object.assign(parameter, { style: 'form', explode: true });
    return parameter;
  });
}

/** The headers ACP requires: API-Version everywhere, Idempotency-Key on POST; Request-Id is echoed. */
function acpHeaders(route: RouteDef): JsonObject[] {
  if (route.protocol !== 'acp') return [];
  const headers: JsonObject[] = [
    { name: 'API-Version', in: 'header', required: true, schema: { type: 'string', enum: [...SUPPORTED_VERSIONS] }, description: 'ACP version; another or none is 400 with supported_versions.' },
    { name: 'Request-Id', in: 'header', required: false, schema: { type: 'string', maxLength: 200 }, description: 'Echoed in the Request-Id response header.' },
  ];
  if (route.method === 'POST') {
    headers.push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 1, maxLength: 255 }, description: 'A replay answers the stored response with Idempotent-Replayed: true; another body 422, in flight 409.' });
  }
  return headers;
}

/** A body schema that accepts no body at all makes the body optional. */
function bodyRequired(schema: Schema): boolean {
  return !z.safeParse(schema, undefined).success;
}

function successContent(route: RouteDef): JsonObject {
  if (route.protocol === 'acp') return { 'application/json': { schema: route.schemas.response ? jsonSchema(route.schemas.response, 'output') : {} } };
  if (route.rawResponse) {
    const raw = route.schemas.response ? jsonSchema(route.schemas.response, 'output') : {};
    return { [route.rawContentType ?? 'application/json']: { schema: raw } };
  }
  return { 'application/json': { schema: jsonSchema(successEnvelope(route.schemas.response), 'output') } };
}

/** operationId: the handler module, e.g. payments/payment-status → payments.paymentStatus. */
export function operationId(route: RouteDef): string {
  return route.handler.replace(/[-/](\w)/g, (match, letter: string) => (match.startsWith('/') ? `.${letter}` : letter.toUpperCase()));
}

/** The 401 of a route that can refuse a login for further steps (FurtherStepsRequiredError): its `result` is typed. */
function unauthorizedRef(answers: RouteAnswers): string {
  return answers.furtherSteps ? 'UnauthorizedFurtherSteps' : ERROR_RESPONSES[401][0];
}

function operation(route: RouteDef, answers: RouteAnswers): JsonObject {
  const op: JsonObject = {
    operationId: operationId(route),
    tags: [route.domain],
    summary: route.summary,
    security: SECURITY[route.auth],
  };
  if (route.acceptsPendingSteps) op.description = 'Also accepts the restricted token of a login that still has outstanding steps.';
  if (route.acceptsPaymentForm) {
    op.description = 'Also accepts the session token of a hosted payment form page, for that session and its payment only. '
      + `Callable from any origin (CORS: \`Access-Control-Allow-Origin: ${FORM_CORS.allowOrigin}\`, no credentials; the preflight allows ${FORM_CORS.allowHeaders.join(', ')}), `
      + 'so the page can be served from the merchant\'s own site.';
  }
  const params = [
    ...parameters(route.schemas.path, 'path'), ...parameters(route.schemas.query, 'query'), ...acpHeaders(route),
    ...(route.readsIdempotencyKey ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ...(route.revalidates ? [IF_NONE_MATCH_PARAMETER] : []),
  ];
  if (params.length > 0) op.parameters = params;
  if (route.schemas.body) {
    op.requestBody = {
      required: bodyRequired(route.schemas.body),
      content: { 'application/json': { schema: jsonSchema(route.schemas.body, 'input') } },
    };
  }
  const responses: JsonObject = {
    [String(route.successStatus)]: { description: 'Success.', content: successContent(route), ...(route.revalidates ? { headers: CACHE_HEADERS } : {}) },
  };
  if (route.revalidates) responses['304'] = { $ref: '#/components/responses/NotModified' };
  if (route.protocol === 'acp') {
    // ACP's error object, and 405 for a session that is no longer open (ACP-2, ACP-3).
    const statuses: number[] = [...new Set([...errorStatuses(route, answers), ...(route.method === 'POST' && route.schemas.path ? [405] : [])])].sort((a, b) => a - b);
    for (const status of statuses) responses[String(status)] = { description: 'ACP error object.', content: { 'application/json': { schema: { $ref: '#/components/schemas/AcpError' } } } };
  } else {
    for (const status of errorStatuses(route, answers)) {
      const name = status === 401 ? unauthorizedRef(answers) : ERROR_RESPONSES[status as ErrorStatus][0];
      responses[String(status)] = { $ref: `#/components/responses/${name}` };
    }
  }
  op.responses = responses;
  return op;
}

const RETRY_AFTER_HEADER = { description: 'Seconds to wait before trying again.', schema: { type: 'string', pattern: '^[0-9]+$' } };

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Sorted by path, then method: the table's order depends on how its modules were loaded (ESM namespaces sort their keys). */
function byPathAndMethod(a: RouteDef, b: RouteDef): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);
}

/**
 * The whole document. Only implemented rows appear: the others are neither deployed nor mounted
 * and answer 404 (API-2).
 */
export function openApiDocument(routes: readonly RouteDef[], info: DocumentInfo, answers: Readonly<Record<string, RouteAnswers>>): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const seen = new Set<string>();
  for (const route of routes.filter((r) => r.implemented).sort(byPathAndMethod)) {
    if (seen.has(routeKey(route))) throw new Error(`duplicate route ${routeKey(route)}`);
    seen.add(routeKey(route));
    const known = answers[routeKey(route)];
    if (!known) throw new Error(`${routeKey(route)} is not in lib/openapi/answers.json: run npm run openapi`);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, known);
  }
  const responses: JsonObject = {};
  for (const [status, [name, description]] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    if (RETRY_AFTER.has(Number(status))) Object.assign(responses[name] as JsonObject, { headers: { 'Retry-After': RETRY_AFTER_HEADER } });
  }
  responses['NotModified'] = { description: 'Not modified: If-None-Match named the current ETag. No body.', headers: CACHE_HEADERS };
  responses['UnauthorizedFurtherSteps'] = {
    description: 'INVALID_CREDENTIALS, or FURTHER_STEPS_REQUIRED with `result`: the outstanding steps and a restricted access token that only the routes completing them accept.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/FurtherStepsError' } } },
  };
  const domains = [...new Set(routes.filter((r) => r.implemented).map((r) => r.domain))].sort();
  return {
    openapi: '3.1.0',
    info: { ...info, license: { name: 'UNLICENSED', identifier: 'LicenseRef-Proprietary' } },
    // Relative to where the document is served (<stage>/v1/openapi.json), so it names the stage root wherever it is deployed.
    servers: [{ url: '..', description: 'The API stage this document is served from.' }],
    tags: domains.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorEnvelope, 'output'), FurtherStepsError: jsonSchema(furtherStepsEnvelope, 'output'), AcpError: jsonSchema(acpErrorObject, 'output') },
      responses,
      headers: CACHE_HEADER_COMPONENTS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
