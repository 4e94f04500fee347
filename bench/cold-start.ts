/**
 * The cold-start check of `npm run bench` and `npm run bench:cold`: bundles every deployed function
 * as CDK does and compares its size and its import + init time with the floor (bench/floor.ts)
 * measured in the same run. Target: each ≤ 1.15 × the floor in both.
 *
 * Timing on a shared 2-core machine drifts by ±20 % over minutes and spikes when a neighbour runs,
 * so the timing verdict never compares a function with a floor measured at another moment: each
 * round imports every bundle once in a fresh process, in a new random order, with the floor
 * imported again before every FLOOR_EVERY functions and at the end. In each round a function's
 * time is divided by the mean of the two floor imports around it (seconds apart); its verdict is the
 * median of those ratios over the rounds, so one spike in one round cannot decide it. Sizes are exact
 * and need one build.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PACKAGES_LOADED_ON_USE } from '../shared/load-on-use.js';
import { SHIPPED_MODULES } from '../lib/bundling.js';
import { platformFunctions } from '../lib/sample-events/functions.js';
import { bundle, median, timeImport } from './measure.js';

export const TARGET_RATIO = 1.15;
const FLOOR_EVERY = 8;

export interface ColdStartOptions {
  /** Import rounds per function; 0 checks sizes only. */
  runs: number;
  outDir: string;
  /** Only the functions whose module name starts with this (e.g. `agentic/`): one issue's figures on a shared machine. */
  only?: string;
}

export interface FunctionFigures {
  name: string;
  bytes: number;
  importMs: number[];
  sizeRatio: number;
  /** Median over the rounds of import ÷ the floor imports around it; NaN when timing was not measured. */
  timeRatio: number;
  over: ('size' | 'time')[];
  /**
   * What ships beside the bundle and is not in its size: packages loaded on use
   * (shared/load-on-use.ts, PERF-2) and packages that read their own files (lib/bundling.ts).
   */
  besideBundle: string[];
}

export interface ColdStartFigures {
  runs: number;
  floor: { bytes: number; importMs: number[] };
  results: FunctionFigures[];
  offenders: FunctionFigures[];
}

const ROOT = resolve(import.meta.dirname, '..');

/** Every function CDK deploys, as lib/sample-events/functions.ts lists them (one list for every tool). */
export function functionModules(): string[] {
  return [...new Set(platformFunctions().map((fn) => fn.module))].sort();
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export async function measureColdStart({ runs, outDir, only }: ColdStartOptions): Promise<ColdStartFigures> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const fileOf = (name: string) => resolve(outDir, `${name.replace(/\//g, '__')}.mjs`);
  const floorFile = fileOf('(floor)');
  const floorBytes = await bundle(resolve(ROOT, 'bench/floor.ts'), floorFile);
  const names = functionModules().filter((name) => only === undefined || name.startsWith(only));
  const bytes = new Map<string, number>();
  const beside = new Map<string, string[]>();
  for (const name of names) {
    const shipped = SHIPPED_MODULES[name] ?? [];
    bytes.set(name, await bundle(resolve(ROOT, 'functions', `${name}.ts`), fileOf(name), shipped));
    const text = readFileSync(fileOf(name), 'utf8');
    beside.set(name, [...shipped, ...PACKAGES_LOADED_ON_USE.filter((specifier) => text.includes(`"${specifier}"`))]);
  }

  const times = new Map<string, number[]>(names.map((name) => [name, []]));
  const ratios = new Map<string, number[]>(names.map((name) => [name, []]));
  const floorMs: number[] = [];
  const groups: { before: number; group: (readonly [string, number])[]; after: number | undefined }[] = [];
  for (let round = 0; round < runs; round++) {
    const order = shuffled(names);
    for (let start = 0; start < order.length; start += FLOOR_EVERY) {
      const before = timeImport(floorFile, 1)[0]!;
      const group = order.slice(start, start + FLOOR_EVERY).map((name) => [name, timeImport(fileOf(name), 1)[0]!] as const);
      // The next group's floor import doubles as this group's closing one.
      const after = start + FLOOR_EVERY < order.length ? undefined : timeImport(floorFile, 1)[0]!;
      floorMs.push(before, ...(after === undefined ? [] : [after]));
      groups.push({ before, group, after });
    }
  }
  groups.forEach(({ before, group, after }, i) => {
    const closing = after ?? groups[i + 1]?.before ?? before;
    for (const [name, ms] of group) {
      times.get(name)!.push(ms);
      ratios.get(name)!.push(ms / ((before + closing) / 2));
    }
  });

  const results = names.map((name): FunctionFigures => {
    const importMs = times.get(name)!;
    const sizeRatio = bytes.get(name)! / floorBytes;
    const timeRatio = runs > 0 ? median(ratios.get(name)!) : NaN;
    const over: FunctionFigures['over'] = [];
    if (sizeRatio > TARGET_RATIO) over.push('size');
    if (timeRatio > TARGET_RATIO) over.push('time');
    return { name, bytes: bytes.get(name)!, importMs, sizeRatio, timeRatio, over, besideBundle: beside.get(name)! };
  });
  return { runs, floor: { bytes: floorBytes, importMs: floorMs }, results, offenders: results.filter((r) => r.over.length > 0) };
}

const kb = (value: number): string => (value / 1024).toFixed(0).padStart(6);
const ms = (value: number): string => (Number.isNaN(value) ? '-' : value.toFixed(1)).padStart(7);
const times = (value: number): string => (Number.isNaN(value) ? '-' : `${value.toFixed(2)}×`).padStart(7);

export function printColdStart({ runs, floor, results, offenders }: ColdStartFigures): void {
  const floorMs = runs > 0 ? median(floor.importMs) : NaN;
  console.log(`${'function'.padEnd(44)}${'KB'.padStart(6)}${'size'.padStart(7)}${'median'.padStart(8)}${'max'.padStart(7)}${'init'.padStart(7)}`);
  console.log(`${'(floor) GetItem'.padEnd(44)}${kb(floor.bytes)}${times(1)}${ms(floorMs)}${ms(runs > 0 ? Math.max(...floor.importMs) : NaN)}${times(runs > 0 ? 1 : NaN)}`);
  for (const r of results) {
    const flag = (r.over.length > 0 ? `  OVER (${r.over.join(', ')})` : '') +
      (r.besideBundle.length > 0 ? `  + on use: ${r.besideBundle.map((p) => p.split('/').slice(0, p.startsWith('@') ? 2 : 1).join('/')).join(', ')}` : '');
    const max = r.importMs.length > 0 ? Math.max(...r.importMs) : NaN;
    console.log(`${r.name.padEnd(44)}${kb(r.bytes)}${times(r.sizeRatio)}${ms(runs > 0 ? median(r.importMs) : NaN)}${ms(max)}${times(r.timeRatio)}${flag}`);
  }
  const timing = runs > 0 ? `, ${runs} interleaved cold imports each (floor ${floorMs.toFixed(1)} ms over ${floor.importMs.length} samples)` : ', sizes only';
  console.log(`\n${results.length} functions${timing}; target ≤ ${TARGET_RATIO}× the floor (${kb(floor.bytes).trim()} KB): ` +
    `${offenders.length === 0 ? 'all within' : `${offenders.length} over`}`);
}

/** Lists the offenders on stderr; the caller decides whether they fail the run. */
export function reportOffenders({ offenders }: ColdStartFigures): void {
  if (offenders.length === 0) return;
  console.error(`\nCOLD START OVER TARGET: ${offenders.length} function(s) above ${TARGET_RATIO}× the floor:`);
  for (const r of offenders) {
    console.error(`  ${r.name}: ${r.over.map((o) => (o === 'size' ? `size ${r.sizeRatio.toFixed(2)}×` : `import+init ${r.timeRatio.toFixed(2)}×`)).join(', ')}`);
  }
}
