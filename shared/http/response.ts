/**
 * The response envelope. Success: `{success: true, result}` (or only `success` for endpoints that
 * return nothing). Failure: `{success: false, error: {code, message, details, requestId}}` plus any
 * flags the error carries (login's mustChangePassword and friends) inside `result`.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { ApiError } from './errors.js';

export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function successResponse(status: number, result: unknown, requestId: string): APIGatewayProxyResult {
  const body = result === undefined ? { success: true } : { success: true, result };
  // JSON_HEADERS then the request id, in that order, as a raw answer without extra headers has them.
  return rawResponse(status, JSON.stringify(body), JSON_HEADERS['Content-Type'], requestId);
}

export function rawResponse(status: number, body: string, contentType: string, requestId: string, extraHeaders: Record<string, string> = {}): APIGatewayProxyResult {
  return {
    statusCode: status,
    // JSON_HEADERS' names in their order, with the answer's own content type; a raw answer's own
    // headers come after, so a document may say how long it can be cached (API-11).
    headers: { ...JSON_HEADERS, 'Content-Type': contentType, ...extraHeaders, 'X-Request-Id': requestId },
    body,
  };
}

export interface ErrorBody {
  success: false;
  error: { code: string; message: string; details: { field: string; reason: string }[]; requestId: string };
  result?: Record<string, unknown>;
}

export function errorBody(error: ApiError, requestId: string): ErrorBody {
  const body: ErrorBody = {
    success: false,
    error: { code: error.code, message: error.message, details: error.details, requestId },
  };
  if (Object.keys(error.extra).length > 0) body.result = error.extra;
  return body;
}

/** Any error that is not an ApiError is ours: the caller gets a 500 with the request id and nothing internal. */
export function toErrorResponse(error: unknown, requestId: string): APIGatewayProxyResult {
  const apiError =
    error instanceof ApiError ? error : new ApiError(500, 'INTERNAL', 'An unexpected error occurred; quote the request id when reporting it.');
  return {
    statusCode: apiError.status,
    headers: { ...JSON_HEADERS, ...apiError.headers, 'X-Request-Id': requestId },
    body: JSON.stringify(errorBody(apiError, requestId)),
  };
}
