/**
 * Which admin API keys minted a token for a subject: those may read its webhook secret, and rotate it
 * when no other key did (HOOK-5). Written at every mint, read by the secret route.
 *
 * Keys and access patterns (single table; the receiver's partition, beside its rotation state in
 * receiver-states.ts, whose module the token routes do not load: it builds a schema):
 *   minters   PK = WEBHOOK#RECEIVER#<sha256(receiverId), hex>   SK = MINTERS   get by receiver (secret route)
 * Item: receiverId (`sub:<subject>`), apiKeyIds (string set). No item = no key minted for the subject.
 */
import { createHash } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';

export const mintersKey = (receiverId: string) => ({ PK: `WEBHOOK#RECEIVER#${createHash('sha256').update(receiverId, 'utf8').digest('hex')}`, SK: 'MINTERS' });

/** A token subject's receiver, as callerScope names it. */
export const subjectReceiver = (subject: string): string => `sub:${subject}`;

/**
 * Adds the key to the subject's minters: one item per subject, however often it mints. A one-item
 * transaction, not UpdateItem: the token routes already carry TransactWriteItems, UpdateItem would add 1.5 KB.
 */
export const recordMinter = (subject: string, apiKeyId: string): Promise<unknown> => db.send(new TransactWriteCommand({
  TransactItems: [{
    Update: {
      TableName: config.tableName,
      Key: mintersKey(subjectReceiver(subject)),
      UpdateExpression: 'ADD apiKeyIds :k SET receiverId = :r, entity = :e',
      ExpressionAttributeValues: { ':k': new Set([apiKeyId]), ':r': subjectReceiver(subject), ':e': 'WebhookReceiverMinters' },
    },
  }],
}));

/** The keys that minted a token for the receiver's subject; empty when none did. */
export async function loadMinters(receiverId: string): Promise<ReadonlySet<string>> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: mintersKey(receiverId), ConsistentRead: true }));
  const keys: unknown = out.Item?.['apiKeyIds'];
  return keys instanceof Set ? new Set([...keys].filter((k): k is string => typeof k === 'string')) : new Set();
}
