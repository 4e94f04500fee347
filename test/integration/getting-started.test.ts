/**
 * The README's "Getting started" runs as written: its shell blocks (between the getting-started
 * markers) run in one bash against `npm start` on a fresh data directory, and the payment ends
 * Completed, then PartiallyRefunded after the merchant's refund. Needs bash, curl and jq, as the
 * guide says; skipped where jq is missing.
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
});
