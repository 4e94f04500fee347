/**
 * How the contract's documents are cached (docs/decisions/contract.md, API-11): they change only with
 * a deployment, so clients and proxies may keep them five minutes and then revalidate by their
 * ETag, the hash of the bundled content taken by `npm run openapi`; a match is 304 without the body
 * (3 MB for the page).
 */
import type { MiddyfiedHandler } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { lowerCaseHeaders, type ApiHandler } from '../http/endpoint.js';

export const CONTRACT_CACHE_CONTROL = 'public, max-age=300';

/** The headers a contract document is served with, beside its own. */
export function cacheHeaders(etag: string): Record<string, string> {
  return { 'Cache-Control': CONTRACT_CACHE_CONTROL, ETag: etag };
}

/** If-None-Match names the ETag: `*`, or one of a comma-separated list (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const strong = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strong(tag) === strong(etag));
}

/**
 * The route's handler, answering 304 with no body when the request's If-None-Match names the ETag
 * of its 200. It joins the endpoint's own middy chain last, so its step runs before the chain's
 * request log and the log says 304. Only the contract's functions carry it, so no other bundle grows.
 */
export function conditional(handler: ApiHandler): ApiHandler {
  const chain = handler as ApiHandler & Partial<Pick<MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult>, 'use'>>;
  if (!chain.use) throw new Error(`${handler.route.method} ${handler.route.path} is not an endpoint chain`);
  chain.use({
    after: (request) => {
      const response = request.response;
      const etag = response?.headers?.['ETag'];
      if (response?.statusCode !== 200 || typeof etag !== 'string' || !etagMatches(lowerCaseHeaders(request.event)['if-none-match'], etag)) return;
      const { 'Content-Type': _type, ...headers } = response.headers ?? {};
      request.response = { statusCode: 304, headers, body: '' };
    },
  });
  return handler;
}
