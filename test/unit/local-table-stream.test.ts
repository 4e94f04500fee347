/**
 * The table's stream on DynamoDB Local and the runner that feeds stream consumers as Lambda's
 * DynamoDB event source mapping would: the filter, the event's shape, order, batch size,
 * ReportBatchItemFailures, retries and drops, and close.
 */
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureTable, startDynamo, type LocalDynamo } from '../../lib/local/dynamodb.js';
import { recordsDone } from '../../lib/local/stream-event.js';
import { startStreamConsumers, type StreamConsumers } from '../../lib/local/table-stream.js';
import type { StreamConsumerDef } from '../../lib/resources.js';
import { until } from '../until.js';

const REGION = 'us-east-1';
const RELAY: StreamConsumerDef = {
  name: 'test-relay', logicalId: 'TestRelay', handler: 'test/relay', batchSize: 3, retryAttempts: 2,
  filter: { eventName: 'INSERT', entities: ['Outbox'] }, resources: {},
};
/** Written into every item: no log line may quote it. */
const SEALED = 'sealed-secret-value';

/** A promise the test opens when it chooses: holds a handler in the middle of a batch. */
function gate(): { open(): void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

let dynamo: LocalDynamo;
let documents: DynamoDBDocumentClient;
let tableName: string;
let tableCount = 0;
let runner: StreamConsumers | undefined;
let logLines: string[];
let batches: DynamoDBRecord[][];
let contexts: Context[];
/** What the test handler does with each batch; records are kept in `batches` first. */
let answer: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

beforeAll(async () => {
  dynamo = await startDynamo({ region: REGION });
  documents = DynamoDBDocumentClient.from(dynamo.client);
});

afterAll(async () => {
  await dynamo?.close();
});

// A table of its own per test: its stream holds only that test's records.
beforeEach(async () => {
  tableName = `stream-test-${++tableCount}`;
  await ensureTable(dynamo.client, tableName);
  logLines = [];
  batches = [];
  contexts = [];
  answer = async () => undefined;
});

afterEach(async () => {
  await runner?.close();
  runner = undefined;
});

const startRunner = async (def: StreamConsumerDef = RELAY) => {
  runner = await startStreamConsumers({
    consumers: [def],
    endpoint: dynamo.endpoint,
    region: REGION,
    tableName,
    pollIntervalMs: 20,
    loadHandler: async (module) => {
      if (module !== def.handler) throw new Error(`unexpected handler ${module}`);
      return async (event, context) => {
        batches.push(event.Records);
        contexts.push(context);
        return answer(event);
      };
    },
    log: (line) => logLines.push(line),
  });
};

const putOutbox = (id: string) =>
  documents.send(new PutCommand({ TableName: tableName, Item: { PK: `OUTBOX#${id}`, SK: 'OUTBOX', entity: 'Outbox', id, status: 'pending', sealed: Buffer.from(SEALED) } }));
const putOther = (id: string) => documents.send(new PutCommand({ TableName: tableName, Item: { PK: `PAYMENT#${id}`, SK: 'PAYMENT', entity: 'Payment', id } }));

const idOf = (record: DynamoDBRecord) => record.dynamodb?.NewImage?.['id']?.S;
const batchIds = () => batches.map((batch) => batch.map(idOf));
const delivered = (id: string) => () => (batches.some((batch) => batch.some((r) => idOf(r) === id)) ? true : undefined);

/**
 * Holds the handler on a first item while `write` runs, so what it writes is read in one go once
 * the handler returns: the next batches are then exactly what the runner makes of those records.
 */
async function writeWhileHeld(write: () => Promise<void>): Promise<void> {
  const held = gate();
  const previous = answer;
  answer = async (event) => {
    if (idOf(event.Records[0]!) === 'first') await held.opened;
    return previous(event);
  };
  await putOutbox('first');
  await until('the first batch', delivered('first'));
  await write();
  held.open();
}

describe('ensureTable', () => {
  it('creates the table with the stream the outbox relay reads', async () => {
    const { Table } = await dynamo.client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(Table?.LatestStreamArn).toMatch(/stream/);
  });

  it('turns the stream on for a table created before it existed (a developer\'s .data/)', async () => {
    const legacy = `legacy-${tableCount}`;
    await dynamo.client.send(
      new CreateTableCommand({
        TableName: legacy,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }, { AttributeName: 'SK', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }],
      }),
    );
    const before = await dynamo.client.send(new DescribeTableCommand({ TableName: legacy }));
    expect(before.Table?.StreamSpecification?.StreamEnabled).not.toBe(true);

    await ensureTable(dynamo.client, legacy);
    const after = await dynamo.client.send(new DescribeTableCommand({ TableName: legacy }));
    expect(after.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    // A second start leaves the stream as it is.
    await ensureTable(dynamo.client, legacy);
    const again = await dynamo.client.send(new DescribeTableCommand({ TableName: legacy }));
    expect(again.Table?.LatestStreamArn).toBe(after.Table?.LatestStreamArn);
  });
});

describe('startStreamConsumers', () => {
  it('hands a new outbox item over in the shape of a Lambda DynamoDB stream event', async () => {
    await startRunner();
    const before = Math.floor(Date.now() / 1000);
    await putOutbox('o1');
    await until('the outbox item', delivered('o1'));
    const after = Math.ceil(Date.now() / 1000);

    const { Table } = await dynamo.client.send(new DescribeTableCommand({ TableName: tableName }));
    const record = batches[0]?.[0];
    expect(record).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      eventVersion: expect.any(String) as string,
      eventID: expect.any(String) as string,
      awsRegion: REGION,
      eventSourceARN: Table?.LatestStreamArn,
      dynamodb: {
        Keys: { PK: { S: 'OUTBOX#o1' }, SK: { S: 'OUTBOX' } },
        NewImage: { PK: { S: 'OUTBOX#o1' }, SK: { S: 'OUTBOX' }, entity: { S: 'Outbox' }, id: { S: 'o1' }, status: { S: 'pending' }, sealed: { B: Buffer.from(SEALED).toString('base64') } },
        SequenceNumber: expect.stringMatching(/^\d+$/) as string,
        SizeBytes: expect.any(Number) as number,
        StreamViewType: 'NEW_IMAGE',
      },
    });
    // Epoch seconds, as Lambda sends them (the SDK would give a Date).
    const created = record?.dynamodb?.ApproximateCreationDateTime;
    expect(typeof created).toBe('number');
    expect(created).toBeGreaterThanOrEqual(before - 60);
    expect(created).toBeLessThanOrEqual(after);
    expect(record?.dynamodb?.OldImage).toBeUndefined();
    expect(contexts[0]).toMatchObject({ functionName: 'test-relay', awsRequestId: expect.any(String) as string });
  });

  it('hands over only what the filter matches: no other entity, no MODIFY of an outbox item', async () => {
    await startRunner();
    await putOutbox('o1');
    await putOther('p1');
    await documents.send(new UpdateCommand({ TableName: tableName, Key: { PK: 'OUTBOX#o1', SK: 'OUTBOX' }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'sent' } }));
    // Records come in order: once o2 is handed over, the two before it have been read.
    await putOutbox('o2');
    await until('o2', delivered('o2'));
    expect(batches.flat().map((r) => [r.eventName, idOf(r)])).toEqual([['INSERT', 'o1'], ['INSERT', 'o2']]);
  });

  it('keeps the order of the shard and hands over at most batchSize records per invocation, one at a time', async () => {
    let running = 0;
    let overlapped = false;
    answer = async () => {
      running += 1;
      overlapped ||= running > 1;
      await new Promise((r) => setTimeout(r, 10));
      running -= 1;
    };
    await startRunner();
    await writeWhileHeld(async () => {
      for (const id of ['a', 'b', 'c', 'd', 'e']) await putOutbox(id);
    });
    await until('e', delivered('e'));
    expect(batchIds()).toEqual([['first'], ['a', 'b', 'c'], ['d', 'e']]);
    expect(overlapped).toBe(false);
  });

  it('on batchItemFailures hands the batch over again from the lowest failed record only', async () => {
    const failedOnce = new Set<string>();
    answer = async (event) => {
      // Names c and d the first time: c is the lowest, so c and d come back; b is done.
      const named = event.Records.filter((r) => ['c', 'd'].includes(idOf(r) ?? '') && !failedOnce.has(idOf(r) ?? ''));
      for (const r of named) failedOnce.add(idOf(r) ?? '');
      return { batchItemFailures: named.reverse().map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })) };
    };
    await startRunner();
    await writeWhileHeld(async () => {
      for (const id of ['b', 'c', 'd']) await putOutbox(id);
    });
    await until('the retry', () => (batches.length >= 3 ? true : undefined));
    await putOutbox('z');
    await until('z', delivered('z'));
    expect(batchIds()).toEqual([['first'], ['b', 'c', 'd'], ['c', 'd'], ['z']]);
    expect(logLines).toEqual([]);
  });

  it('retries the whole batch when the handler throws, then drops it after retryAttempts and logs its sequence numbers', async () => {
    answer = async (event) => {
      if (event.Records.some((r) => idOf(r) === 'poison')) throw new TypeError(`cannot relay ${SEALED}`);
    };
    await startRunner();
    await writeWhileHeld(async () => {
      await putOutbox('ok');
      await putOutbox('poison');
    });
    await until('the drop', () => (logLines.some((l) => l.includes('dropped')) ? true : undefined));
    await putOutbox('after');
    await until('the next record', delivered('after'));

    // One invocation and retryAttempts (2) retries of the same batch, then the stream moves on.
    expect(batchIds()).toEqual([['first'], ['ok', 'poison'], ['ok', 'poison'], ['ok', 'poison'], ['after']]);
    const sequenceNumbers = batches[1]!.map((r) => r.dynamodb?.SequenceNumber ?? '');
    const drop = logLines.find((l) => l.includes('dropped'));
    expect(drop).toContain('test-relay');
    expect(drop).toMatch(/shard shardId-\S+/);
    for (const sequenceNumber of sequenceNumbers) expect(drop).toContain(sequenceNumber);
    // Each failure logs the error's name, never its message (it may quote an item).
    expect(logLines.filter((l) => l.includes('TypeError'))).toHaveLength(3);
    expect(logLines.join('\n')).not.toContain(SEALED);
  });

  it('close waits for an invocation in progress and starts no other', async () => {
    const held = gate();
    const events: string[] = [];
    answer = async (event) => {
      if (idOf(event.Records[0]!) === 'slow') {
        await held.opened;
        events.push('handler returned');
      }
    };
    await startRunner();
    await putOutbox('slow');
    await until('the slow batch', delivered('slow'));
    await putOutbox('later');
    const closing = runner!.close().then(() => events.push('closed'));
    runner = undefined;
    // Long enough for a close that did not wait to have finished.
    await new Promise((r) => setTimeout(r, 300));
    held.open();
    await closing;
    expect(events).toEqual(['handler returned', 'closed']);
    expect(batchIds()).toEqual([['slow']]);
  });

  it('fails the start when a handler cannot be loaded', async () => {
    await expect(
      startStreamConsumers({
        consumers: [RELAY],
        endpoint: dynamo.endpoint,
        region: REGION,
        tableName,
        loadHandler: () => Promise.reject(new Error('functions/test/relay.ts exports no handler')),
      }),
    ).rejects.toThrow(/exports no handler/);
  });
});

describe('recordsDone (ReportBatchItemFailures)', () => {
  const batch = ['100', '200', '300'].map((SequenceNumber) => ({ dynamodb: { SequenceNumber } }) as DynamoDBRecord);
  it.each([
    ['undefined', undefined, 3],
    ['null', null, 3],
    ['an empty response', {}, 3],
    ['an empty list', { batchItemFailures: [] }, 3],
    ['a null list', { batchItemFailures: null }, 3],
    ['the second record', { batchItemFailures: [{ itemIdentifier: '200' }] }, 1],
    ['the lowest of several, in any order', { batchItemFailures: [{ itemIdentifier: '300' }, { itemIdentifier: '200' }] }, 1],
    ['an unknown sequence number', { batchItemFailures: [{ itemIdentifier: '999' }] }, 0],
    ['an empty identifier', { batchItemFailures: [{ itemIdentifier: '' }] }, 0],
    ['a wrong key', { batchItemFailures: [{ sequenceNumber: '200' }] }, 0],
    ['a string', 'ok', 0],
  ])('%s', (_name, result, expected) => {
    expect(recordsDone(result, batch)).toBe(expected);
  });
});
