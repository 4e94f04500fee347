/**
 * Runs each stream consumer as a Lambda DynamoDB event source mapping with FilterCriteria and
 * ReportBatchItemFailures would: read every shard of the table's stream in order, hand the records
 * the filter matches over in batches, one invocation at a time per shard, and retry a failed batch
 * from its first failed record. After `retryAttempts` retries the records are dropped with a log
 * line, as Lambda does without an on-failure destination; the outbox sweeper is the backstop.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type Shard,
  type StreamStatus,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamConsumerDef } from '../resources.js';
import { lambdaContext } from './gateway.js';
import { matchesFilter, recordsDone, toDynamoDBRecord } from './stream-event.js';

export type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse | void>;

export interface StreamConsumerOptions {
  consumers: readonly StreamConsumerDef[];
  endpoint: string;
  region: string;
  tableName: string;
  /** Resolves a consumer's handler module (relative to functions/) to its handler. */
  loadHandler(module: string): Promise<StreamHandler>;
  /** Wait between reads of a shard that had nothing new. */
  pollIntervalMs?: number;
  log?: (line: string) => void;
}

export interface StreamConsumers {
  close(): Promise<void>;
}

/** Pause before retrying a failed batch, so a failing handler does not spin. */
const RETRY_DELAY_MS = 200;
/** Pause after a failed stream call (DynamoDB Local restarting, a network hiccup). */
const ERROR_DELAY_MS = 1000;

interface Consumer {
  def: StreamConsumerDef;
  handler: StreamHandler;
  functionName: string;
}

type StartingPosition = 'LATEST' | 'TRIM_HORIZON';

interface StreamStart {
  /** Shard id → its LATEST iterator. */
  open: Map<string, string | undefined>;
  closed: string[];
}

interface StreamState {
  status: StreamStatus | undefined;
  shards: Shard[];
}

/** Only the error's name is logged: a message may quote an item, and items may hold sealed secrets. */
const errorName = (error: unknown): string => (error instanceof Error ? error.name : typeof error);

export async function startStreamConsumers(options: StreamConsumerOptions): Promise<StreamConsumers> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const pollIntervalMs = options.pollIntervalMs ?? 100;
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: options.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const stop = new AbortController();
  const stopped = once(stop.signal, 'abort').then(() => undefined);
  const pause = (ms: number) => sleep(ms, undefined, { signal: stop.signal }).catch(() => undefined);

  async function latestStreamArn(): Promise<string> {
    let latest: { arn: string; label: string } | undefined;
    let start: string | undefined;
    do {
      const page = await streams.send(new ListStreamsCommand({ TableName: options.tableName, ExclusiveStartStreamArn: start }));
      for (const s of page.Streams ?? []) {
        // Labels are creation timestamps: a table whose stream was turned off and on lists both.
        if (s.StreamArn && s.StreamLabel && (!latest || s.StreamLabel > latest.label)) latest = { arn: s.StreamArn, label: s.StreamLabel };
      }
      start = page.LastEvaluatedStreamArn;
    } while (start);
    if (!latest) throw new Error(`table ${options.tableName} has no stream`);
    return latest.arn;
  }

  async function describe(streamArn: string): Promise<StreamState> {
    const shards: Shard[] = [];
    let status: StreamStatus | undefined;
    let start: string | undefined;
    do {
      const { StreamDescription: page } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      status = page?.StreamStatus;
      shards.push(...(page?.Shards ?? []));
      start = page?.LastEvaluatedShardId;
    } while (start);
    return { status, shards };
  }

  async function iteratorAt(streamArn: string, shardId: string, from: StartingPosition, afterSequenceNumber?: string): Promise<string | undefined> {
    const type = afterSequenceNumber ? 'AFTER_SEQUENCE_NUMBER' : from;
    const out = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: afterSequenceNumber }));
    return out.ShardIterator;
  }

  /**
   * Where reading begins. Open shards are read from LATEST: what was written while the platform was
   * stopped is not replayed (the outbox sweeper re-enqueues what no relay saw); closed shards are
   * done. The iterators are taken here, so whatever is written once the runner has started is read.
   */
  async function streamStart(streamArn: string): Promise<StreamStart> {
    const start: StreamStart = { open: new Map(), closed: [] };
    for (const shard of (await describe(streamArn)).shards) {
      if (!shard.ShardId) continue;
      if (shard.SequenceNumberRange?.EndingSequenceNumber) start.closed.push(shard.ShardId);
      else start.open.set(shard.ShardId, await iteratorAt(streamArn, shard.ShardId, 'LATEST'));
    }
    return start;
  }

  /** Hands the records to the handler; answers how many at the head are done (all, some or none). */
  async function invoke(consumer: Consumer, batch: DynamoDBRecord[], shardId: string): Promise<number> {
    try {
      const result = await consumer.handler({ Records: batch }, lambdaContext(consumer.functionName, randomUUID()));
      return recordsDone(result, batch);
    } catch (error) {
      log(`[stream] ${consumer.def.name}: ${consumer.functionName} failed on shard ${shardId} (${errorName(error)}), ${batch.length} record(s) kept`);
      return 0;
    }
  }

  /**
   * Delivers the records in order, `batchSize` at a time, until each is done or dropped (or the
   * runner stops). A failure retries from the first failed record; `failures` counts the failed
   * invocations that began at the current first record.
   */
  async function deliver(consumer: Consumer, records: DynamoDBRecord[], shardId: string): Promise<void> {
    const { batchSize, retryAttempts } = consumer.def;
    let pending = records;
    let failures = 0;
    while (pending.length > 0 && !stop.signal.aborted) {
      const batch = pending.slice(0, batchSize);
      const done = await invoke(consumer, batch, shardId);
      pending = pending.slice(done);
      if (done === batch.length) {
        failures = 0;
        continue;
      }
      failures = done > 0 ? 1 : failures + 1;
      if (failures > retryAttempts) {
        const dropped = batch.slice(done);
        log(`[stream] ${consumer.def.name}: shard ${shardId}: dropped after ${retryAttempts} retries: ${dropped.map((r) => r.dynamodb?.SequenceNumber).join(', ')}`);
        pending = pending.slice(dropped.length);
        failures = 0;
        continue;
      }
      await pause(RETRY_DELAY_MS);
    }
  }

  /** Reads one shard until it is closed (no next iterator) or the runner stops. */
  async function readShard(consumer: Consumer, streamArn: string, shardId: string, from: StartingPosition, first?: string): Promise<void> {
    let lastRead: string | undefined;
    let current = first;
    while (!stop.signal.aborted) {
      try {
        // A first iterator, or one replacing an expired one: after the last record read, else where it began.
        current ??= await iteratorAt(streamArn, shardId, from, lastRead);
        if (!current) return;
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: current }), { abortSignal: stop.signal });
        const read = page.Records ?? [];
        lastRead = read.at(-1)?.dynamodb?.SequenceNumber ?? lastRead;
        const records = read.map((r) => toDynamoDBRecord(r, streamArn, options.region)).filter((r) => matchesFilter(r, consumer.def.filter));
        await deliver(consumer, records, shardId);
        current = page.NextShardIterator;
        if (!current) return;
        // At once while records keep coming; a pause while the shard is idle.
        if (read.length === 0) await pause(pollIntervalMs);
      } catch (error) {
        if (stop.signal.aborted) return;
        if (error instanceof ExpiredIteratorException) {
          current = undefined;
          continue;
        }
        log(`[stream] ${consumer.def.name}: reading shard ${shardId} failed (${errorName(error)}), retrying in ${ERROR_DELAY_MS} ms`);
        await pause(ERROR_DELAY_MS);
      }
    }
  }

  /**
   * Follows the stream's shards for one consumer: the shards open at start from the iterators taken
   * then; shards that appear later from TRIM_HORIZON, a child only once its parent is finished. Each
   * closed shard triggers a new look at the stream for its children.
   */
  async function follow(consumer: Consumer, streamArn: string, start: StreamStart): Promise<void> {
    const finished = new Set<string>(start.closed);
    const reading = new Map<string, Promise<void>>();
    const read = (shardId: string, from: StartingPosition, first?: string) => {
      const done = readShard(consumer, streamArn, shardId, from, first).then(() => {
        reading.delete(shardId);
        finished.add(shardId);
      });
      reading.set(shardId, done);
    };
    const known = (id: string) => finished.has(id) || reading.has(id);
    for (const [shardId, iterator] of start.open) read(shardId, 'LATEST', iterator);
    while (!stop.signal.aborted) {
      // Wait for a shard to close; with none being read, look again after a pause.
      await (reading.size > 0 ? Promise.race([stopped, ...reading.values()]) : pause(pollIntervalMs));
      if (stop.signal.aborted) break;
      try {
        const { status, shards } = await describe(streamArn);
        const listed = new Set(shards.map((s) => s.ShardId));
        // A parent gone from the listing was trimmed away: nothing left to wait for.
        const ready = (s: Shard) => !s.ParentShardId || finished.has(s.ParentShardId) || (!listed.has(s.ParentShardId) && !known(s.ParentShardId));
        for (const shard of shards) if (shard.ShardId && !known(shard.ShardId) && ready(shard)) read(shard.ShardId, 'TRIM_HORIZON');
        if (reading.size === 0 && status !== 'ENABLED' && status !== 'ENABLING') {
          log(`[stream] ${consumer.def.name}: the table's stream is ${status ?? 'gone'}; no longer read`);
          break;
        }
      } catch (error) {
        log(`[stream] ${consumer.def.name}: describing the stream failed (${errorName(error)}), retrying in ${ERROR_DELAY_MS} ms`);
        await pause(ERROR_DELAY_MS);
      }
    }
    await Promise.all(reading.values());
  }

  let loops: Array<Promise<void>>;
  try {
    const consumers: Consumer[] = [];
    for (const def of options.consumers) {
      // Loaded up front so a missing module fails `npm start`, not the first record.
      consumers.push({ def, handler: await options.loadHandler(def.handler), functionName: def.handler.replace(/\W/g, '-') });
    }
    const streamArn = await latestStreamArn();
    const start = await streamStart(streamArn);
    loops = consumers.map((c) => follow(c, streamArn, start));
  } catch (error) {
    streams.destroy();
    throw error;
  }
  return {
    async close() {
      stop.abort();
      await Promise.all(loops);
      streams.destroy();
    },
  };
}
