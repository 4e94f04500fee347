/**
 * What CDK deploys for a function that loads packages on use (PERF-2) actually runs: its bundle is
 * built with the deployed esbuild options, CDK's after-bundling commands run on it, and a fresh Node
 * process outside the project (no node_modules above it) loads each package from beside the bundle
 * and uses it. `npm run synth` does the same for every function; this keeps one honest in the suite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../../bench/measure.js';
import { afterBundlingCommands } from '../../lib/constructs/platform-function.js';
import { PACKAGES_LOADED_ON_USE } from '../../shared/load-on-use.js';

const ROOT = resolve(import.meta.dirname, '../..');
// Names every package loaded on use but the face routes': passwords, argon2, mobile numbers and category names.
const MODULE = 'merchants/admin-create-merchant';
/** Loaded on use by the face routes only (docs/decisions/liveness.md, LIV-1, LIV-11). */
const FACE_PACKAGES = ['sharp', '@vladmandic/human/dist/human.node-wasm.js', '@aws-sdk/client-rekognition'];
/** Loaded on use where a callback URL is written (PERF-11); the merchant route above writes none. */
const CALLBACK_PACKAGES = ['ipaddr.js'];
const MERCHANT_PACKAGES = PACKAGES_LOADED_ON_USE.filter((p) => !FACE_PACKAGES.includes(p) && !CALLBACK_PACKAGES.includes(p));

// Runs beside the bundle: each package as the bundle's own require would load it, then used.
const PROBE = `
const { createRequire } = require('node:module');
const r = createRequire(process.argv[2] + '/index.mjs');
(async () => {
  const out = {};
  for (const p of JSON.parse(process.argv[3])) out[p] = r.resolve(p).startsWith(process.argv[2] + '/node_modules/');
  const { ZxcvbnFactory } = r('@zxcvbn-ts/core');
  const { adjacencyGraphs, dictionary } = r('@zxcvbn-ts/language-common');
  out.weakScore = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary }).check('password1').score;
  out.argon2 = await r('hash-wasm').argon2id({ password: 'x', salt: new Uint8Array(16), memorySize: 64, iterations: 1, parallelism: 1, hashLength: 16, outputType: 'hex' });
  out.country = r('libphonenumber-js').parsePhoneNumberFromString('+27821234567')?.country;
  out.category = JSON.stringify(r('merchant-category-codes/with_groups/mcc-en.json')).includes('Grocery');
  process.stdout.write(JSON.stringify(out));
})();
`;

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shipped-'));
  await bundle(resolve(ROOT, 'functions', `${MODULE}.ts`), join(dir, 'index.mjs'));
  for (const command of afterBundlingCommands(MODULE, ROOT, dir)) execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  writeFileSync(join(dir, 'probe.cjs'), PROBE);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('packages loaded on use, as CDK ships them', () => {
  it('are in no bundle but beside it, and load and work from there alone', () => {
    expect(existsSync(join(dir, 'node_modules'))).toBe(true);
    const run = spawnSync(process.execPath, [join(dir, 'probe.cjs'), dir, JSON.stringify(MERCHANT_PACKAGES)], { cwd: dir, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as Record<string, unknown>;
    for (const p of MERCHANT_PACKAGES) expect(out[p], `${p} resolved beside the bundle`).toBe(true);
    // Not named by this bundle: the face packages stay with the face routes.
    for (const folder of ['sharp', '@vladmandic', '@img', '@aws-sdk']) expect(existsSync(join(dir, 'node_modules', folder)), folder).toBe(false);
    expect(out).toMatchObject({ weakScore: 0, argon2: expect.stringMatching(/^[0-9a-f]{32}$/), country: 'ZA', category: true });
  });

  // system/version lists every dependency's name and version: names in a list are not a load. Every
  // HTTP route reads zod's English messages on a first failed input (PERF-27), and only those.
  it.each(['wallets/get-wallet', 'system/version'])('are shipped only with a bundle that loads them: beside %s, zod\'s English messages alone', async (module) => {
    const other = mkdtempSync(join(tmpdir(), 'shipped-'));
    try {
      await bundle(resolve(ROOT, 'functions', `${module}.ts`), join(other, 'index.mjs'));
      for (const command of afterBundlingCommands(module, ROOT, other)) execFileSync('sh', ['-c', command], { stdio: 'pipe' });
      const beside = execFileSync('find', ['node_modules', '-type', 'f'], { cwd: other, encoding: 'utf8' }).trim().split('\n');
      expect(beside).toEqual(['node_modules/zod/v4/locales/en.cjs/index.js']);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('ship zod\'s English messages beside an HTTP route, which words a refused input with them from there alone (PERF-27)', async () => {
    const route = mkdtempSync(join(tmpdir(), 'shipped-'));
    try {
      await bundle(resolve(ROOT, 'functions', 'system/logging.ts'), join(route, 'index.mjs'));
      for (const command of afterBundlingCommands('system/logging', ROOT, route)) execFileSync('sh', ['-c', command], { stdio: 'pipe' });
      const event = JSON.parse(readFileSync(resolve(ROOT, 'events/system/logging.json'), 'utf8')) as Record<string, unknown>;
      writeFileSync(join(route, 'event.json'), JSON.stringify({ ...event, body: '"not a list"' }));
      const invoke = `const { handler } = await import(process.argv[1] + '/index.mjs');
const event = JSON.parse((await import('node:fs')).readFileSync(process.argv[1] + '/event.json', 'utf8'));
process.stdout.write('\\n' + JSON.stringify(await handler(event, { awsRequestId: 'test' })));`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', invoke, route], { cwd: route, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } });
      expect(run.stderr).toBe('');
      const answer = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body).error.details).toEqual([{ field: 'body', reason: 'Invalid input: expected array, received string' }]);
    } finally {
      rmSync(route, { recursive: true, force: true });
    }
  }, 120_000);

  it('ship sharp, the face model and Rekognition\'s client beside the face check, which answers from them alone', async () => {
    const face = mkdtempSync(join(tmpdir(), 'shipped-'));
    try {
      await bundle(resolve(ROOT, 'functions', 'auth/face-check.ts'), join(face, 'index.mjs'));
      for (const command of afterBundlingCommands('auth/face-check', ROOT, face)) execFileSync('sh', ['-c', command], { stdio: 'pipe' });
      for (const file of ['sharp/package.json', '@vladmandic/human/dist/human.node-wasm.js', '@vladmandic/human/models/facemesh.bin',
        '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm', '@aws-sdk/client-rekognition/index.js']) {
        expect(existsSync(join(face, 'node_modules', file)), file).toBe(true);
      }
      const event = JSON.parse(readFileSync(resolve(ROOT, 'events/auth/face-check.json'), 'utf8')) as Record<string, unknown>;
      event['body'] = JSON.stringify({ base64Image: readFileSync(resolve(ROOT, 'test/fixtures/faces/frontal.jpg')).toString('base64') });
      writeFileSync(join(face, 'event.json'), JSON.stringify(event));
      const invoke = `const { handler } = await import(process.argv[1] + '/index.mjs');
const event = JSON.parse((await import('node:fs')).readFileSync(process.argv[1] + '/event.json', 'utf8'));
process.stdout.write('\\n' + JSON.stringify(await handler(event, { awsRequestId: 'test' })));`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', invoke, face], {
        cwd: face, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', FACE_DETECTOR: 'bundled', AWS_REGION: 'us-east-1' },
      });
      expect(run.stderr).toBe('');
      const answer = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true, result: { faceCount: 1, problems: [] } });
    } finally {
      rmSync(face, { recursive: true, force: true });
    }
  }, 120_000);

  it('ship ipaddr.js beside a payment task, which writes webhooks with a callback URL, and not inside it (PERF-11)', async () => {
    const task = mkdtempSync(join(tmpdir(), 'shipped-'));
    try {
      await bundle(resolve(ROOT, 'functions', 'payments/tasks/complete.ts'), join(task, 'index.mjs'));
      for (const command of afterBundlingCommands('payments/tasks/complete', ROOT, task)) execFileSync('sh', ['-c', command], { stdio: 'pipe' });
      // ipaddr.js names this range; the bundle must not carry the package's own code.
      expect(readFileSync(join(task, 'index.mjs'), 'utf8')).not.toContain('carrierGradeNat');
      const probe = `const r = require('node:module').createRequire(process.argv[1] + '/index.mjs');
process.stdout.write(JSON.stringify({ beside: r.resolve('ipaddr.js').startsWith(process.argv[1] + '/node_modules/'), range: r('ipaddr.js').process('169.254.169.254').range() }));`;
      const run = spawnSync(process.execPath, ['-e', probe, task], { cwd: task, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ beside: true, range: 'linkLocal' });
    } finally {
      rmSync(task, { recursive: true, force: true });
    }
  }, 120_000);
});
