/**
 * Stopping `npm start` stops everything it started (docs/decisions/local-platform.md, LOC-6): a
 * SIGTERM to the npm process, as `kill <pid>` from a user's shell sends, leaves neither DynamoDB
 * Local's Java child nor its port behind. npm is started for real (not node directly), since the
 * `sh -c` npm puts in between is what used to swallow the signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/ports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'platform-stop-'));
let npm: ChildProcess | undefined;
let javaPid: number | undefined;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something still accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(() => {
  // Only what this file started, by its PID, should the assertions have failed.
  if (javaPid !== undefined && alive(javaPid)) process.kill(javaPid, 'SIGKILL');
  if (npm?.pid !== undefined && npm.exitCode === null && npm.signalCode === null) process.kill(npm.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping npm start', () => {
  it('on SIGTERM to the npm process, stops DynamoDB Local and frees its port', async () => {
    const port = await freePort();
    npm = spawn('npm', ['start'], {
      cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    npm.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    await until('npm start did not print its base URL', () => output.includes('Payments platform running at'), 90_000).catch((e: unknown) => {
      throw new Error(`${String(e)}\n${output}`);
    });

    const endpoints = JSON.parse(readFileSync(join(dataDir, 'endpoints.json'), 'utf8')) as { endpoints: { dynamodb: string } };
    const dynamoPort = Number(new URL(endpoints.endpoints.dynamodb).port);
    javaPid = Number(readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8'));
    expect(alive(javaPid)).toBe(true);
    expect(await listening(dynamoPort)).toBe(true);

    npm.kill('SIGTERM');
    await until('Java (DynamoDB Local) still running', () => !alive(javaPid!), 20_000);
    await until(`port ${dynamoPort} still taken`, async () => !(await listening(dynamoPort)), 5_000);
    await until(`API port ${port} still taken`, async () => !(await listening(port)), 5_000);
    // The PID file goes with a clean close, so the next start has no orphan to hunt.
    expect(() => readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'))).toThrow();
  }, 150_000);
});
