/**
 * What a URL a caller configures (a webhook's callback URL) must be, checked without DNS: http(s),
 * no credentials, and no address literal in a refused range. Apart from outbound.ts (the calls
 * themselves, which check every resolved address with ipaddr.js) so that the functions that only
 * write a callback URL need not bundle ipaddr.js (issue 16, PERF-11): it is loaded on use here, only
 * for a host that is an address literal, which callback URLs rarely are. outbound.ts re-exports
 * these.
 */
import { isIP } from 'node:net';
import type IpAddr from 'ipaddr.js';
import { allowLoopbackCallbacks } from '../config.js';
import { loadOnUse } from '../load-on-use.js';

export class OutboundRefused extends Error {
  /** `transient`: the host did not resolve now, which may pass; every other refusal is for good. */
  constructor(readonly reason: string, readonly transient = false) {
    super(`outbound call refused: ${reason}`);
  }
}

/** Why an address in `range` (ipaddr.js's name for it) may not be called, or undefined when it may. */
export function rangeRefusal(range: string, allowLoopback: boolean): string | undefined {
  if (range === 'unicast') return undefined;
  if (range === 'loopback' && allowLoopback) return undefined;
  return `${range} addresses are not allowed`;
}

/** The URL, parsed, when it is http(s) without credentials; otherwise the refusal. */
export function parseCallUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefused('only http and https URLs can be called');
  if (url.username || url.password) throw new OutboundRefused('URLs with credentials are not called');
  return url;
}

/**
 * Why a URL's host is refused without a DNS lookup: an address literal in a refused range, or a
 * localhost name where loopback is refused; undefined when only resolving can tell. The URL parser
 * writes every IPv4 form as four decimals and IPv6 in brackets, so node:net's isIP tells an address
 * literal exactly where ipaddr.js's isValid did.
 */
export function literalHostRefusal(url: URL, allowLoopback = allowLoopbackCallbacks()): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return rangeRefusal(loadOnUse<typeof IpAddr>('ipaddr.js').process(host).range(), allowLoopback);
  if (!allowLoopback && /(^|\.)localhost\.?$/i.test(host)) return 'loopback addresses are not allowed';
  return undefined;
}
