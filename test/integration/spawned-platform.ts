/**
 * `npm start` in a child process on a data directory, as a developer's shell would run it: for the
 * tests that need a restart (local-restart.test.ts) or another environment (production-mode.test.ts),
 * which the suite's shared in-process platform cannot give them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { checkResponse } from './response-contract.js';

const ROOT = resolve(import.meta.dirname, '../..');

export interface SpawnedPlatform {
  baseUrl: string;
  /** The development admin API key bin/local.ts keeps under the data directory. */
  adminApiKey: string;
  call(method: string, path: string, init?: { token?: string; apiKey?: string; body?: unknown }): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON as answered
  /** Polls GET /v1/pay/status until `done` holds (30 s at most). */
  statusUntil(token: string, reference: string, done: (r: Record<string, any>) => boolean): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON as answered
  stop(): Promise<void>;
}

/** Everything spawned platforms printed in this test file: shown when an assertion fails. */
export const platformOutput = { text: '' };

/** `npm start` on the data directory and port with extra variables; resolves once it prints its base URL. */
export async function spawnPlatform(dataDir: string, port: number, env: Record<string, string> = {}): Promise<SpawnedPlatform> {
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--import', './bin/text-loader.mjs', 'bin/local.ts'], {
    // As a developer's shell would start it: none of the test platform's settings (its 8 s answer timeout) leak in.
    cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir, PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const from = platformOutput.text.length;
  const baseUrl = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm start did not come up:\n${platformOutput.text}`)), 90_000);
    const seen = (chunk: Buffer) => {
      platformOutput.text += chunk.toString('utf8');
      const found = /Payments platform running at (\S+)/.exec(platformOutput.text.slice(from));
      if (found) {
        clearTimeout(timer);
        ok(found[1]!);
      }
    };
    proc.stdout!.on('data', seen);
    proc.stderr!.on('data', seen);
    proc.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${platformOutput.text}`)));
  });

  const call: SpawnedPlatform['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
    if (init.apiKey) headers['x-api-key'] = init.apiKey;
    const res = await fetch(baseUrl + path, { method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
    const text = await res.text();
    // The same contract check as the harness's call() (ERR-8).
    checkResponse({ method, path, status: res.status, headers: res.headers, text });
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  return {
    baseUrl,
    adminApiKey: readFileSync(join(dataDir, 'admin-api-key.txt'), 'utf8').trim(),
    call,
    async statusUntil(token, reference, done) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const res = await call('GET', `/v1/pay/status/${reference}`, { token });
        expect(res.status).toBe(200);
        if (done(res.body.result)) return res.body.result;
        if (Date.now() > deadline) throw new Error(`payment ${reference} still ${JSON.stringify(res.body.result)}`);
        await new Promise((r) => setTimeout(r, 1100));
      }
    },
    async stop() {
      if (proc.exitCode !== null) return;
      await new Promise<void>((ok) => {
        proc.once('exit', () => ok());
        proc.kill('SIGTERM');
      });
    },
  };
}
