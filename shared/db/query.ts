/** Reading many items: every page a Query answers, and items by key in transactional batches. */
import { QueryCommand, TransactGetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
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
