/**
 * The size ratchet of the cold-start gate (docs/decisions/performance.md, PERF-1): while some
 * functions are still over the size target, CI holds every function to what it has been measured
 * at. bench/size-allowances.json lists each function over 1.15 × the floor in size with its bundle's
 * bytes; a function over the target that is not listed, or a listed one that grew, fails the gate.
 * Sizes are exact (one esbuild build from the locked packages), so no slack is needed; timings stay
 * reported only, as they are noisy on a shared machine. A change that must grow an over-target
 * function records it (`BENCH_RECORD_SIZES=1 BENCH_RUNS=0 npm run bench:cold`) and the diff of the
 * file shows it in review.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ColdStartFigures, FunctionFigures } from './cold-start.js';

export const ALLOWANCES_FILE = resolve(import.meta.dirname, 'size-allowances.json');

export interface SizeAllowances {
  /** Why the file exists and how to change it; read by people, not by the gate. */
  about: string;
  /** Function name → the bundle's bytes it may not exceed. */
  functions: Record<string, number>;
}

export interface RatchetVerdict {
  /** Over the size target and not listed: a function that was within, or a new one. */
  newlyOver: { name: string; bytes: number; sizeRatio: number }[];
  /** Listed and bigger than recorded. */
  grown: { name: string; bytes: number; allowed: number }[];
  /** Listed but within the size target now: their allowance can go. */
  nowWithin: string[];
}

export function sizeRatchet(results: readonly Pick<FunctionFigures, 'name' | 'bytes' | 'sizeRatio' | 'over'>[], allowed: Readonly<Record<string, number>>): RatchetVerdict {
  const verdict: RatchetVerdict = { newlyOver: [], grown: [], nowWithin: [] };
  for (const r of results) {
    const ceiling = allowed[r.name];
    const overInSize = r.over.includes('size');
    if (ceiling === undefined) {
      if (overInSize) verdict.newlyOver.push({ name: r.name, bytes: r.bytes, sizeRatio: r.sizeRatio });
    } else if (!overInSize) verdict.nowWithin.push(r.name);
    else if (r.bytes > ceiling) verdict.grown.push({ name: r.name, bytes: r.bytes, allowed: ceiling });
  }
  return verdict;
}

export const ratchetFails = (v: RatchetVerdict): boolean => v.newlyOver.length > 0 || v.grown.length > 0;

export function readAllowances(file = ALLOWANCES_FILE): SizeAllowances {
  if (!existsSync(file)) return { about: '', functions: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as SizeAllowances;
}

/** Records every function over the size target at its current bytes (the new ceiling). */
export function recordAllowances({ results }: ColdStartFigures, file = ALLOWANCES_FILE): void {
  const functions = Object.fromEntries(results.filter((r) => r.over.includes('size')).map((r) => [r.name, r.bytes]));
  const about = 'Functions over 1.15 x the floor in size, each at the bytes it may not exceed (bench/size-ratchet.ts, PERF-1). ' +
    'Shrink one and run BENCH_RECORD_SIZES=1 BENCH_RUNS=0 npm run bench:cold to lower its ceiling; never raise one without saying why in the commit.';
  writeFileSync(file, `${JSON.stringify({ about, functions }, null, 2)}\n`);
}

/** Prints the verdict; true when it fails the gate. */
export function reportRatchet(v: RatchetVerdict): boolean {
  for (const r of v.newlyOver) console.error(`SIZE RATCHET: ${r.name} is over the size target (${r.sizeRatio.toFixed(2)}×, ${r.bytes} B) and has no allowance`);
  for (const r of v.grown) console.error(`SIZE RATCHET: ${r.name} grew to ${r.bytes} B, above its allowance of ${r.allowed} B`);
  if (v.nowWithin.length > 0) console.log(`size ratchet: within the target now, their allowances can go (BENCH_RECORD_SIZES=1): ${v.nowWithin.join(', ')}`);
  const fails = ratchetFails(v);
  console.log(fails ? 'size ratchet: FAILED' : 'size ratchet: no function grew past its allowance, none newly over');
  return fails;
}

/**
 * Whether the cold-start figures fail the gate: BENCH_GATE unset = any offender (size or time);
 * `sizes` = the size ratchet only (CI while functions are over); `report` = never.
 */
export function coldGateFails(cold: ColdStartFigures, gate = process.env['BENCH_GATE']): boolean {
  if (gate === 'report') return false;
  if (gate === 'sizes') return reportRatchet(sizeRatchet(cold.results, readAllowances().functions));
  return cold.offenders.length > 0;
}
