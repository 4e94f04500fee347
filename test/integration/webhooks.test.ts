/**
 * Payment webhooks against the local platform: an outbox item written with webhookOutboxEntry in a
 * transaction (as the payment workflow will), SQS, the sender, and a receiver on 127.0.0.1 that
 * verifies the Standard Webhooks signature with the secret read through our secret route. The test
 * platform retries webhooks after 1 s (test/global-setup.ts) with a 30 s queue visibility, so a
 * quick retry shows the sender's ChangeMessageVisibility is honoured.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUES } from '../../lib/resources.js';
import type * as WebhookOutboxModule from '../../shared/webhooks/outbox.js';
import { verifyWebhook } from '../../shared/webhooks/signature.js';
import { givenConsumer } from './consumer-fixtures.js';
import { accessToken, adminApiKey, call, inject, startWebhookReceiver, type CallResult, type ReceivedWebhook, type WebhookReceiver } from './harness.js';
import { outboxItemWhen, writeUnrelayed } from './identity-fixtures.js';
import { givenMerchant } from './payment-fixtures.js';

const MAX_RECEIVES = QUEUES.find((q) => q.name === 'webhooks')!.maxReceiveCount;
const REGION = 'us-east-1';
const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

let outbox: typeof WebhookOutboxModule;
let db: DynamoDBDocumentClient;
let sqs: SQSClient;
let receiver: WebhookReceiver;
/** Secrets per path the receiver verifies with; a request that verifies with none gets 401. */
const secretsFor = new Map<string, string[]>();
/** Scripted answers per path, used up in order; then 204. */
const scripts = new Map<string, number[]>();

function answer(request: ReceivedWebhook): number {
  const secrets = secretsFor.get(request.path) ?? [];
  if (!secrets.some((s) => verifyWebhook(s, request.body, request.headers).ok)) return 401;
  return scripts.get(request.path)?.shift() ?? 204;
}

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  outbox = await import('../../shared/webhooks/outbox.js');
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: inject('awsEndpoints').dynamodb, region: REGION, credentials: CREDENTIALS }));
  sqs = new SQSClient({ endpoint: inject('awsEndpoints').sqs, region: REGION, credentials: CREDENTIALS });
  receiver = await startWebhookReceiver(answer);
});

afterAll(async () => {
  await receiver.close();
  db.destroy();
  sqs.destroy();
  vi.unstubAllEnvs();
});

interface SecretResult { receiverId: string; secret: string; generation: number; previousSecret: string | null; previousSecretValidUntil: string | null }

async function secretOf(receiverId: string, rotate = false): Promise<SecretResult> {
  const res = await call<{ result: SecretResult }>('POST', '/v1/webhook/admin/secret', { apiKey: adminApiKey(), body: { receiverId, rotate } });
  expect(res.status, res.text).toBe(200);
  return res.body.result;
}

type SecretCall = CallResult<{ result: SecretResult; error: { details: { field: string; reason: string }[] } }>;

/** The secret route as one admin key calls it: the suite's, or another partner's (`inject('partnerApiKey')`). */
const secretCall = (apiKey: string, body: { receiverId?: string; rotate?: boolean } = {}): Promise<SecretCall> =>
  call('POST', '/v1/webhook/admin/secret', { apiKey, body });

/** A user subject the suite's admin key minted a token for: a receiver that key may read (HOOK-5). */
async function mintedReceiver(): Promise<string> {
  const subject = randomUUID();
  await accessToken({ UserReference: subject });
  return `sub:${subject}`;
}

/** The receiver of a token's subject (its JWT's `sub`). */
const receiverOfToken = (token: string): string => `sub:${String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: unknown }).sub)}`;

const itemWhen = (id: string, predicate: (i: Record<string, unknown>) => boolean, timeoutMs = 20_000) => outboxItemWhen(id, predicate, timeoutMs);

const event = (paymentReference = randomUUID()) => ({
  type: 'payment.status' as const, paymentReference,
  data: { paymentReference, status: 'Completed', amountInCents: 12_500, currency: 'ZAR' },
});

/**
 * Writes the item in a transaction as the payment code does (the outbox relay enqueues it);
 * `patch` bypasses the checks; `enqueue: false` writes it so that the relay never sees it as new.
 */
async function writeWebhook(request: Parameters<typeof WebhookOutboxModule.webhookOutboxEntry>[0], options: { enqueue?: boolean; patch?: Record<string, unknown> } = {}): Promise<string> {
  const { id, put } = outbox.webhookOutboxEntry(request);
  Object.assign(put.Put.Item, options.patch);
  if (options.enqueue === false) await writeUnrelayed(put.Put.Item);
  else await db.send(new TransactWriteCommand({ TransactItems: [put] }));
  return id;
}

async function deadLettered(id: string, timeoutMs = 15_000): Promise<boolean> {
  const dlqUrl = inject('functionEnv')['DLQ_URL_WEBHOOKS']!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const got = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 0 }));
    const match = got.Messages?.find((m) => m.Body === JSON.stringify({ outboxId: id }));
    if (match) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: dlqUrl, ReceiptHandle: match.ReceiptHandle }));
      return true;
    }
  }
  return false;
}

describe('payment webhooks', () => {
  it('delivers a signed webhook the receiver verifies with the secret from the secret route; delivered and recorded', async () => {
    const receiverId = await mintedReceiver();
    const { secret, generation, previousSecret } = await secretOf(receiverId);
    expect(secret).toMatch(/^whsec_/);
    expect({ generation, previousSecret }).toEqual({ generation: 0, previousSecret: null });
    secretsFor.set('/delivered', [secret]);

    const e = event();
    const started = Date.now();
    const id = await writeWebhook({ callbackUrl: receiver.url('/delivered'), event: e, receiverId });
    const got = await receiver.waitFor('/delivered');
    const done = await itemWhen(id, (i) => i['status'] === 'delivered');
    console.log(`webhook delivered ${got.at - started} ms after the write`);

    expect(got.headers).toMatchObject({ 'webhook-id': id, 'content-type': 'application/json' });
    expect(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifyWebhook(secret, got.body, got.headers)).toEqual({ ok: true, id });
    expect(JSON.parse(got.body)).toEqual({ type: 'payment.status', timestamp: expect.any(String), paymentReference: e.paymentReference, data: e.data });
    expect(done['attempts']).toEqual([expect.objectContaining({ outcome: 'delivered', receiveCount: 1, httpStatus: 204 })]);
    expect(done).not.toHaveProperty('GSI1PK');
  });

  it('retries after a receiver failure (500, then 200) within the configured delay, both attempts recorded, same webhook-id', async () => {
    const receiverId = await mintedReceiver();
    secretsFor.set('/flaky', [(await secretOf(receiverId)).secret]);
    scripts.set('/flaky', [500, 200]);
    const id = await writeWebhook({ callbackUrl: receiver.url('/flaky'), event: event(), receiverId });
    const first = await receiver.waitFor('/flaky', 1);
    const second = await receiver.waitFor('/flaky', 2);
    const done = await itemWhen(id, (i) => i['status'] === 'delivered');
    const gap = second.at - first.at;
    console.log(`webhook retry came ${gap} ms after the failed attempt (delay 1 s, queue visibility 30 s)`);
    // 1 s from ChangeMessageVisibility; without it the queue's 30 s visibility would apply.
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(gap).toBeLessThan(10_000);
    expect(second.headers['webhook-id']).toBe(id);
    expect(done['attempts']).toEqual([
      expect.objectContaining({ outcome: 'failed', receiveCount: 1, httpStatus: 500, error: { name: 'OutboundFailed', message: 'answered 500' } }),
      expect.objectContaining({ outcome: 'delivered', receiveCount: 2, httpStatus: 200 }),
    ]);
  });

  it('after every receive fails, marks the item failed with each attempt recorded and leaves the message in the DLQ', async () => {
    const receiverId = await mintedReceiver();
    secretsFor.set('/down', [(await secretOf(receiverId)).secret]);
    scripts.set('/down', Array.from({ length: MAX_RECEIVES }, () => 503));
    const id = await writeWebhook({ callbackUrl: receiver.url('/down'), event: event(), receiverId });
    const failed = await itemWhen(id, (i) => i['status'] === 'failed', 30_000);
    expect(failed).toMatchObject({ failure: 'attempts-exhausted' });
    const attempts = failed['attempts'] as Array<Record<string, unknown>>;
    expect(attempts.map((a) => a['receiveCount'])).toEqual(Array.from({ length: MAX_RECEIVES }, (_v, i) => i + 1));
    for (const a of attempts) expect(a).toMatchObject({ outcome: 'failed', httpStatus: 503 });
    expect(await deadLettered(id)).toBe(true);
  });

  it('refuses a private or metadata address at send time: no connection, failed for good after one attempt, in the DLQ', async () => {
    const receiverId = `sub:${randomUUID()}`;
    for (const [url, reason] of [['http://10.0.0.1/hook', 'private addresses are not allowed'], ['http://169.254.169.254/latest/meta-data', 'linkLocal addresses are not allowed']] as const) {
      // Written past the checker, as a stale item or a bug might be.
      const id = await writeWebhook({ callbackUrl: receiver.url('/never'), event: event(), receiverId }, { patch: { callbackUrl: url } });
      const failed = await itemWhen(id, (i) => i['status'] === 'failed');
      expect(failed).toMatchObject({ failure: 'refused' });
      expect(failed['attempts']).toEqual([expect.objectContaining({ outcome: 'failed', receiveCount: 1, error: { name: 'OutboundRefused', message: reason } })]);
      expect(failed['attempts']).toEqual([expect.not.objectContaining({ httpStatus: expect.anything() })]);
      expect(await deadLettered(id)).toBe(true);
    }
    expect(() => outbox.webhookOutboxEntry({ callbackUrl: 'http://10.0.0.1/hook', event: event(), receiverId })).toThrow(/must not point at this address/);
  });

  it('during a rotation signs with both secrets, so a receiver holding either old or new verifies', async () => {
    const receiverId = await mintedReceiver();
    const before = await secretOf(receiverId);
    const rotated = await secretOf(receiverId, true);
    expect(rotated).toMatchObject({ generation: 1, previousSecret: before.secret });
    expect(rotated.secret).not.toBe(before.secret);
    expect(Date.parse(rotated.previousSecretValidUntil!) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    // Reading again is stable: no rotation without asking.
    expect(await secretOf(receiverId)).toEqual(rotated);

    secretsFor.set('/old', [before.secret]);
    secretsFor.set('/new', [rotated.secret]);
    const ids = [
      await writeWebhook({ callbackUrl: receiver.url('/old'), event: event(), receiverId }),
      await writeWebhook({ callbackUrl: receiver.url('/new'), event: event(), receiverId }),
    ];
    const signatures: string[] = [];
    for (const path of ['/old', '/new']) {
      const got = await receiver.waitFor(path);
      signatures.push(...got.headers['webhook-signature']!.split(' ').map((s) => s.slice(3)));
    }
    expect(signatures).toHaveLength(4);
    for (const id of ids) await itemWhen(id, (i) => i['status'] === 'delivered');

    // Neither a secret nor a signature reaches a function log line.
    const file = inject('functionLogFile');
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    expect(lines.some((l) => l.includes(ids[0]!) && l.includes('webhook delivered'))).toBe(true);
    for (const value of [before.secret, rotated.secret, before.secret.slice(6), rotated.secret.slice(6), ...signatures]) {
      expect(lines.filter((l) => l.includes(value))).toEqual([]);
    }
  });

  it('re-enqueues a webhook whose SQS send never happened (the sweeper, on the webhooks queue)', async () => {
    const receiverId = await mintedReceiver();
    secretsFor.set('/lost', [(await secretOf(receiverId)).secret]);
    const id = await writeWebhook({ callbackUrl: receiver.url('/lost'), event: event(), receiverId }, { enqueue: false });
    await receiver.waitFor('/lost', 1, 15_000);
    expect(await itemWhen(id, (i) => i['status'] === 'delivered')).toMatchObject({ requeues: 1 });
  });

  it('keeps an API key to its own secret, and validates the receiver', async () => {
    const other = await secretCall(adminApiKey(), { receiverId: 'key:someone-else' });
    expect(other.status).toBe(403);
    expect(other.body.error.details).toEqual([{ field: 'body.receiverId', reason: 'is another API key' }]);
    const bad = await call('POST', '/v1/webhook/admin/secret', { apiKey: adminApiKey(), body: { receiverId: 'nobody' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('body.receiverId');
    const own = await call<{ result: SecretResult }>('POST', '/v1/webhook/admin/secret', { apiKey: adminApiKey() });
    expect(own.status).toBe(200);
    expect(own.body.result.receiverId).toMatch(/^key:/);
    expect((await call('POST', '/v1/webhook/admin/secret', {})).status).toBe(403);
  });

  it('keeps an API key off another key\'s partner subject, read or rotated (a token naming it is refused at mint); that secret stays as it was', async () => {
    const partnerKey = inject('partnerApiKey');
    const partnerId = (await secretCall(partnerKey)).body.result.receiverId.slice('key:'.length);
    const theirs = `sub:partner:${partnerId}`;
    const before = await secretCall(partnerKey, { receiverId: theirs });
    expect(before.status, before.text).toBe(200);
    // No key can mint a token naming that subject (AUTH-6), and none would make it a minter of it.
    const naming = await call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), body: { claims: { UserReference: `partner:${partnerId}` } } });
    expect(naming.status, naming.text).toBe(400);
    for (const rotate of [false, true, true]) {
      const refused = await secretCall(adminApiKey(), { receiverId: theirs, rotate });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.error.details).toEqual([{ field: 'body.receiverId', reason: 'is another API key\'s partner subject' }]);
      expect(refused.text).not.toContain('whsec_');
    }
    const after = await secretCall(partnerKey, { receiverId: theirs });
    expect(after.body.result).toEqual(before.body.result);
  });

  it('lets an API key read and rotate its own receivers and those of subjects it minted tokens for; a subject others minted for too is read, not rotated', async () => {
    const partnerKey = inject('partnerApiKey');
    const ownId = (await secretCall(adminApiKey())).body.result.receiverId.slice('key:'.length);
    expect((await secretCall(adminApiKey(), { receiverId: `sub:partner:${ownId}` })).status).toBe(200);
    // Every admin route that mints records the key: the token route, and the consumer's and merchant's.
    const consumer = receiverOfToken((await givenConsumer()).token);
    const merchant = receiverOfToken((await givenMerchant()).token);
    for (const receiverId of [consumer, merchant]) expect((await secretCall(adminApiKey(), { receiverId })).status).toBe(200);
    const user = await mintedReceiver();
    expect(await secretOf(user, true)).toMatchObject({ receiverId: user, generation: 1 });

    const never = await secretCall(adminApiKey(), { receiverId: `sub:${randomUUID()}` });
    expect(never.status).toBe(403);
    expect(never.body.error.details).toEqual([{ field: 'body.receiverId', reason: 'is a subject this API key minted no token for' }]);
    expect((await secretCall(partnerKey, { receiverId: user })).status).toBe(403);

    // Once another partner minted for the same user, both read one secret and neither drops it.
    const minted = await call('POST', '/v1/auth/admin/token/generate', { apiKey: partnerKey, body: { claims: { UserReference: user.slice('sub:'.length) } } });
    expect(minted.status, minted.text).toBe(200);
    for (const apiKey of [adminApiKey(), partnerKey]) {
      const refused = await secretCall(apiKey, { receiverId: user, rotate: true });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.error.details).toEqual([{ field: 'body.rotate', reason: 'the receiver is shared with another API key' }]);
    }
    const read = await secretOf(user);
    expect(read.generation).toBe(1);
    expect((await secretCall(partnerKey, { receiverId: user })).body.result).toEqual(read);
  });
});
