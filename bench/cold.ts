/**
 * `npm run bench:cold`: the cold-start check alone, as `.ci/run` runs it (docs/benchmarks.md).
 * Sizes are always checked; BENCH_RUNS interleaved import rounds (default 5) give the timing verdict.
 * Exit 1 with the offenders listed when a function is over 1.15 × the floor; BENCH_GATE=report
 * lists them and exits 0; BENCH_GATE=sizes (CI) fails only on the size ratchet (size-ratchet.ts):
 * a function newly over in size, or an over-target one grown past its allowance.
 * BENCH_RECORD_SIZES=1 writes the allowances from this run. BENCH_ONLY=<prefix> measures only the
 * functions whose name starts with it (e.g. BENCH_ONLY=agentic/), against the same floor.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureColdStart, printColdStart, reportOffenders } from './cold-start.js';
import { coldGateFails, recordAllowances } from './size-ratchet.js';

const OUT = resolve(import.meta.dirname, '..', '.bench');
const only = process.env['BENCH_ONLY'];
const cold = await measureColdStart({ runs: Number(process.env['BENCH_RUNS'] ?? 5), outDir: OUT, ...(only ? { only } : {}) });
printColdStart(cold);
writeFileSync(resolve(OUT, 'results.json'), JSON.stringify({ node: process.version, ...cold }, null, 2));
reportOffenders(cold);
if (process.env['BENCH_RECORD_SIZES'] === '1') {
  if (only) throw new Error('BENCH_RECORD_SIZES records every function: run it without BENCH_ONLY');
  recordAllowances(cold);
  console.log('size allowances written to bench/size-allowances.json');
}
if (coldGateFails(cold)) process.exitCode = 1;
