/**
 * `npm run bench`: bundles every implemented handler as CDK does and prints, per function, the
 * minified size and the time to import it (building its clients) in a fresh Node process, next to
 * a floor handler measured in the same run. Target: each ≤ 1.15 × the floor. Figures only — no
 * assertions; results also go to .bench/results.json. BENCH_RUNS sets imports per function (default 7).
 * Then the QR codec's throughput and image times (bench/qr.ts), and the notification fan-out (bench/fan-out.ts): messages written per second and DynamoDB write
 * calls per 1,000 messages. BENCH_SKIP_BUNDLES=1 runs only the fan-out, BENCH_SKIP_FANOUT=1 only the bundles.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { implementedRoutes } from '../shared/routes/index.js';
import { QUEUES, SCHEDULES, WORKFLOWS } from '../lib/resources.js';
import { benchFanOut } from './fan-out.js';
import { bundle, median, timeImport, type Measurement } from './measure.js';
import { printQrFigures, qrBench } from './qr.js';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, '.bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_RATIO = 1.15;

/** Every function CDK deploys: route handlers, the authorizer, queue consumers, scheduled functions, workflow tasks. */
function functionModules(): string[] {
  const modules = new Set<string>(['auth/authorizer']);
  for (const r of implementedRoutes) modules.add(r.handler);
  for (const q of QUEUES) if (q.consumer) modules.add(q.consumer);
  for (const s of SCHEDULES) modules.add(s.handler);
  for (const w of WORKFLOWS) for (const m of Object.values(w.taskFunctions)) modules.add(m);
  return [...modules].sort();
}

async function measure(name: string, entry: string): Promise<Measurement> {
  const outfile = resolve(OUT, `${name.replace(/\//g, '__')}.mjs`);
  const bytes = await bundle(entry, outfile);
  return { name, bytes, importMs: timeImport(outfile, RUNS) };
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(0).padStart(6);
const ms = (value: number): string => value.toFixed(1).padStart(7);
const ratio = (value: number, floor: number): string => `${(value / floor).toFixed(2)}×`.padStart(7);

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const floor = await measure('(floor) GetItem', resolve(ROOT, 'bench/floor.ts'));
  const floorMs = median(floor.importMs);
  const results: Measurement[] = [];
  for (const module of functionModules()) results.push(await measure(module, resolve(ROOT, 'functions', `${module}.ts`)));

  console.log(`${'function'.padEnd(34)}${'KB'.padStart(6)}${'size'.padStart(7)}${'median'.padStart(8)}${'max'.padStart(7)}${'init'.padStart(7)}`);
  const line = (m: Measurement) => {
    const med = median(m.importMs);
    const over = m.bytes > floor.bytes * TARGET_RATIO || med > floorMs * TARGET_RATIO ? '  over target' : '';
    console.log(`${m.name.padEnd(34)}${kb(m.bytes)}${ratio(m.bytes, floor.bytes)}${ms(med)}${ms(Math.max(...m.importMs))}${ratio(med, floorMs)}${over}`);
  };
  line(floor);
  for (const m of results) line(m);

  const over = results.filter((m) => m.bytes > floor.bytes * TARGET_RATIO || median(m.importMs) > floorMs * TARGET_RATIO);
  console.log(`\n${results.length} functions, ${RUNS} cold imports each; target ≤ ${TARGET_RATIO}× floor (${kb(floor.bytes).trim()} KB, ${floorMs.toFixed(1)} ms): ${over.length === 0 ? 'all within' : `${over.length} over`}`);
  const qr = await qrBench();
  printQrFigures(qr);
  writeFileSync(resolve(OUT, 'results.json'), JSON.stringify({ runs: RUNS, node: process.version, floor, results, qr }, null, 2));
}

if (process.env['BENCH_SKIP_BUNDLES'] !== '1') await main();
if (process.env['BENCH_SKIP_FANOUT'] !== '1') await benchFanOut();
