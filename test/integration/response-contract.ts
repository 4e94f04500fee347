/**
 * Checks every response `call()` receives against the route table (ERR-8): the route's success
 * status with its response schema, or a documented error status with the error envelope. A
 * mismatch throws, so the test fails at the call that got it.
 */
import * as z from 'zod/mini';
import { matchRoute } from '../../lib/local/route-matcher.js';
import { documentQuery } from '../../shared/content/schemas/document-query.js';
import type { RouteDef } from '../../shared/http/route.js';
import { implementedRoutes } from '../../shared/routes/index.js';

/** The statuses an error may carry (ERR-1's codes, the gateway's answers, 410 for an expired payment form (FORM-5), and 503 for a flow that could not start). */
export const DOCUMENTED_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502, 503]);

/**
 * A request line or headers over the HTTP server's limit is refused before any gateway logic (Node's
 * 16 KiB here; API Gateway's front end past 10 KiB on AWS): no envelope, no route.
 */
const FRONT_END_REFUSALS: ReadonlySet<number> = new Set([414, 431]);

const errorEnvelope = z.strictObject({
  success: z.literal(false),
  error: z.strictObject({
    code: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/)),
    message: z.string().check(z.minLength(1)),
    details: z.array(z.strictObject({ field: z.string().check(z.minLength(1)), reason: z.string().check(z.minLength(1)) })),
    requestId: z.string().check(z.minLength(1)),
  }),
  result: z.optional(z.record(z.string(), z.unknown())),
});

/** ACP's error object on the agentic routes (shared/agentic/protocol.ts); its status may also be 405 (ACP's not-cancelable). */
const acpError = z.strictObject({
  type: z.enum(['invalid_request', 'processing_error', 'service_unavailable']),
  code: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  message: z.string().check(z.minLength(1)),
  param: z.optional(z.string().check(z.regex(/^\$/))),
  supported_versions: z.optional(z.array(z.string())),
});

const successEnvelope = z.strictObject({ success: z.literal(true), result: z.unknown() });
const emptySuccessEnvelope = z.strictObject({ success: z.literal(true) });

/** Content types of the document formats other than json (shared/content/documents.ts). */
const DOCUMENT_TYPES: Record<string, RegExp> = { html: /^text\/html\b/, md: /^text\/markdown\b/ };

export interface ReceivedResponse {
  method: string;
  /** Path with its query string, as the test asked it. */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keys the sent JSON holds that the parsed value lost: `z.object` strips keys its shape does not
 * name, so each one is a field the schema does not document. Records keep every key; a transform
 * that changes the shape ends the walk there.
 */
export function undocumentedKeys(sent: unknown, parsed: unknown, at = 'result'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => undocumentedKeys(item, parsed[i], `${at}[${i}]`));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed ? undocumentedKeys(value, parsed[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
}

class ContractError extends Error {
  constructor(response: ReceivedResponse, route: RouteDef | undefined, problem: string) {
    const where = route ? `${route.method} ${route.path}` : 'no route';
    const asked = response.path.length > 200 ? `${response.path.slice(0, 200)}…` : response.path;
    super(`response breaks the contract: ${response.method} ${asked} (${where}) answered ${response.status}: ${problem}\n${response.text.slice(0, 2000)}`);
    this.name = 'ContractError';
  }
}

function parseJson(response: ReceivedResponse, route: RouteDef | undefined): unknown {
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/json\b/.test(type)) throw new ContractError(response, route, `content-type ${type || '(none)'} is not application/json`);
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    throw new ContractError(response, route, 'body is not JSON');
  }
}

function checkAcpError(response: ReceivedResponse, route: RouteDef): void {
  if (!DOCUMENTED_ERROR_STATUSES.has(response.status) && response.status !== 405) throw new ContractError(response, route, 'status is not a documented error status');
  const checked = acpError.safeParse(parseJson(response, route));
  if (!checked.success) throw new ContractError(response, route, `ACP error object: ${describeIssues(checked.error.issues)}`);
  if (!response.headers.get('request-id')) throw new ContractError(response, route, 'no Request-Id header');
}

function checkError(response: ReceivedResponse, route: RouteDef | undefined): void {
  // The gateway's own refusals (authorizer, throttling) come before the function: the platform's envelope.
  if (route?.protocol === 'acp' && response.headers.get('request-id')) return checkAcpError(response, route);
  if (!DOCUMENTED_ERROR_STATUSES.has(response.status)) throw new ContractError(response, route, 'status is not a documented error status');
  const checked = errorEnvelope.safeParse(parseJson(response, route));
  if (!checked.success) throw new ContractError(response, route, `error envelope: ${describeIssues(checked.error.issues)}`);
  const header = response.headers.get('x-request-id');
  if (header !== checked.data.error.requestId) throw new ContractError(response, route, `X-Request-Id ${header ?? '(none)'} differs from error.requestId`);
}

/** A document route (?format=json|html|md) answers html and md raw; json goes in the envelope. */
function rawDocumentType(route: RouteDef, path: string): RegExp | undefined {
  if (route.schemas.query !== documentQuery) return undefined;
  const format = new URL(path, 'http://localhost').searchParams.get('format') ?? 'json';
  return DOCUMENT_TYPES[format];
}

function checkSuccess(response: ReceivedResponse, route: RouteDef): void {
  if (response.status !== route.successStatus) throw new ContractError(response, route, `success status is ${route.successStatus}`);
  const type = response.headers.get('content-type') ?? '';
  if (route.rawResponse) {
    if (type === '') throw new ContractError(response, route, 'raw response without a content-type');
    return;
  }
  const documentType = rawDocumentType(route, response.path);
  if (documentType) {
    if (!documentType.test(type)) throw new ContractError(response, route, `content-type ${type} does not match the format asked`);
    return;
  }
  const body = parseJson(response, route);
  const schema = route.schemas.response;
  if (route.protocol === 'acp' && schema) {
    // ACP's bodies are bare: no envelope.
    const bare = schema.safeParse(body);
    if (!bare.success) throw new ContractError(response, route, `body: ${describeIssues(bare.error.issues)}`);
    const extra = undocumentedKeys(body, bare.data, 'body');
    if (extra.length > 0) throw new ContractError(response, route, `fields the response schema does not document: ${extra.join(', ')}`);
    return;
  }
  if (!schema) {
    const empty = emptySuccessEnvelope.safeParse(body);
    if (!empty.success) throw new ContractError(response, route, `the route returns only success: ${describeIssues(empty.error.issues)}`);
    return;
  }
  const envelope = successEnvelope.safeParse(body);
  if (!envelope.success) throw new ContractError(response, route, `success envelope: ${describeIssues(envelope.error.issues)}`);
  const result = schema.safeParse(envelope.data.result);
  if (!result.success) throw new ContractError(response, route, `result: ${describeIssues(result.error.issues)}`);
  const extra = undocumentedKeys(envelope.data.result, result.data);
  if (extra.length > 0) throw new ContractError(response, route, `fields the response schema does not document: ${extra.join(', ')}`);
}

/** Throws a ContractError naming the route, the status and the problem when the response breaks the contract. */
export function checkResponse(response: ReceivedResponse): void {
  const pathname = new URL(response.path, 'http://localhost').pathname;
  const route = matchRoute(implementedRoutes, response.method.toUpperCase(), pathname)?.route;
  if (FRONT_END_REFUSALS.has(response.status) && response.text === '') return;
  if (response.status >= 400) return checkError(response, route);
  if (!route) throw new ContractError(response, route, 'a path with no route answered a success');
  checkSuccess(response, route);
}
