/**
 * Reading many items: every page a Query answers, the first items of an index partition below a sort
 * key, and items by key in transactional batches or in batches of independent reads.
 */
import { BatchGetCommand, QueryCommand, TransactGetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from './client.js';

type PageInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>;

/**
 * A Query's pages in order, each read only when the caller asks for the next: a caller that has
 * enough stops pulling (or breaks out of its loop) and no further page is read. `limit`, asked
 * before each page, sizes that page to what the caller still wants (undefined: DynamoDB's 1 MB page).
 */
export async function* queryPages(input: PageInput, limit?: () => number | undefined): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, TableName: config.tableName, ExclusiveStartKey: startKey, Limit: limit?.() }));
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Up to `limit` items of one partition of a secondary index (`pk` in GSI1PK for GSI1, GSI2PK for
 * GSI2) whose sort key is below `before`, in sort-key order (oldest first for a time; never a Scan):
 * the sweeps' stale items. `keep` answers what to keep of an item read, or undefined to pass it over
 * (it may throw). Each page is sized to what is still wanted, at most 100 items, and no page is read
 * once `limit` items are kept. The entity module that owns the items names the index and values.
 * Its own page loop rather than queryPages: the sweeps' bundles then carry no generator (PERF-1).
 */
export async function queryBefore<T extends object>(
  index: 'GSI1' | 'GSI2', pk: string, before: string, limit: number, keep: (item: Record<string, unknown>) => T | undefined,
): Promise<T[]> {
  const kept: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({
      TableName: config.tableName, IndexName: index, ExclusiveStartKey: startKey, Limit: Math.min(limit - kept.length, 100),
      KeyConditionExpression: `${index}PK = :pk AND ${index}SK < :before`, ExpressionAttributeValues: { ':pk': pk, ':before': before },
    }));
    for (const item of page.Items ?? []) {
      const value = keep(item);
      if (value) kept.push(value);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && kept.length < limit);
  return kept;
}

export async function queryAll(input: PageInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...page);
  return items;
}

/** Every item of one partition whose sort key starts with a prefix. */
export async function queryPrefix(pk: string, skPrefix: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
    ConsistentRead: true,
  });
}

/**
 * Items by key, missing ones left out, 100 per TransactGetItems (a transactional read keeps every
 * request path to GetItem, Query or a transaction).
 */
export async function getItemsByKey(keys: readonly { PK: string; SK: string }[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    const out = await db.send(new TransactGetCommand({
      TransactItems: keys.slice(i, i + 100).map((Key) => ({ Get: { TableName: config.tableName, Key } })),
    }));
    for (const response of out.Responses ?? []) if (response.Item) found.push(response.Item);
  }
  return found;
}

/**
 * Items by key, missing ones left out, in no particular order: BatchGetItem, 100 keys a request,
 * each followed through its UnprocessedKeys (a response stops at 16 MB, where a TransactGetItems
 * of large items fails outright at 4 MB). Each item is read strongly consistent, but not as one
 * snapshot: for items each judged on its own (merchants' profiles), not for invariants across them
 * (getItemsByKey). `projection`: only these attributes (names, not paths).
 */
export async function batchGetByKey(keys: readonly { PK: string; SK: string }[], projection?: readonly string[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const names = projection ? Object.fromEntries(projection.map((name, i) => [`#p${i}`, name])) : undefined;
  const shape = names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {};
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] = keys.slice(i, i + 100);
    for (let stalled = 0; pending.length > 0;) {
      const out = await db.send(new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: pending, ConsistentRead: true, ...shape } } }));
      const items = out.Responses?.[config.tableName] ?? [];
      found.push(...items);
      pending = out.UnprocessedKeys?.[config.tableName]?.Keys ?? [];
      // Nothing read (throttled): back off before asking again, as DynamoDB advises.
      stalled = items.length > 0 ? 0 : stalled + 1;
      if (pending.length > 0 && stalled > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** stalled, 2000)));
    }
  }
  return found;
}
