/**
 * A payment in flight survives a restart of `npm start` (docs/decisions/local-platform.md, LOC-5): one
 * card debited, a second waiting for its PIN; the platform is stopped and started again on the same
 * data directory; the PIN answered afterwards completes the payment, and the rail shows both debits.
 * The platform runs as `npm start` does, in a child process, since a restart is a new process.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/ports.js';
import { platformOutput, spawnPlatform, type SpawnedPlatform } from './spawned-platform.js';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'platform-restart-'));
let platform: SpawnedPlatform | undefined;

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

afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

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
    platform = await spawnPlatform(dataDir, port);
    const { call, statusUntil } = platform;
    const apiKey = platform.adminApiKey;
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

    await platform.stop();
    platform = await spawnPlatform(dataDir, port);

    const answered = await platform.call('POST', `/v1/transaction/pin/${second!.transactionReference}`, { token, body: { pin: '1234' } });
    const now = answered.status === 202 ? undefined : await platform.call('GET', `/v1/pay/status/${reference}`, { token });
    expect(answered.status, `${JSON.stringify(answered.body)}\n${JSON.stringify(now?.body)}\n${platformOutput.text.split("\n").filter((l) => !l.includes(`"level":"INFO"`) || l.includes("transaction/pin")).join("\n").slice(-8000)}`).toBe(202);
    const done = await platform.statusUntil(token, reference, (r) => ['Completed', 'Failed', 'Cancelled', 'Expired'].includes(r.status as string));
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
    expect(check.output).toContain('Debts compensation left, to recover: 0');
    expect(check.output).toMatch(/1 payment\(s\) and refund\(s\) examined, 0 reconciled, 0 still in flight, 0 finding\(s\)/);
    const reconciled = await script('reconcile');
    expect(reconciled.code, reconciled.output).toBe(0);
    expect(reconciled.output).toMatch(/1 payment\(s\) and refund\(s\) examined, 1 reconciled/);
  }, 240_000);
});
