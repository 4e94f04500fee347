/** Reading many items: every page a Query answers, and items by key in transactional batches. */
import { QueryCommand, TransactGetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from './client.js';

export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, TableName: config.tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
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
