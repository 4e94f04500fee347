/**
 * The outbound-message path against the local platform: outbox item → SQS → sender → SES/SNS
 * capture stand-in, with retries into the DLQ and the sweeper. The test process writes outbox items
 * with the domain code itself (functionEnv points it at the same stand-ins the functions use).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUES } from '../../lib/resources.js';
import { LOCAL_MESSAGE_FROM_EMAIL } from '../../lib/local/platform.js';
import type * as OutboxModule from '../../shared/messages/outbox.js';
import type * as OutboxStoreModule from '../../shared/messages/outbox-store.js';
import type * as OutboxEnqueueModule from '../../shared/messages/outbox-enqueue.js';
import { codeIn, failDeliveriesTo, inject, sentMessages, stopFailingDeliveriesTo, waitForMessage } from './harness.js';
import { outboxItem, outboxItemWhen, writeUnrelayed } from './identity-fixtures.js';

type Outbox = typeof OutboxModule;

const MAX_RECEIVES = QUEUES.find((q) => q.name === 'messages')!.maxReceiveCount;
const REGION = 'us-east-1';
const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

let outbox: Outbox;
let outboxStore: typeof OutboxStoreModule;
let outboxEnqueue: typeof OutboxEnqueueModule;
let db: DynamoDBDocumentClient;
let sqs: SQSClient;

beforeAll(async () => {
  // Before the domain modules load, so their clients see the local endpoints and table.
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  outbox = await import('../../shared/messages/outbox.js');
  outboxStore = await import('../../shared/messages/outbox-store.js');
  outboxEnqueue = await import('../../shared/messages/outbox-enqueue.js');
  db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: inject('awsEndpoints').dynamodb, region: REGION, credentials: CREDENTIALS }));
  sqs = new SQSClient({ endpoint: inject('awsEndpoints').sqs, region: REGION, credentials: CREDENTIALS });
});

afterAll(() => {
  db.destroy();
  sqs.destroy();
  vi.unstubAllEnvs();
});

const phone = () => `+2782${randomInt(1_000_000, 9_999_999)}`;
const email = () => `user-${randomUUID().slice(0, 8)}@example.test`;
const code = () => String(randomInt(100_000, 999_999));

const item = outboxItem;
const itemWhen = (id: string, predicate: (i: Record<string, unknown>) => boolean, timeoutMs = 15_000) => outboxItemWhen(id, predicate, timeoutMs);

const functionLogLines = (): string[] => {
  const file = inject('functionLogFile');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
};

/** Writes the item as a caller's transaction would, without the enqueue that follows the commit. */
/** An item whose queue message was never sent (the relay never saw it as new). */
async function writeWithoutEnqueue(message: Parameters<Outbox['outboxEntry']>[0], patch: Record<string, unknown> = {}): Promise<string> {
  const { id, put } = await outbox.outboxEntry(message);
  await writeUnrelayed({ ...put.Put.Item, ...patch });
  return id;
}

describe('outbound messages', () => {
  it('delivers an SMS OTP written with sendMessage, code in the capture, item marked delivered without its secret', async () => {
    const to = phone();
    const otp = code();
    const id = await outbox.sendMessage({
      channel: 'sms', to, template: 'otp', subject: 'U-TEST-1',
      params: { purpose: 'verify your mobile number', expiresInMinutes: '10' }, secrets: { code: otp },
    });
    const sms = await waitForMessage(to);
    expect(sms).toMatchObject({ channel: 'sms', to });
    expect(codeIn(sms)).toBe(otp);
    expect(sms.text).toContain('verify your mobile number');

    const done = await itemWhen(id, (i) => i['status'] === 'delivered');
    expect(done).toMatchObject({ providerMessageId: sms.providerMessageId, subject: 'U-TEST-1', requeues: 0 });
    expect(done['attempts']).toEqual([expect.objectContaining({ outcome: 'delivered', receiveCount: 1, providerMessageId: sms.providerMessageId })]);
    expect(done).not.toHaveProperty('sealed');
    expect(done).not.toHaveProperty('GSI1PK');
    expect(JSON.stringify(done)).not.toContain(otp);
  });

  it('sends a password reset by e-mail with both the code and the user reference, from the configured address', async () => {
    const to = email();
    const resetCode = code();
    await outbox.sendMessage({ channel: 'email', to, template: 'password-reset', params: { userReference: 'U-7Q2K', expiresInMinutes: '15', name: 'Thandi' }, secrets: { resetCode } });
    const mail = await waitForMessage(to);
    expect(mail).toMatchObject({ channel: 'email', from: LOCAL_MESSAGE_FROM_EMAIL, subject: 'Reset your password' });
    expect(codeIn(mail)).toBe(resetCode);
    expect(mail.text).toContain('U-7Q2K');
    expect(mail.text).toContain('Hello Thandi,');
  });

  it('never holds the code in clear in the table item, and no function log line carries it', async () => {
    const to = phone();
    const otp = code();
    const id = await writeWithoutEnqueue({ channel: 'sms', to, template: 'otp', params: { purpose: 'sign in', expiresInMinutes: '5' }, secrets: { code: otp } });
    const pending = await item(id);
    expect(pending['status']).toBe('pending');
    expect(pending['sealed']).toMatch(/^v1\./);
    expect(JSON.stringify(pending)).not.toContain(otp);

    await outboxEnqueue.sendToQueues([{ id, queue: 'messages', body: outboxEnqueue.outboxMessageBody(id) }]);
    expect(codeIn(await waitForMessage(to))).toBe(otp);
    await itemWhen(id, (i) => i['status'] === 'delivered');
    // The sender logs after it marks the item delivered: wait for the line (up to 15 s: 5 s ran out once in CI) rather than race it.
    let lines = functionLogLines();
    for (let i = 0; i < 150 && !lines.some((l) => l.includes(id) && l.includes('outbound message delivered')); i++) {
      await new Promise((r) => setTimeout(r, 100));
      lines = functionLogLines();
    }
    const mine = lines.filter((l) => l.includes(id));
    expect(mine.some((l) => l.includes('outbound message delivered'))).toBe(true);
    for (const line of mine) expect(line).not.toContain(to);
    for (const line of lines) expect(line).not.toContain(otp);
  });

  it('retries a failed send and delivers on the next receive', async () => {
    const to = phone();
    await failDeliveriesTo(to, 1);
    const otp = code();
    const id = await outbox.sendMessage({ channel: 'sms', to, template: 'otp', params: { purpose: 'confirm a payment', expiresInMinutes: '5' }, secrets: { code: otp } });
    const done = await itemWhen(id, (i) => i['status'] === 'delivered');
    expect(done['attempts']).toEqual([
      expect.objectContaining({ outcome: 'failed', receiveCount: 1, error: expect.objectContaining({ name: 'InvalidParameterException' }) }),
      expect.objectContaining({ outcome: 'delivered', receiveCount: 2 }),
    ]);
    expect(await sentMessages(to)).toHaveLength(1);
  });

  it('ends a message that keeps failing in the DLQ after every receive, item failed with each attempt recorded and no secret', async () => {
    const to = email();
    await failDeliveriesTo(to);
    const resetCode = code();
    try {
      const id = await outbox.sendMessage({ channel: 'email', to, template: 'password-reset', params: { userReference: 'U-DLQ1', expiresInMinutes: '15' }, secrets: { resetCode } });
      const failed = await itemWhen(id, (i) => i['status'] === 'failed', 20_000);
      const attempts = failed['attempts'] as Array<Record<string, unknown>>;
      expect(attempts.map((a) => a['receiveCount'])).toEqual(Array.from({ length: MAX_RECEIVES }, (_v, i) => i + 1));
      for (const a of attempts) expect(a).toMatchObject({ outcome: 'failed', error: { name: 'MessageRejected' } });
      expect(failed).toMatchObject({ failure: 'attempts-exhausted' });
      expect(failed).not.toHaveProperty('sealed');
      expect(failed).not.toHaveProperty('GSI1PK');
      expect(JSON.stringify(failed)).not.toContain(resetCode);

      const dlqUrl = `${inject('functionEnv')['QUEUE_URL_MESSAGES']}-dlq`;
      const deadline = Date.now() + 15_000;
      let dead: string | undefined;
      while (!dead && Date.now() < deadline) {
        const got = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
        const match = got.Messages?.find((m) => m.Body === JSON.stringify({ outboxId: id }));
        if (match) {
          dead = match.Body;
          await sqs.send(new DeleteMessageCommand({ QueueUrl: dlqUrl, ReceiptHandle: match.ReceiptHandle }));
        }
      }
      expect(dead).toBeDefined();
      expect(await sentMessages(to)).toEqual([]);

      // Failed items are out of the pending index: no sweep can resurrect them.
      const pending = await outboxStore.stalePendingItems(new Date(Date.now() + 3_600_000), 10_000);
      expect(pending.map((p) => p.id)).not.toContain(id);
    } finally {
      await stopFailingDeliveriesTo(to);
    }
  });

  it('sweeps: re-enqueues an item whose SQS send never happened, and abandons one whose senders kept dying on it', async () => {
    const to = phone();
    const otp = code();
    const lost = await writeWithoutEnqueue({ channel: 'sms', to, template: 'otp', params: { purpose: 'verify your mobile number', expiresInMinutes: '10' }, secrets: { code: otp } });
    const abandonedTo = phone();
    const abandoned = await writeWithoutEnqueue(
      { channel: 'sms', to: abandonedTo, template: 'otp', params: { purpose: 'sign in', expiresInMinutes: '10' }, secrets: { code: code() } },
      // Three requeues each found a sender's claim left unfinished, and so did the last one (its lease ran out).
      { requeues: 3, crashes: 3, leaseUntil: Date.now() - 1_000 },
    );

    // The local sweeper runs every 0.5 s and takes items untouched for 3 s (test/global-setup.ts).
    expect(codeIn(await waitForMessage(to, () => true, 10_000))).toBe(otp);
    expect(await itemWhen(lost, (i) => i['status'] === 'delivered')).toMatchObject({ requeues: 1 });
    const gaveUp = await itemWhen(abandoned, (i) => i['status'] === 'failed');
    expect(gaveUp).toMatchObject({ failure: 'abandoned', requeues: 3, crashes: 3, attempts: [] });
    expect(gaveUp).not.toHaveProperty('sealed');
    expect(gaveUp).not.toHaveProperty('leaseUntil');
    expect(await sentMessages(abandonedTo)).toEqual([]);
  });

  it('refuses a message it could not deliver as written (fields named, values not echoed)', async () => {
    const secret = code();
    await expect(outbox.sendMessage({ channel: 'sms', to: '0821234567', template: 'otp', params: { purpose: 'x' }, secrets: { code: secret } }))
      .rejects.toThrow(/to must be a mobile number in E\.164.*|params\.expiresInMinutes is required/);
    await expect(outbox.sendMessage({ channel: 'sms', to: '0821234567', template: 'otp', params: { purpose: 'x' }, secrets: { code: secret } }))
      .rejects.not.toThrow(new RegExp(`${secret}|0821234567`));
  });
});
