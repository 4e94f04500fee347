/**
 * Where an operations script (npm run reconcile, npm run ledger:check) works, so it runs the
 * platform's own code: in AWS when TABLE_NAME is set (with WORKFLOW_ARN_PAYMENT, QUEUE_URL_WEBHOOKS
 * and the usual credentials and region), otherwise against the running `npm start`, whose
 * functions' environment is in <DATA_DIR>/endpoints.json. Call before importing shared/ modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function operationsTarget(): string {
  if (process.env['TABLE_NAME']) return `AWS (table ${process.env['TABLE_NAME']})`;
  const file = resolve(process.env['DATA_DIR'] ?? '.data', 'endpoints.json');
  if (!existsSync(file)) {
    console.error(`${file} does not exist: start the platform with npm start (or set TABLE_NAME and the rest to work on AWS).`);
    process.exit(2);
  }
  const local = JSON.parse(readFileSync(file, 'utf8')) as { baseUrl: string; env?: Record<string, string> };
  if (!local.env) {
    console.error(`${file} is from an older npm start: restart the platform.`);
    process.exit(2);
  }
  Object.assign(process.env, local.env);
  return `the local platform (${local.baseUrl})`;
}

/** The value after `--name` on the command line, as a number. */
export function numberFlag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} takes a number of seconds`);
    process.exit(2);
  }
  return value;
}
