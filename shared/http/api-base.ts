/**
 * The API's public base URL as the request reached it (FORM-3): what the hosted payment form page
 * calls and the only origin its Content-Security-Policy lets it connect to. Taken from what API
 * Gateway fills in itself — `requestContext.domainName` (the execute-api or custom domain that
 * served the request) and the part of `requestContext.path` before the route's path (the stage, or
 * a custom domain's base path) — never from a Host header or query value a client chose, so nobody
 * can point the page and its token at another host. The scheme is https (API Gateway serves nothing
 * else) unless the gateway's own `X-Forwarded-Proto` says http, as the local gateway does.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';

export interface ApiBase {
  /** `https://abc.execute-api.eu-west-1.amazonaws.com`: what connect-src names. */
  origin: string;
  /** `https://abc.execute-api.eu-west-1.amazonaws.com/prod`: what the page's paths are appended to. */
  url: string;
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
const PREFIX = /^(\/[A-Za-z0-9._~-]+)*$/;

/** Undefined when API Gateway's context lacks a usable domain (never for a real request). */
export function apiBaseOf(event: Pick<APIGatewayProxyEvent, 'path' | 'requestContext' | 'headers'>): ApiBase | undefined {
  const context = event.requestContext;
  const domain = context?.domainName;
  if (!domain || !HOST.test(domain)) return undefined;
  const forwarded = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'x-forwarded-proto')?.[1];
  const scheme = forwarded?.trim().toLowerCase() === 'http' ? 'http' : 'https';
  const served = context.path ?? '';
  // The stage (execute-api) or base path (custom domain) is what precedes the route's own path.
  const prefix = event.path && served.endsWith(event.path) ? served.slice(0, served.length - event.path.length) : `/${context.stage}`;
  if (!PREFIX.test(prefix)) return undefined;
  const origin = `${scheme}://${domain.toLowerCase()}`;
  return { origin, url: origin + prefix };
}
