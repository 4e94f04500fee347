/**
 * The API's public base URL as the request reached it (FORM-3): what the hosted payment form page
 * calls and the only origin its Content-Security-Policy lets it connect to. Taken from what API
 * Gateway fills in itself — `requestContext.domainName` (the execute-api or custom domain that
 * served the request) and what precedes the route's resource in `requestContext.path` (the
 * stage on execute-api, a custom domain's base path) — never from a Host header or query value a
 * client chose, so nobody can point the page and its token at another host. The scheme is https (API Gateway serves nothing
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

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');

/** Undefined when API Gateway's context lacks a usable domain or path (never for a real request). */
export function apiBaseOf(event: Pick<APIGatewayProxyEvent, 'requestContext' | 'headers'>): ApiBase | undefined {
  const context = event.requestContext;
  const domain = context?.domainName;
  if (!domain || !HOST.test(domain)) return undefined;
  const forwarded = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'x-forwarded-proto')?.[1];
  const scheme = forwarded?.trim().toLowerCase() === 'http' ? 'http' : 'https';
  // The served path ends with the resource, one segment per segment of its template ({param}
  // included); what comes before is the stage or base path. event.path is not used: with a
  // custom domain it may or may not hold the base path.
  const served = segments(context.path ?? '');
  const resource = segments(context.resourcePath ?? '');
  if (resource.length === 0 || served.length < resource.length) return undefined;
  const prefix = served.slice(0, served.length - resource.length).map((s) => `/${s}`).join('');
  if (!PREFIX.test(prefix)) return undefined;
  const origin = `${scheme}://${domain.toLowerCase()}`;
  return { origin, url: origin + prefix };
}
