/**
 * `npm run bench:cold`: the cold-start check alone, as `.ci/run` runs it (docs/benchmarks.md).
 * Sizes are always checked; BENCH_RUNS interleaved import rounds (default 5) give the timing verdict.
 * Exit 1 with the offenders listed when a function is over 1.15 × the floor; BENCH_GATE=report
 * lists them and exits 0. BENCH_ONLY=<prefix> measures only the functions whose name starts with it
 * (e.g. BENCH_ONLY=agentic/), against the same floor.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureColdStart, printColdStart, reportOffenders } from './cold-start.js';

const OUT = resolve(import.meta.dirname, '..', '.bench');
const only = process.env['BENCH_ONLY'];
const cold = await measureColdStart({ runs: Number(process.env['BENCH_RUNS'] ?? 5), outDir: OUT, ...(only ? { only } : {}) });
printColdStart(cold);
writeFileSync(resolve(OUT, 'results.json'), JSON.stringify({ node: process.version, ...cold }, null, 2));
reportOffenders(cold);
if (cold.offenders.length > 0 && process.env['BENCH_GATE'] !== 'report') process.exitCode = 1;
