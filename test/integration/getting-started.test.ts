/**
 * The README's "Getting started" runs as written: its shell blocks (between the getting-started
 * markers) run in one bash against `npm start` on a fresh data directory, and the payment ends
 * Completed, then PartiallyRefunded after the merchant's refund. Needs bash, curl and jq, as the
 * guide says; skipped where jq is missing. Also runs `npm run invoke` once against the same platform.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/ports.js';
import { spawnPlatform, type SpawnedPlatform } from './spawned-platform.js';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'getting-started-'));
const hasJq = spawnSync('jq', ['--version']).status === 0;
let platform: SpawnedPlatform | undefined;

afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The ```sh blocks of the README's guide, in order. */
function guideScript(readme: string): string {
  const begin = readme.indexOf('<!-- getting-started:begin -->');
  const end = readme.indexOf('<!-- getting-started:end -->');
  if (begin < 0 || end < begin) throw new Error('README has no getting-started markers');
  return [...readme.slice(begin, end).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
}

describe('README getting started', () => {
  it.skipIf(!hasJq)('runs as written: a card payment completes, the merchant refunds part of it', async () => {
    platform = await spawnPlatform(dataDir, await freePort());
    const script = `set -euo pipefail\n${guideScript(readFileSync(join(ROOT, 'README.md'), 'utf8'))}`;
    const bash = spawn('bash', ['-c', script], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    bash.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    bash.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const code = await new Promise<number | null>((ok) => bash.once('exit', ok));
    expect(code, output).toBe(0);
    expect(output).toContain('{"status":"Completed","card":"Completed","merchant":"Completed"}');
    expect(output).toMatch(/"display":"Card 424242\*{6}4242"/);
    expect(output).toMatch(/ExecutionSucceeded/);
    expect(output).toContain('"message":"Refunded to Card 424242******4242."');
    expect(output.trimEnd().endsWith('PartiallyRefunded'), output).toBe(true);
  }, 180_000);

  // LOC-7: one handler, its sample event, the running platform's environment from DATA_DIR.
  it('npm run invoke runs a function with its sample event against the running npm start', async () => {
    platform ??= await spawnPlatform(dataDir, await freePort());
    const invoke = spawn(process.execPath, ['--import', 'tsx', '--import', './bin/text-loader.mjs', 'bin/invoke.ts', 'system/version'], {
      cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    invoke.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    invoke.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const code = await new Promise<number | null>((ok) => invoke.once('exit', ok));
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`Invoking system/version with ${join(ROOT, 'events/system/version.json')} on the local platform (${platform.baseUrl})`);
    // The handler's own log lines share stdout with the answer; the answer is the pretty-printed JSON after them.
    const answer = JSON.parse(stdout.slice(stdout.indexOf('{\n'))) as { statusCode: number; body: { result: { plugins: unknown[] } } };
    expect(answer.statusCode).toBe(200);
    expect(answer.body.result.plugins).toContainEqual({ name: 'card', kind: 'rail', connector: 'sandbox' });
  }, 120_000);
});
