/**
 * The outbox sweeper (MSG-7) on its own, against DynamoDB Local (a table of its own per test, so the
 * platform's own sweeper never sees these items and these sweeps touch nothing else), with SQS
 * mocked: which items it requeues, and that only a claim a sender left unfinished counts toward
 * abandoning. Each sweep is run at an explicit time, five minutes apart, as the schedule runs it.
 */
import type { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientsModule from '../../shared/aws/clients.js';
import type * as ItemModule from '../../shared/messages/outbox-item.js';
import type * as StoreModule from '../../shared/messages/outbox-store.js';
import type * as SweeperModule from '../../shared/messages/sweeper.js';
import { ownTablePerTest } from './own-table.js';

const T0 = Date.parse('2031-03-01T10:00:00.000Z');
const minutes = (n: number) => new Date(T0 + n * 60_000);
/** The sender's lease on AWS: the consumer's timeout, visibility ÷ 6. */
const LEASE_SECONDS = 30;

let clients: typeof ClientsModule;
let items: typeof ItemModule;
let store: StoreModule.OutboxStore<{ status: StoreModule.OutboxStatus }>;
let sweeper: typeof SweeperModule;
let sent: string[];
let failSends: boolean;

const table = ownTablePerTest('outbox-sweeper');

beforeAll(async () => {
  clients = await import('../../shared/aws/clients.js');
  items = await import('../../shared/messages/outbox-item.js');
  sweeper = await import('../../shared/messages/sweeper.js');
  const { createOutboxStore } = await import('../../shared/messages/outbox-store.js');
  // The senders' own claim, attempt and outcome writes; the item's kind does not matter to them.
  store = createOutboxStore((raw) => (raw ? { status: raw['status'] as StoreModule.OutboxStatus } : undefined));
});

beforeEach(() => {
  sent = [];
  failSends = false;
  vi.spyOn(clients.sqs, 'send').mockImplementation(async (command: unknown) => {
    const entries = (command as SendMessageBatchCommand).input.Entries ?? [];
    if (failSends) return { Failed: entries.map((e) => ({ Id: e.Id, Code: 'InternalError', SenderFault: false })) };
    sent.push(...entries.map((e) => (JSON.parse(e.MessageBody ?? '{}') as { outboxId: string }).outboxId));
    return {};
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A webhook item written at T0 whose queue message never reached a sender. */
async function pendingItem(id: string): Promise<void> {
  await table.documents.send(new PutCommand({
    TableName: process.env['TABLE_NAME'],
    Item: { ...items.pendingOutboxItem(id, minutes(0), 'webhooks'), sealed: 'sealed-value' },
  }));
}

async function stored(id: string): Promise<Record<string, unknown>> {
  const out = await table.documents.send(new GetCommand({ TableName: process.env['TABLE_NAME'], Key: items.outboxKeys.item(id), ConsistentRead: true }));
  return out.Item ?? {};
}

/** A sender that takes the item and dies before recording anything (a message that kills its consumer). */
async function crashingClaim(id: string, at: Date): Promise<void> {
  expect((await store.claim(id, at, LEASE_SECONDS)).kind).toBe('claimed');
}

const sweep = (at: Date) => sweeper.sweepOutbox({ now: at, staleAfterSeconds: 240 });

describe('outbox sweeper', () => {
  it('keeps requeuing an item no sender claimed (a backlogged or throttled consumer): four sweeps leave it pending', async () => {
    await pendingItem('never-claimed');
    for (const at of [5, 10, 15, 20]) {
      const result = await sweep(minutes(at));
      expect(result.abandoned).toEqual([]);
      expect(result.requeued).toEqual(['never-claimed']);
    }
    expect(sent).toEqual(['never-claimed', 'never-claimed', 'never-claimed', 'never-claimed']);
    const item = await stored('never-claimed');
    expect(item).toMatchObject({ status: 'pending', requeues: 4, attempts: [], sealed: 'sealed-value', GSI1SK: minutes(20).toISOString() });
    expect(item).not.toHaveProperty('crashes');

    // The message finally reaches a sender, which can still claim it.
    expect((await store.claim('never-claimed', minutes(21), LEASE_SECONDS)).kind).toBe('claimed');
  });

  it('abandons an item whose sender claims it and dies after every requeue, as before: three requeues, then failed', async () => {
    await pendingItem('poison');
    await crashingClaim('poison', minutes(0.1));
    for (const at of [5, 10, 15]) {
      expect(await sweep(minutes(at))).toEqual({ requeued: ['poison'], unsent: [], abandoned: [] });
      await crashingClaim('poison', minutes(at + 0.1));
    }
    expect(await stored('poison')).toMatchObject({ status: 'pending', crashes: 3, requeues: 3 });

    expect(await sweep(minutes(20))).toEqual({ requeued: [], unsent: [], abandoned: ['poison'] });
    const item = await stored('poison');
    expect(item).toMatchObject({ status: 'failed', failure: 'abandoned', failedAt: minutes(20).toISOString(), attempts: [] });
    for (const gone of ['sealed', 'GSI1PK', 'GSI1SK', 'leaseUntil']) expect(item).not.toHaveProperty(gone);
    expect(await sweep(minutes(25))).toEqual({ requeued: [], unsent: [], abandoned: [] });
  });

  it('counts a claim left unfinished once, whatever happens to the requeues after it (failed sends, no new claim)', async () => {
    await pendingItem('crashed-once');
    await crashingClaim('crashed-once', minutes(0.1));
    failSends = true;
    expect(await sweep(minutes(5))).toEqual({ requeued: [], unsent: ['crashed-once'], abandoned: [] });
    expect(await sweep(minutes(10))).toEqual({ requeued: [], unsent: ['crashed-once'], abandoned: [] });
    failSends = false;
    for (const at of [15, 20, 25]) expect((await sweep(minutes(at))).requeued).toEqual(['crashed-once']);
    expect(await stored('crashed-once')).toMatchObject({ status: 'pending', crashes: 1, requeues: 5 });
  });

  it('does not count a claim that recorded its attempt (a failure SQS was to retry, its message then lost)', async () => {
    await pendingItem('attempted');
    for (const at of [0, 5, 10, 15]) {
      await store.claim('attempted', minutes(at + 0.1), LEASE_SECONDS);
      await store.recordFailure('attempted', { at: minutes(at + 0.2).toISOString(), receiveCount: 1, outcome: 'failed', httpStatus: 500 }, false);
      expect((await sweep(minutes(at + 5))).requeued).toEqual(['attempted']);
    }
    const item = await stored('attempted');
    expect(item).toMatchObject({ status: 'pending', requeues: 4 });
    expect(item['attempts']).toHaveLength(4);
    expect(item).not.toHaveProperty('crashes');
  });

  it('leaves an item alone while a sender holds its lease (staleness set shorter than a lease)', async () => {
    await pendingItem('held');
    await crashingClaim('held', minutes(1));
    const during = new Date(minutes(1).getTime() + 10_000);
    expect(await sweeper.sweepOutbox({ now: during, staleAfterSeconds: 3 })).toEqual({ requeued: [], unsent: [], abandoned: [] });
    expect(await stored('held')).not.toHaveProperty('crashes');
    // Once the lease has run out, the claim is one left unfinished.
    expect(await sweeper.sweepOutbox({ now: minutes(2), staleAfterSeconds: 3 })).toEqual({ requeued: ['held'], unsent: [], abandoned: [] });
    expect(await stored('held')).toMatchObject({ crashes: 1 });
  });
});
