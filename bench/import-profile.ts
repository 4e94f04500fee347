/**
 * Where a function's import + init goes (issue 16, goal 1): bundles one entry as deployed but not
 * minified, imports it in fresh processes under V8's sampling profiler, and prints the self time per
 * module (esbuild's `// path` comments), per Node internal function and per V8 category, averaged
 * over the runs. Run it on the floor and on a function and compare: what the function spends more
 * is what it costs above the floor. A measurement aid; nothing is gated on it.
 *
 *   npm run bench:profile -- functions/notifications/admin-create-template.ts 20
 *   npm run bench:profile -- bench/floor.ts 20
 *
 * The profiler itself slows the import (sampling every 50 µs): compare runs with each other, not
 * with the cold-start bench's milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '../lib/bundling.js';

interface ProfileNode { id: number; callFrame: { url: string; lineNumber: number; functionName: string } }
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [entry, runsArg, topArg] = process.argv.slice(2);
if (!entry) throw new Error('usage: npm run bench:profile -- <entry.ts> [runs] [rows]');
const runs = Number(runsArg ?? 20);
const dir = join(tmpdir(), 'import-profile');
const bundle = join(dir, 'bundle.mjs');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
await build({ ...esbuildOptions, minify: false, banner: { js: esbuildOptions.banner }, entryPoints: [resolve(entry)], outfile: bundle, logLevel: 'error' });

// The module each line of the bundle belongs to: a package, or one of our folders.
let current = '(module top level)';
const moduleOfLine = readFileSync(bundle, 'utf8').split('\n').map((line) => {
  const path = /^\/\/ (\S+\.(?:m?js|ts|json))$/.exec(line)?.[1];
  if (path) current = path.replace(/^node_modules\//, '').replace(/\/(?:dist-es|dist|v4)\/.*/, '').replace(/^(shared\/[^/]+)\/.*/, '$1');
  return current;
});

/** Lambda's environment, so client construction takes the same path as in the cold-start bench. */
const env = { PATH: process.env['PATH'] ?? '', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'bench', AWS_SECRET_ACCESS_KEY: 'bench', TABLE_NAME: 'bench', SERVICE_NAME: 'payments-platform' };
const self = new Map<string, number>();
let total = 0;
for (let run = 0; run < runs; run++) {
  const out = join(dir, `run-${run}`);
  const child = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${out}`, '--cpu-prof-interval=50', '--input-type=module', '-e', `await import(${JSON.stringify(bundle)})`], { env, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`importing ${entry} failed: ${child.stderr}`);
  const profile = JSON.parse(readFileSync(join(out, readdirSync(out)[0] ?? ''), 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[i] ?? 0;
    total += micros;
    if (!frame) return;
    const key = frame.url === pathToUrl(bundle) ? (moduleOfLine[frame.lineNumber] ?? '?')
      : frame.url.startsWith('node:') ? `${frame.url}:${frame.functionName}`
        : frame.url === '' ? frame.functionName || '(native)' : frame.url;
    self.set(key, (self.get(key) ?? 0) + micros);
  });
}

function pathToUrl(path: string): string {
  return `file://${path}`;
}

const ms = (micros: number) => (micros / runs / 1000).toFixed(2).padStart(8);
console.log(`${entry}: ${ms(total)} ms a run in all, ${runs} runs; self time per module or function:`);
for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25))) console.log(`${ms(micros)}  ${key}`);
