/**
 * `npm run bench`: the cold-start check (bench/cold-start.ts: every deployed function's bundle size
 * and import + init time against a floor measured in the same run, target ≤ 1.15 × the floor), then
 * the QR codec's throughput and image times (bench/qr.ts), the face routes' cold start with the
 * model loaded, time per image and memory (bench/faces.ts), and the notification fan-out
 * (bench/fan-out.ts). Results also go to .bench/results.json. BENCH_RUNS sets the interleaved import
 * rounds (default 7; 0 = sizes only). BENCH_SKIP_BUNDLES=1 runs only the fan-out, BENCH_SKIP_FANOUT=1
 * skips it, BENCH_SKIP_FACES=1 skips the face routes. The run fails (exit 1, offenders listed) when a function is over the target, after the
 * other figures are printed; BENCH_GATE=report prints the offenders without failing, BENCH_GATE=sizes
 * fails on the size ratchet only (size-ratchet.ts).
 * `npm run bench:cold` (bench/cold.ts) is the cold-start check alone, as CI runs it.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureColdStart, printColdStart, reportOffenders } from './cold-start.js';
import { faceBench, printFaceFigures } from './faces.js';
import { benchFanOut } from './fan-out.js';
import { printQrFigures, qrBench } from './qr.js';
import { coldGateFails } from './size-ratchet.js';

const OUT = resolve(import.meta.dirname, '..', '.bench');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);

let gateFails = false;
if (process.env['BENCH_SKIP_BUNDLES'] !== '1') {
  const cold = await measureColdStart({ runs: RUNS, outDir: OUT });
  printColdStart(cold);
  const qr = await qrBench();
  printQrFigures(qr);
  const faces = process.env['BENCH_SKIP_FACES'] === '1' ? [] : await faceBench();
  if (faces.length > 0) printFaceFigures(faces);
  writeFileSync(resolve(OUT, 'results.json'), JSON.stringify({ node: process.version, ...cold, qr, faces }, null, 2));
  reportOffenders(cold);
  gateFails = coldGateFails(cold);
}
if (process.env['BENCH_SKIP_FANOUT'] !== '1') await benchFanOut();
if (gateFails) process.exitCode = 1;
