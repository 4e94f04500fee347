/**
 * `npm run invoke -- <function> [event.json]`: runs one function's handler once in this process,
 * with its sample event from events/ (or the file given), against the running `npm start`: the
 * functions' environment comes from <DATA_DIR>/endpoints.json, as for the operations scripts, so
 * the handler reaches the same DynamoDB Local, queues, workflows and stand-ins. <function> is the
 * module under functions/ (`payments/pay`, `payments/tasks/debit-source`, `webhooks/send`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { operationsTarget } from './operations-target.js';

const [name, eventFile] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!name) {
  console.error('usage: npm run invoke -- <function, e.g. payments/pay> [event.json]');
  process.exit(2);
}
// Before anything under shared/ loads: the functions' variables are read when first used.
const target = operationsTarget();
const { ROOT } = await import('../lib/sample-events/files.js');
const { platformFunctions, sampleEventPath } = await import('../lib/sample-events/functions.js');
const { lambdaContext } = await import('../lib/local/gateway.js');

const module = name.replace(/^functions\//, '').replace(/\.ts$/, '');
const known = platformFunctions().map((fn) => fn.module);
if (!known.includes(module)) {
  console.error(`No function ${module}. Functions:\n  ${known.sort().join('\n  ')}`);
  process.exit(2);
}
const eventPath = eventFile ?? join(ROOT, sampleEventPath(module));
const event = JSON.parse(readFileSync(eventPath, 'utf8')) as unknown;
const exports = (await import(pathToFileURL(join(ROOT, 'functions', `${module}.ts`)).href)) as { handler?: unknown };
if (typeof exports.handler !== 'function') {
  console.error(`functions/${module}.ts exports no handler`);
  process.exit(2);
}
const handler = exports.handler as (event: unknown, context: unknown) => Promise<unknown>;

console.error(`Invoking ${module} with ${eventPath} on ${target}`);
try {
  const result = await handler(event, lambdaContext(module.replace(/\W/g, '-'), 'invoke-local'));
  console.log(JSON.stringify(readableResult(result), null, 2));
  process.exit(0);
} catch (error) {
  console.error(`${module} threw:`, error);
  process.exit(1);
}

/** A proxy result's JSON body shown as JSON rather than an escaped string. */
function readableResult(result: unknown): unknown {
  if (result === null || typeof result !== 'object' || !('body' in result) || typeof result.body !== 'string') return result;
  try {
    return { ...result, body: JSON.parse(result.body) as unknown };
  } catch {
    return result;
  }
}
