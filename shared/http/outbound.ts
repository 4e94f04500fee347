/**
 * Calls to URLs that callers configure (file delivery, payment webhooks). Such a URL must
 * not become a way into our own network: every address its host resolves to must be a public
 * unicast address — no private, link-local (the cloud metadata service), unique-local, carrier NAT,
 * reserved or unspecified ranges, and no loopback unless the deployment allows it (the local
 * platform does, so a developer can receive calls on their own machine). The connection then goes
 * to the address that was checked, so a second DNS answer cannot swap in another (DNS rebinding).
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { allowLoopbackCallbacks } from '../config.js';
import { OutboundRefused, parseCallUrl, rangeRefusal } from './call-url.js';

export { OutboundRefused } from './call-url.js';

export class OutboundFailed extends Error {
  constructor(readonly reason: string, readonly status?: number) {
    super(`outbound call failed: ${reason}`);
  }
}

/** Why an address may not be called, or undefined when it may. */
export function refusedAddress(address: string, allowLoopback = allowLoopbackCallbacks()): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  return rangeRefusal(ipaddr.process(address).range(), allowLoopback);
}

/**
 * The lookup's answer, or a refusal once the call's deadline has passed: getaddrinfo cannot be
 * cancelled, only no longer waited for, and a receiver whose DNS hangs must not hold the batch its
 * webhook shares with others past the consumer's timeout.
 */
function beforeDeadline<T>(pending: Promise<T>, deadline: AbortSignal | undefined): Promise<T> {
  if (!deadline) return pending;
  return new Promise<T>((resolve, reject) => {
    const passed = () => reject(new OutboundRefused('the host did not resolve in time', true));
    if (deadline.aborted) return passed();
    deadline.addEventListener('abort', passed, { once: true });
    pending.then(resolve, reject).finally(() => deadline.removeEventListener('abort', passed));
  });
}

/** Resolves the host (within the call's deadline) and checks every address; returns the one to connect to. */
export async function vettedAddress(url: URL, deadline?: AbortSignal): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host) ? [{ address: host, family: host.includes(':') ? 6 : 4 }] : await beforeDeadline(dnsLookup(host, { all: true, verbatim: true }), deadline);
  } catch (error) {
    if (error instanceof OutboundRefused) throw error;
    throw new OutboundRefused('the host does not resolve', true);
  }
  for (const a of addresses) {
    const refused = refusedAddress(a.address);
    if (refused) throw new OutboundRefused(refused);
  }
  const first = addresses[0];
  if (!first) throw new OutboundRefused('the host does not resolve');
  return first;
}

export interface OutboundResponse {
  status: number;
}

export interface PostOptions {
  /** The whole call, the host's lookup included; default 5 s. */
  timeoutMs?: number;
  /** Extra request headers (a webhook's signature headers). */
  headers?: Record<string, string>;
}

/** POSTs JSON to a caller-configured URL; 2xx resolves, anything else throws OutboundFailed or OutboundRefused. */
export async function postJson(text: string, body: unknown, options: PostOptions = {}): Promise<OutboundResponse> {
  return postJsonText(text, JSON.stringify(body), options);
}

/** postJson for a body already serialized, sent byte for byte (a signed webhook body). */
export async function postJsonText(text: string, payload: string, options: PostOptions = {}): Promise<OutboundResponse> {
  const url = parseCallUrl(text);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5000);
  const lookup = pinnedLookup(await vettedAddress(url, signal));
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(url, {
      method: 'POST',
      lookup,
      signal,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'User-Agent': 'payments-platform', ...options.headers },
    }, resolve);
    req.on('error', (error) => reject(failure(error)));
    req.end(payload);
  });
  // The answer's body is not ours to keep; drain it so the socket is released.
  response.resume();
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) throw new OutboundFailed(`answered ${status}`, status);
  return { status };
}

/** A lookup that answers only the address vettedAddress checked (no second DNS answer). */
function pinnedLookup(target: LookupAddress): LookupFunction {
  return (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function failure(error: Error): OutboundFailed {
  return new OutboundFailed(error.name === 'AbortError' || error.name === 'TimeoutError' ? 'timed out' : 'connection failed');
}

export interface GetBytesOptions {
  /** The host's lookup and the whole answer (headers and body) must end within this time. */
  timeoutMs: number;
  /** A larger body is refused as soon as it is known to be larger (Content-Length or the bytes read). */
  maxBytes: number;
}

export interface BytesResponse {
  status: number;
  contentType?: string;
  bytes: Buffer;
}

/**
 * GETs a caller-configured URL's body (a logo image) through the same checks as postJson. Redirects
 * are not followed: their target would escape the address check. 2xx resolves; anything else throws
 * OutboundFailed or OutboundRefused.
 */
export async function getBytes(text: string, options: GetBytesOptions): Promise<BytesResponse> {
  const url = parseCallUrl(text);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const lookup = pinnedLookup(await vettedAddress(url, signal));
  return new Promise<BytesResponse>((resolve, reject) => {
    const req = send(url, { method: 'GET', lookup, signal, headers: { 'User-Agent': 'payments-platform', Accept: 'image/*' } }, (response) => {
      const status = response.statusCode ?? 0;
      const declared = Number(response.headers['content-length'] ?? 0);
      const refuse = (reason: string, answered?: number) => {
        reject(new OutboundFailed(reason, answered));
        req.destroy();
      };
      if (status < 200 || status > 299) return refuse(status >= 300 && status < 400 ? `answered ${status}; redirects are not followed` : `answered ${status}`, status);
      if (declared > options.maxBytes) return refuse(`the body is larger than ${options.maxBytes} bytes`);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) refuse(`the body is larger than ${options.maxBytes} bytes`);
        else chunks.push(chunk);
      });
      response.on('error', (error) => reject(failure(error)));
      response.on('end', () => resolve({ status, bytes: Buffer.concat(chunks), ...(response.headers['content-type'] ? { contentType: response.headers['content-type'] } : {}) }));
    });
    req.on('error', (error) => reject(failure(error)));
    req.end();
  });
}
