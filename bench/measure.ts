/** Bundling and cold-import measurements for `npm run bench`. */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';
import { esbuildOptions } from '../lib/bundling.js';

/**
 * Bundles one entry the way CDK's NodejsFunction does (same esbuild options) and returns its size.
 * `plugins` are measurement aids only (sdk-trait-keys.ts): a bundle built with one is not what deploys.
 */
export async function bundle(entry: string, outfile: string, external: readonly string[] = [], plugins: Plugin[] = []): Promise<number> {
  // lib/bundling.ts speaks NodejsFunction's option names; esbuild's own API wants the banner per language.
  await build({ ...esbuildOptions, banner: { js: esbuildOptions.banner }, entryPoints: [entry], outfile, external: [...external], plugins, logLevel: 'error' });
  return statSync(outfile).size;
}

// Runs in the child: times the dynamic import, i.e. parse + evaluate + client construction.
const IMPORT_PROBE = `
const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));
`;

/** Environment a function has in Lambda, so client construction follows the same path. */
const LAMBDA_LIKE_ENV = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench',
  SERVICE_NAME: 'payments-platform',
};

export function timeImport(file: string, runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', IMPORT_PROBE, file], {
      env: { PATH: process.env.PATH ?? '', ...LAMBDA_LIKE_ENV },
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`importing ${file} failed: ${child.stderr}`);
    times.push(Number(child.stdout));
  }
  return times;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
