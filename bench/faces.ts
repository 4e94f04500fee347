/**
 * Face-route figures for `npm run bench` (also alone: `npx tsx --import ./bin/text-loader.mjs
 * bench/faces.ts`): POST /v1/auth/face-check and POST /v1/auth/liveness bundled as CDK bundles them,
 * with what CDK ships beside them (afterBundlingCommands: the face model, tfjs's WebAssembly, sharp),
 * each run in a fresh Node process with FACE_DETECTOR=bundled:
 *   - cold: import + model load + first answer for one image (the first request a new container
 *     serves), and the process's peak RSS and heap after it;
 *   - warm: the median time per image over the test images, and per 3-frame liveness request;
 *   - peak RSS after the warm runs: what sizes the Lambda (docs/benchmarks.md, docs/decisions/liveness.md LIV-12).
 * BENCH_FACE_RUNS sets the warm repetitions per image (default 5).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterBundlingCommands } from '../lib/constructs/platform-function.js';
import { base64, faceImages } from '../test/fixtures/faces/variants.js';
import { bundle } from './measure.js';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env['BENCH_FACE_RUNS'] ?? 5);

export interface FaceFigures {
  name: string;
  /** What the warm requests were. */
  warmCase: string;
  bundleBytes: number;
  coldFirstAnswerMs: number;
  coldRssMb: number;
  coldHeapMb: number;
  warmMsPerRequest: number;
  peakRssMb: number;
}

// Runs in the child: the handler's module imported and invoked as Lambda would, then warm requests.
const PROBE = `
const [file, eventsFile, runs] = process.argv.slice(1);
const { cold, warm } = JSON.parse((await import('node:fs')).readFileSync(eventsFile, 'utf8'));
const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 10000 };
const mb = (bytes) => bytes / 1048576;
const started = performance.now();
const { handler } = await import(file);
const first = await handler(cold, context);
if (first.statusCode !== 200) throw new Error('cold answer ' + first.statusCode + ' ' + first.body);
const coldMs = performance.now() - started;
const coldRss = mb(process.memoryUsage().rss), coldHeap = mb(process.memoryUsage().heapUsed);
const times = [];
for (let r = 0; r < Number(runs); r++) for (const event of warm) {
  const t = performance.now();
  const res = await handler(event, context);
  if (res.statusCode !== 200) throw new Error('warm answer ' + res.statusCode + ' ' + res.body);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
process.stdout.write('\\n' + JSON.stringify({ coldMs, coldRss, coldHeap, warmMs: times[Math.floor(times.length / 2)], peakRss: process.resourceUsage().maxRSS / 1024 }));
`;

const ENV = {
  AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'bench', AWS_SECRET_ACCESS_KEY: 'bench', TABLE_NAME: 'bench',
  FACE_DETECTOR: 'bundled', TOKEN_ISSUER: 'https://bench', TOKEN_AUDIENCE: 'bench', API_DOMAIN: 'bench',
};

function eventFor(module: string, body: unknown): Record<string, unknown> {
  const sample = JSON.parse(readFileSync(resolve(ROOT, 'events', `${module}.json`), 'utf8')) as Record<string, unknown>;
  return { ...sample, body: JSON.stringify(body) };
}

async function measureFunction(module: string, outDir: string, warmCase: string, cold: unknown, warm: unknown[]): Promise<FaceFigures> {
  const dir = resolve(outDir, module.replace(/\//g, '__'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, 'index.mjs');
  const bundleBytes = await bundle(resolve(ROOT, 'functions', `${module}.ts`), file);
  for (const command of afterBundlingCommands(module, ROOT, dir)) {
    const ship = spawnSync('sh', ['-c', command], { encoding: 'utf8' });
    if (ship.status !== 0) throw new Error(`shipping beside ${module} failed: ${ship.stderr}`);
  }
  const eventsFile = resolve(dir, 'events.json');
  writeFileSync(eventsFile, JSON.stringify({ cold, warm }));
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE, file, eventsFile, String(RUNS)], {
    env: { PATH: process.env['PATH'] ?? '', ...ENV }, encoding: 'utf8', maxBuffer: 1 << 24,
  });
  if (child.status !== 0) throw new Error(`running ${module} failed: ${child.stderr}`);
  // The function's own log lines come first; the figures are the last line.
  const r = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as { coldMs: number; coldRss: number; coldHeap: number; warmMs: number; peakRss: number };
  return { name: module, warmCase, bundleBytes, coldFirstAnswerMs: r.coldMs, coldRssMb: r.coldRss, coldHeapMb: r.coldHeap, warmMsPerRequest: r.warmMs, peakRssMb: r.peakRss };
}

/**
 * Built outside the project, where no node_modules above the bundle can stand in for a file CDK
 * failed to ship: the figures come only from what would be in the Lambda package.
 */
export async function faceBench(outDir = resolve(tmpdir(), 'payments-bench-faces')): Promise<FaceFigures[]> {
  const images = await faceImages();
  const singles = [images.frontal, images.turnedLeft, images.tiltedLeft, images.blurred, images.dark, images.twoFaces, images.noFace];
  const check = (image: Buffer) => eventFor('auth/face-check', { base64Image: base64(image) });
  const live = (frames: Buffer[]) => eventFor('auth/liveness', { base64Images: frames.map(base64) });
  const three = [images.frontal, images.turnedLeft, images.turnedRight];
  // The largest capture the limits let through in pixels: 3276×4095 (13.4 MP, 220 KB), for the memory peak.
  const largest = await sharp(images.frontal).resize({ width: 3276 }).jpeg({ quality: 50 }).toBuffer();
  const eight = [...three, images.tiltedLeft, images.tiltedRight, images.frontal, images.turnedLeft, largest];
  return [
    await measureFunction('auth/face-check', outDir, 'per image (median over 7 test images)', check(images.frontal), singles.map(check)),
    await measureFunction('auth/face-check', outDir, 'the 13.4 MP capture', check(images.frontal), [check(largest)]),
    await measureFunction('auth/liveness', outDir, 'per 3-frame request', live(three), [live(three)]),
    await measureFunction('auth/liveness', outDir, 'per 8-frame request, one of 13.4 MP', live(three), [live(eight)]),
  ];
}

export function printFaceFigures(figures: readonly FaceFigures[]): void {
  const n = (value: number, width = 9) => value.toFixed(0).padStart(width);
  console.log(`\n${'face route (bundled detector)'.padEnd(24)}${'KB'.padStart(6)}${'cold ms'.padStart(9)}${'cold RSS'.padStart(9)}${'heap'.padStart(6)}${'peak RSS'.padStart(9)}${'warm ms'.padStart(9)}  warm case`);
  for (const f of figures) {
    console.log(`${f.name.padEnd(24)}${n(f.bundleBytes / 1024, 6)}${n(f.coldFirstAnswerMs)}${n(f.coldRssMb)}${n(f.coldHeapMb, 6)}${n(f.peakRssMb)}${n(f.warmMsPerRequest)}  ${f.warmCase}`);
  }
  console.log('cold: import + model load + the first answer in a fresh process; RSS and heap in MB; warm: median per request.');
}

if (process.argv[1] === import.meta.filename) printFaceFigures(await faceBench());
