/**
 * Answers API Gateway gives before a request reaches a function, in the platform's error envelope.
 * CDK renders them as GatewayResponses; the local gateway sends the same bodies.
 */
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
  UNAUTHORIZED: { type: 'UNAUTHORIZED', status: 401, code: 'UNAUTHORIZED', message: 'The bearer token is missing or invalid.' },
  ACCESS_DENIED: { type: 'ACCESS_DENIED', status: 403, code: 'FORBIDDEN', message: 'This token type or caller has no access to this endpoint.' },
  INVALID_API_KEY: { type: 'INVALID_API_KEY', status: 403, code: 'INVALID_API_KEY', message: 'A valid admin API key is required in x-api-key.' },
  THROTTLED: { type: 'THROTTLED', status: 429, code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded; retry later.', headers: { 'Retry-After': '1' } },
  QUOTA_EXCEEDED: { type: 'QUOTA_EXCEEDED', status: 429, code: 'QUOTA_EXCEEDED', message: 'The daily request quota of this API key is used up.', headers: { 'Retry-After': '3600' } },
  REQUEST_TOO_LARGE: { type: 'REQUEST_TOO_LARGE', status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than API Gateway accepts (10 MB).' },
  DEFAULT_4XX: { type: 'DEFAULT_4XX', status: 400, code: 'BAD_REQUEST', message: 'The request was refused by the gateway.' },
  DEFAULT_5XX: { type: 'DEFAULT_5XX', status: 502, code: 'BAD_GATEWAY', message: 'The endpoint failed; quote the request id when reporting it.' },
};

/** The envelope body; in CDK `requestId` is the `$context.requestId` template variable. */
export function gatewayBody(answer: GatewayAnswer, requestId: string): string {
  return JSON.stringify({ success: false, error: { code: answer.code, message: answer.message, details: [], requestId } });
}
