/**
 * What integration tests use to reach the local platform that test/global-setup.ts started once
 * for the suite (in memory, free ports): plain HTTP, nothing in-process. Every response `call()`
 * gets is checked against the route table's schemas (response-contract.ts, ERR-8).
 */
import { inject } from 'vitest';
import type { CapturedMessage } from '../../lib/local/messaging.js';
import { checkResponse } from './response-contract.js';

export { inject };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminApiKey: string;
    /** A second usage-plan key with a tight plan (1 request/s, burst 3) to observe throttling. */
    throttledApiKey: string;
    /** A usage-plan key whose daily quota is 2 requests. */
    quotaApiKey: string;
    /** Another partner's usage-plan key (id PartnerTestClient), for what one admin key must not reach of another's. */
    partnerApiKey: string;
    /** Endpoints of the local stand-ins, for tests that check side effects in the table, bucket or queues. */
    awsEndpoints: { dynamodb: string; s3: string; sqs: string; stepfunctions: string; secretsmanager: string; messaging: string };
    /** Environment the local functions run with (table name, queue URLs, ...). */
    functionEnv: Record<string, string>;
    /** File receiving every structured log line the functions wrote (JSON lines). */
    functionLogFile: string;
  }
}

/** Another platform this test file calls instead of the suite's (a spawned `npm start` with settings of its own). */
let elsewhere: { baseUrl: string; adminApiKey: string } | undefined;

/**
 * Points every call of this test file (call, accessToken and the fixtures built on them) at another
 * platform, e.g. one spawned with a deployment setting the suite's platform does not have;
 * undefined points them back. Test files run in workers of their own, so no other file is affected.
 */
export function callPlatform(platform: { baseUrl: string; adminApiKey: string } | undefined): void {
  elsewhere = platform;
}

export const baseUrl = (): string => elsewhere?.baseUrl ?? inject('baseUrl');
export const adminApiKey = (): string => elsewhere?.adminApiKey ?? inject('adminApiKey');

export interface CallOptions {
  /** Bearer token for the Authorization header. */
  token?: string;
  /** Admin usage-plan key for x-api-key. */
  apiKey?: string;
  body?: unknown;
  /** Sent as is (no JSON encoding) when a string is given with rawBody. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, otherwise the text. */
  body: T;
  text: string;
}

export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  let response = await fetch(baseUrl() + path, { method, headers, body });
  // The admin usage plan's throttle (LIM-1) is shared by every test file running at once: the admin
  // key's set-up calls wait and retry as a real client told 429 would. No test asserts that key's
  // throttle (auth-token.test.ts uses keys of their own plans), so nothing under test is hidden.
  for (let attempt = 0; response.status === 429 && options.apiKey !== undefined && options.apiKey === adminApiKey() && attempt < 30; attempt++) {
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.floor(Math.random() * 300)));
    response = await fetch(baseUrl() + path, { method, headers, body });
  }
  const text = await response.text();
  checkResponse({ method, path, status: response.status, headers: response.headers, text });
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) parsed = text === '' ? undefined : JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** Mints an access token through POST /v1/auth/admin/token/generate with the given claims. */
export async function accessToken(claims: Record<string, string> = {}, accessPolicies: string[] = []): Promise<string> {
  const res = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), body: { claims, accessPolicies } });
  if (res.status !== 200) throw new Error(`token generation failed: ${res.status} ${res.text}`);
  return res.body.result.accessToken as string;
}

/** Mints a full token pair (access and refresh). */
export async function tokenPair(claims: Record<string, string> = {}): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), body: { claims } });
  if (res.status !== 200) throw new Error(`token generation failed: ${res.status} ${res.text}`);
  return res.body.result;
}

/** A message the local SES/SNS stand-in captured (lib/local/messaging.ts), as its /_local/messages route lists it. */
export type SentMessage = CapturedMessage;

const messagingUrl = (path: string): string => inject('awsEndpoints').messaging + path;

/** Messages captured for one recipient (e-mail address or E.164 number), oldest first. */
export async function sentMessages(to: string): Promise<SentMessage[]> {
  const res = await fetch(messagingUrl(`/_local/messages?to=${encodeURIComponent(to)}`));
  if (!res.ok) throw new Error(`GET /_local/messages failed: ${res.status}`);
  return (await res.json()) as SentMessage[];
}

/**
 * Polls the capture until a message to `to` satisfies `predicate`; the first match. `after` skips
 * the first messages to that recipient (those a test has already seen: pass the count it read).
 */
export async function waitForMessage(to: string, predicate: (m: SentMessage) => boolean = () => true, timeoutMs = 10_000, after = 0): Promise<SentMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await sentMessages(to)).slice(after).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching message to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Makes the stand-in refuse sends to `to` (SES MessageRejected / SNS InvalidParameter), `times` times or until cleared. */
export async function failDeliveriesTo(to: string, times?: number): Promise<void> {
  const res = await fetch(messagingUrl('/_local/messages/failures'), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ to, times }),
  });
  if (res.status !== 204) throw new Error(`POST /_local/messages/failures failed: ${res.status}`);
}

export async function stopFailingDeliveriesTo(to: string): Promise<void> {
  await fetch(messagingUrl(`/_local/messages/failures?to=${encodeURIComponent(to)}`), { method: 'DELETE' });
}

/** The code in a captured message: templates write it "code … is <code>" or "code: <code>". */
export function codeIn(message: Pick<SentMessage, 'text'>): string | undefined {
  return /\bcode\b[^\n]*?(?:\bis\b:?|:)\s*([A-Za-z0-9][A-Za-z0-9-]{3,63})\b/i.exec(message.text)?.[1];
}

/** One request a test webhook receiver got: lower-cased headers and the raw body. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port><path>: loopback, which the local platform allows. */
  url(path?: string): string;
  received: ReceivedWebhook[];
  /** Waits for the `n`-th request (1-based) to `path`. */
  waitFor(path: string, n?: number, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1 for the test process: `answer` decides each status from the
 * request (default 204), as a partner's endpoint would after verifying the signature.
 */
export async function startWebhookReceiver(answer: (request: ReceivedWebhook) => number = () => 204): Promise<WebhookReceiver> {
  const { createServer } = await import('node:http');
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
      const request = { path: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(request);
      res.statusCode = answer(request);
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    received,
    async waitFor(path, n = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter((r) => r.path === path)[n - 1];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no request ${n} to ${path} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
