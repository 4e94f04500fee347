/**
 * The Agentic Commerce Protocol's wire rules on the agentic routes (docs/decisions/agentic.md):
 *   - API-Version must name a version served here, else 400 with supported_versions (ACP-2)
 *   - bodies are ACP's, bare: no platform envelope (ACP-1)
 *   - errors are ACP's object {type, code, message, param?} (ACP-2)
 *   - Idempotency-Key on every POST (idempotency.ts), Request-Id echoed
 * The chain itself (caller, body parsing, zod validation, logging) is the platform's endpoint().
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { endpoint, type ApiHandler, type EndpointInput, type RawResult } from '../http/endpoint.js';
import { ApiError, type FieldIssue } from '../http/errors.js';
import { JSON_HEADERS } from '../http/response.js';
import type { Infer, RouteDef, RouteSchemas } from '../http/route.js';
import { parsePart } from '../http/validation.js';
import { logger } from '../log.js';
import { AcpError } from './errors.js';
import type { IdempotentAnswer } from './idempotency.js';
import { SUPPORTED_VERSIONS } from './versions.js';

export { AcpError } from './errors.js';


export interface AcpErrorBody {
  type: 'invalid_request' | 'processing_error' | 'service_unavailable';
  code: string;
  message: string;
  param?: string;
  supported_versions?: string[];
}

/** `body.line_items[0].id` → `$.line_items[0].id` (RFC 9535); header and path fields have no JSONPath into the body. */
export function jsonPathOf(field: string): string | undefined {
  return field === 'body' ? '$' : field.startsWith('body.') ? `$.${field.slice(5)}` : undefined;
}

/** The ACP code of a platform error, from its status and first field (ACP-2, ACP-11). */
function codeOf(error: ApiError, first: FieldIssue | undefined, route: RouteDef): string {
  if (first?.field === 'header.idempotency-key') {
    if (error.status === 422) return 'idempotency_conflict';
    if (error.status === 409) return 'idempotency_in_flight';
  }
  // delegate_payment's Error lists its own codes: a card problem is invalid_card there (ACP-11).
  if (route.handler === 'agentic/delegate-payment' && (error.status === 400 || error.status === 422) && first?.field.startsWith('body.payment_method')) return 'invalid_card';
  return error.code.toLowerCase();
}

export function acpErrorBody(error: unknown, route: RouteDef): { status: number; body: AcpErrorBody; headers: Record<string, string> } {
  if (!(error instanceof ApiError)) {
    return { status: 500, headers: {}, body: { type: 'processing_error', code: 'internal', message: 'An unexpected error occurred; quote the Request-Id when reporting it.' } };
  }
  const type = error.status === 503 ? 'service_unavailable' : error.status >= 500 ? 'processing_error' : 'invalid_request';
  if (error instanceof AcpError) {
    const body: AcpErrorBody = { type, code: error.acpCode, message: error.message };
    if (error.param) body.param = error.param;
    if (error.supportedVersions) body.supported_versions = [...error.supportedVersions];
    return { status: error.status, body, headers: error.headers };
  }
  const first = error.details[0];
  const reasons = error.details.map((d) => `${d.field}: ${d.reason}`).join('; ');
  const body: AcpErrorBody = { type, code: codeOf(error, first, route), message: reasons ? `${error.message} ${reasons}` : error.message };
  const param = first ? jsonPathOf(first.field) : undefined;
  if (param) body.param = param;
  const headers = { ...error.headers };
  // ACP's 409 in-flight answer carries Retry-After.
  if (body.code === 'idempotency_in_flight') headers['Retry-After'] = '1';
  return { status: error.status, body, headers };
}

/** Request-Id as the agent sent it (ACP), else the gateway's request id. */
const echoedRequestId = (headers: Record<string, string | undefined>, requestId: string): string => {
  const sent = headers['request-id'];
  return sent !== undefined && /^[\x21-\x7e]{1,200}$/.test(sent) ? sent : requestId;
};

function acpErrorResponder(route: RouteDef) {
  return (error: unknown, requestId: string, headers: Record<string, string | undefined>): APIGatewayProxyResult => {
    const answer = acpErrorBody(error, route);
    return {
      statusCode: answer.status,
      headers: { ...JSON_HEADERS, ...answer.headers, 'X-Request-Id': requestId, 'Request-Id': echoedRequestId(headers, requestId) },
      body: JSON.stringify(answer.body),
    };
  };
}

/** API-Version: required, and one of SUPPORTED_VERSIONS. */
export function assertApiVersion(headers: Record<string, string | undefined>): void {
  const version = headers['api-version'];
  if (version === undefined || version === '') {
    throw new AcpError(400, 'api_version_required', `The API-Version header is required; this server speaks ${SUPPORTED_VERSIONS.join(', ')}.`, undefined, {}, SUPPORTED_VERSIONS);
  }
  if (!SUPPORTED_VERSIONS.includes(version)) {
    throw new AcpError(400, 'unsupported_api_version', `API-Version ${version.slice(0, 40)} is not supported; this server speaks ${SUPPORTED_VERSIONS.join(', ')}.`, undefined, {}, SUPPORTED_VERSIONS);
  }
}

/**
 * The ACP chain around a route's answer: version, the answer (straight, or through idempotency for a
 * POST: acp-endpoint.ts), the response checked against the route's schema, ACP's headers. Kept apart
 * from idempotency so a read's bundle carries neither the idempotency records nor the platform secret.
 */
export function acpChain<S extends RouteSchemas>(
  route: RouteDef<S>,
  answerOf: (input: EndpointInput<S>) => Promise<IdempotentAnswer<Infer<S['response']>>>,
): ApiHandler {
  return endpoint(route, async (input): Promise<RawResult> => {
    assertApiVersion(input.headers);
    const answer = await answerOf(input);
    if (route.schemas.response) {
      const checked = parsePart('response', route.schemas.response, answer.body);
      // A response that breaks its own schema is our bug: never sent.
      if (!checked.ok) {
        logger.error('response failed its schema', { details: checked.details });
        throw new Error('response schema mismatch');
      }
    }
    const headers: Record<string, string> = { 'Request-Id': echoedRequestId(input.headers, input.requestId) };
    if (answer.key !== undefined) headers['Idempotency-Key'] = answer.key;
    if (answer.replayed) headers['Idempotent-Replayed'] = 'true';
    return { raw: true, body: JSON.stringify(answer.body), contentType: JSON_HEADERS['Content-Type'], headers };
  }, acpErrorResponder(route));
}

/** A handler for an ACP GET route: no idempotency, so refused at import for any other method (use acpEndpoint). */
export function acpReadEndpoint<S extends RouteSchemas>(route: RouteDef<S>, fn: (input: EndpointInput<S>) => Promise<Infer<S['response']>>): ApiHandler {
  if (route.method !== 'GET') throw new Error(`acpReadEndpoint serves GET routes only; ${route.handler} is ${route.method}`);
  return acpChain(route, async (input) => ({ body: await fn(input), replayed: false, key: undefined }));
}
