/**
 * A payment in flight survives a restart of `npm start` (docs/decisions/local-platform.md, LOC-5): one
 * card debited, a second waiting for its PIN; the platform is stopped and started again on the same
 * data directory; the PIN answered afterwards completes the payment, and the rail shows both debits.
 * The platform runs as `npm start` does, in a child process, since a restart is a new process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/ports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'platform-restart-'));
let child: ChildProcess | undefined;
let baseUrl = '';
/** Everything the platform printed, both runs: shown when an assertion fails. */
let output = '';

/** `npm start` on the data directory and port; resolves once it prints its base URL. */
async function start(port: number): Promise<void> {
  const proc = spawn(process.execPath, ['--import', 'tsx', '--import', './bin/text-loader.mjs', 'bin/local.ts'], {
    // As a developer's shell would start it: none of the test platform's settings (its 8 s answer timeout) leak in.
    cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  const from = output.length;
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm start did not come up:\n${output}`)), 90_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /Payments platform running at (\S+)/.exec(output.slice(from));
      if (found) {
        clearTimeout(timer);
        baseUrl = found[1]!;
        ok();
      }
    };
    proc.stdout!.on('data', seen);
    proc.stderr!.on('data', seen);
    proc.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

/** `npm run <name> -- --quiet-seconds 0` against the running platform (found through DATA_DIR). */
async function script(name: string): Promise<{ code: number | null; output: string }> {
  const file = name === 'reconcile' ? 'bin/reconcile.ts' : 'bin/ledger-check.ts';
  const proc = spawn(process.execPath, ['--import', 'tsx', file, '--quiet-seconds', '0'], {
    cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout.on('data', (c: Buffer) => (text += c.toString('utf8')));
  proc.stderr.on('data', (c: Buffer) => (text += c.toString('utf8')));
  const code = await new Promise<number | null>((ok) => proc.once('exit', ok));
  return { code, output: text };
}

async function stop(): Promise<void> {
  const proc = child;
  child = undefined;
  if (!proc || proc.exitCode !== null) return;
  await new Promise<void>((ok) => {
    proc.once('exit', () => ok());
    proc.kill('SIGTERM');
  });
}

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, init: { token?: string; apiKey?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
  if (init.apiKey) headers['x-api-key'] = init.apiKey;
  const res = await fetch(baseUrl + path, { method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function statusUntil(token: string, reference: string, done: (r: Record<string, any>) => boolean): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await call('GET', `/v1/pay/status/${reference}`, { token });
    expect(res.status).toBe(200);
    if (done(res.body.result)) return res.body.result;
    if (Date.now() > deadline) throw new Error(`payment ${reference} still ${JSON.stringify(res.body.result)}`);
    await new Promise((r) => setTimeout(r, 1100));
  }
}

/** The sandbox rail's own record of a debit, read from the restarted platform's DynamoDB Local. */
async function railDebit(transactionReference: string): Promise<Record<string, unknown> | undefined> {
  const endpoints = JSON.parse(readFileSync(join(dataDir, 'endpoints.json'), 'utf8')) as { endpoints: { dynamodb: string } };
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: endpoints.endpoints.dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  try {
    return (await client.send(new GetCommand({ TableName: 'payments-platform', Key: { PK: `RAILOP#${transactionReference}`, SK: 'DEBIT' }, ConsistentRead: true }))).Item;
  } finally {
    client.destroy();
  }
}

const card = (cardNumber: string, amountInCents: number) => ({ amountInCents, currency: 'ZAR', nameOnCard: 'Ada Lovelace', cardNumber, cvv: '987', expiryMonth: '12', expiryYear: '2099' });

describe('a restart of the local platform', () => {
  it('keeps a payment waiting for its PIN: answered after the restart, it completes', async () => {
    const port = await freePort();
    await start(port);
    const apiKey = readFileSync(join(dataDir, 'admin-api-key.txt'), 'utf8').trim();
    const merchant = await call('POST', '/v1/merchant/admin', { apiKey, body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR' } });
    expect(merchant.status).toBe(200);
    const minted = await call('POST', '/v1/auth/admin/token/generate', { apiKey, body: { claims: { UserReference: randomUUID() }, expiryInSeconds: 3600 } });
    const token = minted.body.result.accessToken as string;
    const paid = await call('POST', '/v1/pay', {
      token,
      body: {
        paymentSources: { cards: [card('4242424242424242', 1000), card('4990000000000202', 500)] },
        paymentDestinations: { merchants: [{ amountInCents: 1500, currency: 'ZAR', merchantReference: merchant.body.result.reference }] },
      },
    });
    expect(paid.status).toBe(200);
    const reference = paid.body.result.paymentReference as string;
    const waiting = await statusUntil(token, reference, (r) => r.awaiting !== undefined);
    const [first, second] = waiting.paymentSources.cards as { transactionReference: string; status: string }[];
    expect([first?.status, second?.status]).toEqual(['Completed', 'AwaitingPin']);
    // The wait's token is stored a moment after the status shows AwaitingPin.
    await new Promise((r) => setTimeout(r, 1500));

    await stop();
    await start(port);

    const answered = await call('POST', `/v1/transaction/pin/${second!.transactionReference}`, { token, body: { pin: '1234' } });
    const now = answered.status === 202 ? undefined : await call('GET', `/v1/pay/status/${reference}`, { token });
    expect(answered.status, `${JSON.stringify(answered.body)}\n${JSON.stringify(now?.body)}\n${output.split("\n").filter((l) => !l.includes(`"level":"INFO"`) || l.includes("transaction/pin")).join("\n").slice(-8000)}`).toBe(202);
    const done = await statusUntil(token, reference, (r) => ['Completed', 'Failed', 'Cancelled', 'Expired'].includes(r.status as string));
    expect(done.status).toBe('Completed');
    // The other side: the rail debited both cards once, and reversed neither.
    for (const leg of [first!, second!]) {
      const record = await railDebit(leg.transactionReference);
      expect(record).toMatchObject({ result: { outcome: 'succeeded' } });
      expect(record?.['reversed']).not.toBe(true);
    }

    // Operations' scripts against the running platform: the ledger balances, and reconciliation
    // (report only, then repairing) finds the completed payment settled at the rail.
    const check = await script('ledger:check');
    expect(check.code, check.output).toBe(0);
    expect(check.output).toContain('Ledger: balanced per currency');
    expect(check.output).toMatch(/1 payment\(s\) examined, 0 reconciled, 0 still in flight, 0 finding\(s\)/);
    const reconciled = await script('reconcile');
    expect(reconciled.code, reconciled.output).toBe(0);
    expect(reconciled.output).toMatch(/1 payment\(s\) examined, 1 reconciled/);
  }, 240_000);
});
