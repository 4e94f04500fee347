/**
 * What each route's function can answer, read from its bundle (docs/decisions/contract.md, API-8):
 * every implemented route's handler is bundled as its function is (esbuild, tree-shaken, packages
 * left out: they throw no ApiError), unminified so that class names survive, and the bundle is read
 * for the errors it constructs (`new NotFoundError(`, `new ApiError(503, `, `new AcpError(422, `)
 * and for a read of the Idempotency-Key header. `npm run openapi` writes the result to
 * lib/openapi/answers.json, which the document is built from; test/unit/openapi-answers.test.ts
 * bundles again and fails when a route can answer a status its operation does not list.
 */
import { build } from 'esbuild';
import { resolve } from 'node:path';
import { esbuildOptions } from '../bundling.js';
import { routeKey, type RouteDef } from '../../shared/http/route.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** What one route's bundle shows it can answer beyond the chain every route runs. */
export interface RouteAnswers {
  /** Error statuses its code constructs, sorted. */
  statuses: number[];
  /** It constructs FurtherStepsRequiredError: its 401 may carry the flags and a restricted token (IDN, login). */
  furtherSteps?: boolean;
  /** It reads the Idempotency-Key request header. */
  idempotencyKey?: boolean;
  /** It reads the If-None-Match request header (a 304 revalidation, API-12). */
  revalidates?: boolean;
}

/**
 * Errors every route's chain constructs (endpoint.ts, response.ts) whose statuses the document
 * gives by the route's shape (API-3): a body too large, not JSON or malformed, and the 500.
 */
const CHAIN_ERRORS = new Set(['PayloadTooLargeError', 'UnsupportedMediaTypeError', 'MalformedJsonError']);

/** `var X = class extends Y {`, `X = class extends Y {` (a module esbuild initialises lazily), `class X extends Y {`. */
const CLASS = /\b(\w+) = class(?: \w+)? extends (\w+) \{|\bclass (\w+) extends (\w+) \{/g;
const NEW = /new (\w+)\(\s*(\d{3})?/g;

/**
 * The statuses of the ApiError subclasses in a bundle: a literal first argument of their super
 * call, 'argument' when the status is passed through (ApiError, AcpError), or their parent's.
 */
function errorClasses(text: string): Map<string, { parent: string; status: number | 'argument' | undefined }> {
  const classes = new Map<string, { parent: string; status: number | 'argument' | undefined }>([['ApiError', { parent: 'Error', status: 'argument' }]]);
  const found = [...text.matchAll(CLASS)];
  found.forEach((match, i) => {
    const name = (match[1] ?? match[3]) as string;
    const parent = (match[2] ?? match[4]) as string;
    if (name === 'ApiError') return;
    const body = text.slice(match.index, found[i + 1]?.index ?? text.length);
    const call = /super\(\s*(\d{3}|status\b)/.exec(body);
    classes.set(name, { parent, status: call ? (call[1] === 'status' ? 'argument' : Number(call[1])) : undefined });
  });
  return classes;
}

function statusOf(classes: ReturnType<typeof errorClasses>, name: string, argument: number | undefined): number | undefined {
  for (let at: string | undefined = name, depth = 0; at && depth < 10; depth += 1) {
    const known = classes.get(at);
    if (!known) return undefined;
    if (known.status === 'argument') return argument;
    if (known.status !== undefined) return known.status;
    at = known.parent;
  }
  return undefined;
}

/** What one bundle's text shows. Exported for the test of the reading itself. */
export function answersOfBundle(text: string): RouteAnswers {
  const classes = errorClasses(text);
  const statuses = new Set<number>();
  let furtherSteps = false;
  for (const match of text.matchAll(NEW)) {
    const name = match[1] as string;
    if (CHAIN_ERRORS.has(name)) continue;
    if (name === 'FurtherStepsRequiredError') furtherSteps = true;
    const status = statusOf(classes, name, match[2] === undefined ? undefined : Number(match[2]));
    // The chain's own 500 for anything that is not an ApiError is every route's.
    if (status !== undefined && status >= 400 && !(name === 'ApiError' && status === 500)) statuses.add(status);
  }
  const answers: RouteAnswers = { statuses: [...statuses].sort((a, b) => a - b) };
  if (furtherSteps) answers.furtherSteps = true;
  if (/\[\s*["']idempotency-key["']\s*\]/.test(text)) answers.idempotencyKey = true;
  if (/\[\s*["']if-none-match["']\s*\]/.test(text)) answers.revalidates = true;
  return answers;
}

/** Every implemented route's answers, keyed and sorted by route key ("POST /v1/pay"), from one esbuild run. */
export async function reachableAnswers(routes: readonly RouteDef[]): Promise<Record<string, RouteAnswers>> {
  const implemented = routes.filter((r) => r.implemented);
  const entryPoints = Object.fromEntries([...new Set(implemented.map((r) => r.handler))].map((h) => [h, resolve(ROOT, 'functions', `${h}.ts`)]));
  const result = await build({
    ...esbuildOptions, banner: {}, minify: false, packages: 'external', entryPoints, outdir: resolve(ROOT, '.answers'), write: false, logLevel: 'error',
  });
  const byHandler = new Map<string, string>();
  for (const file of result.outputFiles) {
    const handler = file.path.slice(resolve(ROOT, '.answers').length + 1).replace(/\.js$/, '');
    byHandler.set(handler, file.text);
  }
  const answers: Record<string, RouteAnswers> = {};
  for (const route of [...implemented].sort((a, b) => (routeKey(a) < routeKey(b) ? -1 : 1))) {
    const text = byHandler.get(route.handler);
    if (text === undefined) throw new Error(`no bundle for ${route.handler}`);
    answers[routeKey(route)] = answersOfBundle(text);
  }
  return answers;
}
