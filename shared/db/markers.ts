/**
 * Uniqueness on the single table: a marker item whose key is the unique value, put under
 * `attribute_not_exists` in the same transaction as the record it guards (usernames, short codes,
 * yourReference + source per caller, external references). A clash cancels the whole transaction;
 * `cancelledAt` (shared/db/transactions.ts) tells which item did it.
 *
 * Keys and access patterns:
 *   marker   PK = MARK#<kind>#<value...>   SK = MARK   get the record a unique value belongs to
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import type { Caller } from '../http/caller.js';
import { db } from './client.js';

export const markerKey = (kind: string, ...parts: string[]) => ({ PK: `MARK#${kind}#${parts.join('#')}`, SK: 'MARK' });

/** A Put for a TransactWriteItems that claims the value for `target` (what the marker points to). */
export function markerPut(kind: string, parts: string[], target: Record<string, unknown>): Record<string, unknown> {
  return {
    Put: {
      TableName: config.tableName,
      Item: { ...markerKey(kind, ...parts), entity: 'Marker', kind, ...target },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** A Delete for a TransactWriteItems that frees the value again (a changed or removed record). */
export function markerDelete(kind: string, parts: string[]): Record<string, unknown> {
  return { Delete: { TableName: config.tableName, Key: markerKey(kind, ...parts) } };
}

export async function readMarker(kind: string, ...parts: string[]): Promise<Record<string, unknown> | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: markerKey(kind, ...parts), ConsistentRead: true }));
  return out.Item;
}

/** The scope "per caller" uniqueness is counted in: the admin key, or the token's subject. */
export function callerScope(caller: Caller): string {
  switch (caller.kind) {
    case 'admin':
      return `key:${caller.apiKeyId}`;
    case 'user':
      return `sub:${caller.subject}`;
    default:
      throw new Error(`no uniqueness scope for a ${caller.kind} caller`);
  }
}
