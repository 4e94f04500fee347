/**
 * Property: no client input produces a 5xx. Every implemented route gets requests generated from its
 * own zod schemas (mostly valid, hostile values mixed in at any depth), with valid credentials, over
 * HTTP through the local gateway. Seeded: FUZZ_SEED=<n> replays a run; the seed is in every failure.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../shared/http/route.js';
import { implementedRoutes } from '../../shared/routes/index.js';
import { givenConsumer } from './consumer-fixtures.js';
import { jsonSchemaOf, valueFor, type JsonSchema } from './fuzz-arbitraries.js';
import { accessToken, adminApiKey, call, tokenPair } from './harness.js';
import { givenMerchant } from './payment-fixtures.js';

const SEED = Number(process.env['FUZZ_SEED'] ?? 20_251_124);
const RUNS_PER_ROUTE = 34;
/** Parallel requests: enough to keep two cores busy, few enough to stay under the admin plan's rate. */
const CONCURRENCY = 4;

interface Attempt {
  path: string;
  body?: unknown;
  rawBody?: string;
}

const MALFORMED = ['{"unterminated": ', '{"a":1,}', '[1 2]', '\u0000'];

function attemptsFor(route: RouteDef, seed: number, known: Record<string, fc.Arbitrary<unknown>>): Attempt[] {
  const part = (name: 'path' | 'query' | 'body', hostile: boolean): fc.Arbitrary<unknown> => {
    const schema = route.schemas[name];
    return schema ? valueFor(jsonSchemaOf(schema) as JsonSchema, { hostile, known }) : fc.constant(undefined);
  };
  const hasBody = route.method !== 'GET' && route.schemas.body !== undefined;
  // Half the requests are shaped right apart from their free-form objects, half have hostile values anywhere.
  const arbitrary = fc.boolean().chain((hostile) =>
    fc.record({ path: part('path', hostile), query: part('query', hostile), body: hasBody ? part('body', hostile) : fc.constant(undefined), malformed: fc.nat(19) }));
  return fc.sample(arbitrary, { seed, numRuns: RUNS_PER_ROUTE }).map(({ path, query, body, malformed }) => {
    const url = fillPath(route.path, path) + queryString(query);
    const raw = hasBody && malformed < MALFORMED.length ? MALFORMED[malformed] : undefined;
    return raw !== undefined ? { path: url, rawBody: raw } : { path: url, body };
  });
}

/** Text for a URL; a lone surrogate becomes U+FFFD (as any HTTP client sends it), else encodeURIComponent throws. */
const asText = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'utf8').toString('utf8');

function fillPath(path: string, values: unknown): string {
  const given = values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(asText(given[name] ?? 'x') || 'x'));
}

function queryString(values: unknown): string {
  if (values === null || typeof values !== 'object') return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) params.append(name, asText(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The admin usage plan allows 50 requests/s: the fuzz takes at most ADMIN_PER_SECOND, leaving the rest to the other tests. */
const ADMIN_PER_SECOND = 25;
let nextAdminSlot = 0;
async function adminPace(): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, nextAdminSlot);
  nextAdminSlot = slot + 1000 / ADMIN_PER_SECOND;
  if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
}

const isClosedSocket = (error: unknown): boolean =>
  error instanceof Error && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';

/** Runs the tasks CONCURRENCY at a time. */
async function pool<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

describe('fuzzing the route schemas produces no 5xx', () => {
  it(`holds for ${RUNS_PER_ROUTE} generated requests per implemented route (seed ${SEED})`, async () => {
    const token = await accessToken();
    const { refreshToken } = await tokenPair();
    // A stored consumer and merchant, so updates and their own routes get past 404 and 403 to the table.
    const consumer = await givenConsumer();
    const merchant = await givenMerchant();
    const storedOr = (reference: string) => fc.oneof({ weight: 4, arbitrary: fc.constant(reference) }, { weight: 1, arbitrary: fc.uuid() });
    const tasks = implementedRoutes.flatMap((route, index) => {
      const own = route.path.startsWith('/v1/consumer') ? consumer : route.path.startsWith('/v1/merchant') ? merchant : undefined;
      const credentials =
        route.auth === 'admin' ? { apiKey: adminApiKey() } : route.auth === 'refresh' ? { token: refreshToken } : route.auth === 'access' ? { token: own?.token ?? token } : {};
      const known = { consumerReference: storedOr(consumer.reference), merchantReference: storedOr(merchant.reference), ...(own ? { reference: storedOr(own.reference) } : {}) };
      return attemptsFor(route, SEED + index, known).map((attempt) => async () => {
        if (route.auth === 'admin') await adminPace();
        // The agentic routes read ACP's headers first: sent, so the fuzz reaches their domain code.
        const acp = route.protocol === 'acp' ? { 'API-Version': '2026-04-17', ...(route.method === 'POST' ? { 'Idempotency-Key': randomUUID() } : {}) } : {};
        const headers = { ...acp, ...(attempt.rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}) };
        const sent = attempt.rawBody ?? JSON.stringify(attempt.body) ?? '';
        const where = `seed ${SEED + index}: ${route.method} ${attempt.path.slice(0, 150)} ${sent.slice(0, 300)}`;
        try {
          const send = () => call(route.method, attempt.path, { ...credentials, body: attempt.body, rawBody: attempt.rawBody, headers });
          // A keep-alive socket the server closed while samples were generated fails once on the client side; one retry.
          const res = await send().catch((error: unknown) => (isClosedSocket(error) ? send() : Promise.reject(error)));
          return { status: res.status, failure: res.status >= 500 ? `${where} → ${res.status} ${res.text.slice(0, 200)}` : undefined };
        } catch (error) {
          // A dropped connection is no answer at all: as bad as a 5xx.
          return { status: 0, failure: `${where} → ${error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)}` };
        }
      });
    });
    const results = await pool(tasks);
    const byStatus: Record<number, number> = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    console.info(`fuzz: ${results.length} requests, seed ${SEED}, statuses ${JSON.stringify(byStatus)}`);
    expect(results.flatMap((r) => (r.failure ? [r.failure] : []))).toEqual([]);
    // A budget, not a target: 130-155 s alone on CI's 2 cores, and it timed out at 170 s on a busy machine.
  }, 300_000);
});
