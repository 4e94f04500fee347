/**
 * Notification messages (docs/decisions/notifications.md): one item per message, for one merchant or
 * one consumer, written by an admin or by a template's fan-out.
 *
 * Keys and access patterns (single table):
 *   message   PK = NTFMSG#<messageReference>   SK = MESSAGE       get by reference (read, mark read, delete)
 *   inbox     GSI1PK = NTFINBOX#<Merchant|Consumer>#<recipientReference>   GSI1SK = <createdDate>#<messageReference>
 *             Query backwards: a recipient's messages newest first, paged (NTF-7)
 *   template  GSI2PK = NTFTPLMSG#<templateReference>#<shard 00–15>   GSI2SK = <recipientReference>
 *             Query: a template's messages one directory shard at a time, for re-dating and deleting
 *             them in pages (NTF-5); the shard is the merchant directory's, so each fan-out chain
 *             writes its own index partition and no single key takes the whole template's writes.
 * A template's message has a reference derived from template and merchant (NTF-5): a retried or
 * duplicated fan-out page puts the same key, under attribute_not_exists, and cannot make a second one.
 */
import { createHash } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { cancellationCodes, conditionHeld } from '../db/transactions.js';
import type { MessagePlacement, MessageTarget, MessageType } from '../schemas/notification-enums.js';
import type { Recipient, RecipientType } from './rules.js';

export interface MessageContent {
  messageType: MessageType;
  messageTarget: MessageTarget;
  messagePlacement: MessagePlacement;
  header: string;
  body: string;
  navigationKey?: string | null;
  navigationValue?: string | null;
  buttonText?: string | null;
}

export interface MessageRecord extends MessageContent, Recipient {
  reference: string;
  templateReference?: string;
  isRead: boolean;
  readDate?: string;
  visibleFromDate?: string | null;
  visibleUntilDate: string;
  createdDate: string;
  /** The template's dates revision these dates come from (NTF-5): a re-date never goes backwards. */
  datesVersion?: number;
}

const inboxPartition = (type: RecipientType, reference: string) => `NTFINBOX#${type}#${reference}`;
const templatePartition = (templateReference: string, shard: number) => `NTFTPLMSG#${templateReference}#${String(shard).padStart(2, '0')}`;

export const messageKeys = {
  message: (reference: string) => ({ PK: `NTFMSG#${reference}`, SK: 'MESSAGE' }),
  inbox: (m: Pick<MessageRecord, 'recipientType' | 'recipientReference' | 'createdDate' | 'reference'>) => ({
    GSI1PK: inboxPartition(m.recipientType, m.recipientReference), GSI1SK: `${m.createdDate}#${m.reference}`,
  }),
  ofTemplate: (templateReference: string, shard: number, recipientReference: string) => ({ GSI2PK: templatePartition(templateReference, shard), GSI2SK: recipientReference }),
};

/** RFC 4122 name-based (SHA-1, version 5) UUID: the same template and merchant always give the same message reference. */
export function templateMessageReference(templateReference: string, merchantReference: string): string {
  const hash = createHash('sha1').update(`notification:${templateReference}:${merchantReference}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function recordOf(item: Record<string, unknown> | undefined): MessageRecord | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, GSI2PK: _g2pk, GSI2SK: _g2sk, entity: _entity, ...record } = item;
  return record as unknown as MessageRecord;
}

/** A new message's Put (for a transaction or alone): never overwrites one that exists. */
export function messagePut(m: MessageRecord, templateShard?: number): Record<string, unknown> {
  return {
    Put: {
      TableName: config.tableName,
      Item: {
        ...messageKeys.message(m.reference), ...messageKeys.inbox(m),
        ...(m.templateReference !== undefined && templateShard !== undefined ? messageKeys.ofTemplate(m.templateReference, templateShard, m.recipientReference) : {}),
        entity: 'NotificationMessage', ...m,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function insertMessage(m: MessageRecord): Promise<void> {
  await db.send(new TransactWriteCommand({ TransactItems: [messagePut(m)] }));
}

export async function getMessage(reference: string): Promise<MessageRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: messageKeys.message(reference.toLowerCase()), ConsistentRead: true }));
  return recordOf(out.Item);
}

/** The sort key a page ends at: the inbox position of a message. */
export const inboxPosition = (m: MessageRecord): string => messageKeys.inbox(m).GSI1SK;

/**
 * A recipient's messages newest first, older than `before` (an inbox position) when given, keeping
 * those `keep` accepts, until `limit` are kept or the inbox ends.
 */
export async function inboxPage(recipient: Recipient, limit: number, before: string | undefined, keep: (m: MessageRecord) => boolean): Promise<MessageRecord[]> {
  const kept: MessageRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({
      TableName: config.tableName, IndexName: 'GSI1', ScanIndexForward: false, Limit: 100, ExclusiveStartKey: startKey,
      KeyConditionExpression: before === undefined ? 'GSI1PK = :pk' : 'GSI1PK = :pk AND GSI1SK < :before',
      ExpressionAttributeValues: { ':pk': inboxPartition(recipient.recipientType, recipient.recipientReference), ...(before === undefined ? {} : { ':before': before }) },
    }));
    for (const item of page.Items ?? []) {
      const m = recordOf(item);
      if (m && keep(m)) kept.push(m);
      if (kept.length === limit) return kept;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return kept;
}

/** Sets isRead and, the first time only, readDate (NTF-10). False when there is no such message. */
export async function markRead(reference: string, now: Date): Promise<boolean> {
  return conditionHeld(db.send(new UpdateCommand({
    TableName: config.tableName, Key: messageKeys.message(reference),
    UpdateExpression: 'SET isRead = :true, readDate = if_not_exists(readDate, :now)', ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':true': true, ':now': now.toISOString() },
  })));
}

/** False when there was no such message. */
export async function removeMessage(reference: string): Promise<boolean> {
  const out = await db.send(new DeleteCommand({ TableName: config.tableName, Key: messageKeys.message(reference), ReturnValues: 'ALL_OLD' }));
  return out.Attributes !== undefined;
}

/** One page of a template's messages in one directory shard: their references, and where the next page starts. */
export async function templateMessagesPage(templateReference: string, shard: number, after: string | undefined, limit: number): Promise<{ references: string[]; next: string | undefined }> {
  const pk = templatePartition(templateReference, shard);
  const page = await db.send(new QueryCommand({
    TableName: config.tableName, IndexName: 'GSI2', Limit: limit,
    KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': pk },
    ...(after === undefined ? {} : { ExclusiveStartKey: { GSI2PK: pk, GSI2SK: after, ...messageKeys.message(templateMessageReference(templateReference, after)) } }),
  }));
  const items = page.Items ?? [];
  return {
    references: items.map((i) => String(i['reference'])),
    next: page.LastEvaluatedKey ? String(items.at(-1)?.['recipientReference']) : undefined,
  };
}

/**
 * Moves the window of these messages to a dates revision in one transaction per call (≤ 100).
 * A message deleted meanwhile, or already at a newer revision, is left alone: the transaction is
 * retried without it.
 */
/** Moves messages to a revision's window; answers how many it moved (those already there or gone are not). */
export async function redateMessages(references: readonly string[], window: { visibleFromDate?: string | null | undefined; visibleUntilDate: string }, version: number): Promise<number> {
  let pending = [...references];
  for (let attempt = 0; pending.length > 0; attempt++) {
    try {
      await db.send(new TransactWriteCommand({
        TransactItems: pending.map((reference) => ({
          Update: {
            TableName: config.tableName, Key: messageKeys.message(reference),
            UpdateExpression: 'SET visibleFromDate = :from, visibleUntilDate = :until, datesVersion = :v',
            ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(datesVersion) OR datesVersion < :v)',
            ExpressionAttributeValues: { ':from': window.visibleFromDate ?? null, ':until': window.visibleUntilDate, ':v': version },
          },
        })),
      }));
      return pending.length;
    } catch (error) {
      const codes = cancellationCodes(error);
      // A conflict with a recipient's own write (mark read) is retried a few times; then SQS redelivers.
      if (!codes || attempt >= 5) throw error;
      pending = pending.filter((_, i) => codes[i] !== 'ConditionalCheckFailed');
    }
  }
  return 0;
}

/** Deletes messages by reference, 25 per BatchWriteItem, retrying what DynamoDB leaves unprocessed. */
export async function deleteMessages(references: readonly string[]): Promise<void> {
  for (let i = 0; i < references.length; i += 25) {
    let requests: Record<string, unknown>[] = references.slice(i, i + 25).map((r) => ({ DeleteRequest: { Key: messageKeys.message(r) } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept leaving message deletes unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: requests } }));
      requests = out.UnprocessedItems?.[config.tableName] ?? [];
    }
  }
}
