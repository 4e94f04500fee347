/**
 * queryBefore (shared/db/query.ts), the sweeps' read of stale items, and its two callers
 * (stalePendingFiles, stalePendingItems), against DynamoDB Local: a table of its own per test, so
 * the platform's own sweeps never see these items. What it answers (the partition, below the sort
 * key, oldest first, what `keep` keeps), how many it keeps (`limit` counts kept items only), and
 * what it reads (each page sized to what is still wanted, at most 100; no page after enough).
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FileRecordsModule from '../../shared/consumer-files/file-records.js';
import type * as ClientModule from '../../shared/db/client.js';
import type * as QueryModule from '../../shared/db/query.js';
import type * as ItemModule from '../../shared/messages/outbox-item.js';
import type * as PendingModule from '../../shared/messages/outbox-pending.js';
import { ownTablePerTest } from './own-table.js';

const T0 = Date.parse('2031-03-01T10:00:00.000Z');
/** The n-th second after T0, as the sort key holds it. */
const at = (n: number) => new Date(T0 + n * 1000).toISOString();
const PARTITION = 'TEST#STALE';

let query: typeof QueryModule;
let client: typeof ClientModule;
let files: typeof FileRecordsModule;
let outbox: typeof PendingModule;
let outboxItem: typeof ItemModule;
/** The Limit of each Query the code under test sent, in order. */
let pageLimits: (number | undefined)[];

const table = ownTablePerTest('query-before');

beforeAll(async () => {
  query = await import('../../shared/db/query.js');
  client = await import('../../shared/db/client.js');
  files = await import('../../shared/consumer-files/file-records.js');
  outbox = await import('../../shared/messages/outbox-pending.js');
  outboxItem = await import('../../shared/messages/outbox-item.js');
});

beforeEach(() => {
  pageLimits = [];
  const send = client.db.send.bind(client.db);
  vi.spyOn(client.db, 'send').mockImplementation(((command: unknown) => {
    if (command instanceof QueryCommand) pageLimits.push(command.input.Limit);
    return send(command as never);
  }) as typeof client.db.send);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Writes the items, 25 to a BatchWriteItem. */
async function put(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await table.documents.send(new BatchWriteCommand({
      RequestItems: { [process.env['TABLE_NAME'] ?? '']: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
    }));
  }
}

/** An item of PARTITION in GSI1 (or GSI2) at second `n`. */
const indexed = (n: number, extra: Record<string, unknown> = {}, index: 'GSI1' | 'GSI2' = 'GSI1') => ({
  PK: `ITEM#${n}`, SK: 'ITEM', [`${index}PK`]: PARTITION, [`${index}SK`]: at(n), n, ...extra,
});

const numbers = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const keepAll = (item: Record<string, unknown>) => ({ n: item['n'] as number });

describe('queryBefore', () => {
  it('answers the partition\'s items below the sort key, oldest first, as `keep` maps them', async () => {
    // Written out of order; one at the bound itself (not below it), one in another partition.
    await put([indexed(3), indexed(1), indexed(5), indexed(2), indexed(4), { ...indexed(0), GSI1PK: 'TEST#OTHER' }]);
    const found = await query.queryBefore('GSI1', PARTITION, at(4), 10, keepAll);
    expect(found).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(pageLimits).toEqual([10]);
  });

  it('reads the index it is given (GSI2 by GSI2PK and GSI2SK)', async () => {
    await put([indexed(1, {}, 'GSI2'), indexed(2, {}, 'GSI2'), indexed(3)]);
    expect(await query.queryBefore('GSI2', PARTITION, at(9), 10, keepAll)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await query.queryBefore('GSI1', PARTITION, at(9), 10, keepAll)).toEqual([{ n: 3 }]);
  });

  it('keeps at most `limit`, the oldest, in pages of at most 100 sized to what is left, and reads no page after', async () => {
    await put(numbers(0, 250).map((n) => indexed(n)));
    const found = await query.queryBefore('GSI1', PARTITION, at(1000), 120, keepAll);
    expect(found.map((f) => f.n)).toEqual(numbers(0, 120));
    expect(pageLimits).toEqual([100, 20]);
  });

  it('reads on while pages are full (all 250 below a larger limit) and stops where the index ends', async () => {
    await put(numbers(0, 250).map((n) => indexed(n)));
    const found = await query.queryBefore('GSI1', PARTITION, at(1000), 500, keepAll);
    expect(found.map((f) => f.n)).toEqual(numbers(0, 250));
    expect(pageLimits).toEqual([100, 100, 100]);
  });

  it('counts only what `keep` keeps toward `limit`, reading on past items it passes over', async () => {
    // Every third item is passed over ('done'); the first five kept are 1, 2, 4, 5, 7.
    await put(numbers(0, 30).map((n) => indexed(n, { state: n % 3 === 0 ? 'done' : 'open' })));
    const keepOpen = (item: Record<string, unknown>) => (item['state'] === 'open' ? { n: item['n'] as number } : undefined);
    const found = await query.queryBefore('GSI1', PARTITION, at(1000), 5, keepOpen);
    expect(found).toEqual([1, 2, 4, 5, 7].map((n) => ({ n })));
    // 5 read (0..4, three kept), then 2 more (5, 6: one kept), then 1 (7).
    expect(pageLimits).toEqual([5, 2, 1]);
  });

  it('answers nothing, in one read, when nothing is below the sort key', async () => {
    await put([indexed(5), indexed(6)]);
    expect(await query.queryBefore('GSI1', PARTITION, at(5), 10, keepAll)).toEqual([]);
    expect(pageLimits).toEqual([10]);
  });

  it('passes on what `keep` throws', async () => {
    await put([indexed(1), indexed(2)]);
    await expect(query.queryBefore('GSI1', PARTITION, at(9), 10, (item) => {
      if (item['n'] === 2) throw new Error('bad item 2');
      return keepAll(item);
    })).rejects.toThrow('bad item 2');
  });
});

describe('its callers', () => {
  /** A file record as an upload writes it, pending (in the index) unless `status` says otherwise. */
  const fileItem = (n: number, status = 'pending') => ({
    PK: `CONSUMER#c-${n}`, SK: `FILE#f-${n}`, ...files.fileKeys.pending(at(n)), entity: 'ConsumerFile',
    reference: `f-${n}`, consumerReference: `c-${n}`, objectKey: `consumers/c-${n}/files/f-${n}`, createdDate: at(n),
    fileName: 'passport.pdf', mimeType: 'application/pdf', status,
  });

  it('stalePendingFiles: at most `limit` pending files created before the time, oldest first, only what the sweep needs', async () => {
    // File 2 is in the index but no longer pending (the filter, not the index, leaves it out).
    await put([fileItem(4), fileItem(1), fileItem(2, 'active'), fileItem(3), fileItem(9)]);
    expect(await files.stalePendingFiles(new Date(at(5)), 10)).toEqual([1, 3, 4].map((n) => ({
      consumerReference: `c-${n}`, reference: `f-${n}`, objectKey: `consumers/c-${n}/files/f-${n}`, createdDate: at(n),
    })));
    expect((await files.stalePendingFiles(new Date(at(5)), 2)).map((f) => f.reference)).toEqual(['f-1', 'f-3']);
  });

  it('stalePendingItems: at most `limit` pending items untouched since the time, oldest first, on their queue', async () => {
    const item = (n: number, queue?: string) => outboxItem.pendingOutboxItem(`o-${n}`, new Date(at(n)), queue);
    // o-2 is still in the index but delivered: left out.
    await put([item(3), item(1, 'webhooks'), { ...item(2), status: 'delivered' }, item(4), item(9)]);
    const stale = await outbox.stalePendingItems(new Date(at(5)), 10);
    expect(stale.map((i) => [i.id, i.queue])).toEqual([['o-1', 'webhooks'], ['o-3', 'messages'], ['o-4', 'messages']]);
    expect(stale[0]).toMatchObject({ status: 'pending', requeues: 0, GSI1SK: at(1) });
    expect((await outbox.stalePendingItems(new Date(at(5)), 2)).map((i) => i.id)).toEqual(['o-1', 'o-3']);
  });

  it('stalePendingItems: a malformed item in the index fails the read, naming it and its fields', async () => {
    await put([{ ...outboxItem.pendingOutboxItem('o-1', new Date(at(1))), requeues: 'many' }]);
    await expect(outbox.stalePendingItems(new Date(at(5)), 10)).rejects.toThrow('Outbox item o-1 is malformed: requeues');
  });
});
