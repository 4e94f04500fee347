/**
 * Answers API Gateway gives before a request reaches a function, in the platform's error envelope.
 * CDK renders them as GatewayResponses; the local gateway sends the same bodies.
 *
 * The answers a request to a route that exists can get (401, 403, 413, 429, 4xx, 502) carry
 * `Access-Control-Allow-Origin: *`, so the hosted payment form served from a merchant's origin can
 * read why it was refused (FORM-9). API Gateway cannot scope a gateway response to a resource, so
 * they carry it on every route; that grants nothing, as only the form routes answer a preflight.
 * An unknown path or method (404, a preflight on any other route) and the admin key's answers carry none.
 */
import { CORS_ANSWER_HEADERS } from './cors.js';
import { UNAUTHORIZED_MESSAGE } from './errors.js';

/**
 * Answers of at least this many bytes are compressed when the client accepts it (the RestApi's
 * minimumCompressionSize; the local gateway gzips alike): the docs page is 3 MB of HTML (API-11).
 */
export const MIN_COMPRESSION_BYTES = 1024;

export interface GatewayAnswer {
  /** API Gateway's ResponseType. */
  type: 'MISSING_AUTHENTICATION_TOKEN' | 'UNAUTHORIZED' | 'ACCESS_DENIED' | 'INVALID_API_KEY' | 'THROTTLED' | 'QUOTA_EXCEEDED' | 'REQUEST_TOO_LARGE' | 'DEFAULT_4XX' | 'DEFAULT_5XX';
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

export const GATEWAY_ANSWERS: Record<GatewayAnswer['type'], GatewayAnswer> = {
  // API Gateway answers an unknown path (and an unmounted route) with MISSING_AUTHENTICATION_TOKEN; we make it a plain 404.
  MISSING_AUTHENTICATION_TOKEN: { type: 'MISSING_AUTHENTICATION_TOKEN', status: 404, code: 'NOT_FOUND', message: 'No such endpoint.' },
  UNAUTHORIZED: { type: 'UNAUTHORIZED', status: 401, code: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE, headers: CORS_ANSWER_HEADERS },
  ACCESS_DENIED: { type: 'ACCESS_DENIED', status: 403, code: 'FORBIDDEN', message: 'This token type or caller has no access to this endpoint.', headers: CORS_ANSWER_HEADERS },
  INVALID_API_KEY: { type: 'INVALID_API_KEY', status: 403, code: 'INVALID_API_KEY', message: 'A valid admin API key is required in x-api-key.' },
  THROTTLED: { type: 'THROTTLED', status: 429, code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded; retry later.', headers: { 'Retry-After': '1', ...CORS_ANSWER_HEADERS } },
  QUOTA_EXCEEDED: { type: 'QUOTA_EXCEEDED', status: 429, code: 'QUOTA_EXCEEDED', message: 'The daily request quota of this API key is used up.', headers: { 'Retry-After': '3600' } },
  REQUEST_TOO_LARGE: { type: 'REQUEST_TOO_LARGE', status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than API Gateway accepts (10 MB).', headers: CORS_ANSWER_HEADERS },
  DEFAULT_4XX: { type: 'DEFAULT_4XX', status: 400, code: 'BAD_REQUEST', message: 'The request was refused by the gateway.', headers: CORS_ANSWER_HEADERS },
  DEFAULT_5XX: { type: 'DEFAULT_5XX', status: 502, code: 'BAD_GATEWAY', message: 'The endpoint failed; quote the request id when reporting it.', headers: CORS_ANSWER_HEADERS },
};

/** The envelope body; in CDK `requestId` is the `$context.requestId` template variable. */
export function gatewayBody(answer: GatewayAnswer, requestId: string): string {
  return JSON.stringify({ success: false, error: { code: answer.code, message: answer.message, details: [], requestId } });
}
