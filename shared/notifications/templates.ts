/**
 * Message templates and the progress of their background work (docs/decisions/notifications.md).
 * A template is one item plus one progress item per merchant directory shard; a fan-out, re-date or
 * delete chain works one shard in pages and moves only its own shard's item, so no item is written
 * by every page of a 100,000-merchant run.
 *
 * Keys and access patterns (single table):
 *   template  PK = NTFTPL#<templateReference>  SK = TEMPLATE
 *   shard     PK = NTFTPL#<templateReference>  SK = SHARD#<00–15>
 *             Query the partition: a template with its progress (one read)
 *   listing   GSI1PK = NTFTEMPLATES  GSI1SK = <createdDate>#<templateReference>#<SK>   on all of them
 *             Query backwards: every template with its progress, newest first (admin only)
 *   work      GSI2PK = NTFWORK  GSI2SK = <touchedAt>#<templateReference>#<SK>   on shard items with
 *             work under way, moved on by every page. Query: shards untouched since a time, whose
 *             chain the resume sweeper queues again (NTF-11); it removes the keys when nothing is left.
 * Shard item: cursor (the merchant reference the next fan-out page starts after, 'START' first;
 * absent once the shard is generated), messageCount and merchantsExamined (added by the page that
 * wrote them, in the same transaction), datesVersion (the template's dates revision pages must
 * write), redatedVersion (the revision whose re-date chain finished), deleting.
 */
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { cancelledAt, isConditionFailure, retryLostConflicts } from '../db/transactions.js';
import type { AudienceFilter } from '../schemas/notification-audience.js';
import type { MessageContent } from './messages.js';
import type { OutboxPut } from '../messages/outbox-item.js';

export const START = 'START';

/**
 * Tries of a write that touches every shard item (re-date, delete) while it loses only to a fan-out
 * page committing on one of them (NTF-14): about 1.2 s in all, then the route answers 503.
 */
export const SHARD_WRITE_ATTEMPTS = 6;

export interface TemplateRecord extends MessageContent {
  reference: string;
  visibleFromDate?: string | null;
  visibleUntilDate: string;
  audienceFilters: AudienceFilter[];
  /** True once PATCH dates moved visibleUntilDate later (NTF-8). */
  isExtended: boolean;
  createdDate: string;
  createdBy: string;
  datesVersion: number;
  status: 'Active' | 'Deleting';
  shardsTotal: number;
  shardsDeleted: number;
}

export interface ShardRecord {
  shard: number;
  cursor?: string;
  messageCount: number;
  merchantsExamined: number;
  datesVersion: number;
  redatedVersion: number;
  deleting?: boolean;
}

export interface TemplateState {
  template: TemplateRecord;
  shards: ShardRecord[];
}

const LISTING = 'NTFTEMPLATES';
const WORK = 'NTFWORK';
const partition = (reference: string) => `NTFTPL#${reference}`;
const shardSk = (shard: number) => `SHARD#${String(shard).padStart(2, '0')}`;

export const templateKeys = {
  template: (reference: string) => ({ PK: partition(reference), SK: 'TEMPLATE' }),
  shard: (reference: string, shard: number) => ({ PK: partition(reference), SK: shardSk(shard) }),
  listing: (createdDate: string, reference: string, sk: string) => ({ GSI1PK: LISTING, GSI1SK: `${createdDate}#${reference}#${sk}` }),
  work: (touchedAt: string, reference: string, shard: number) => ({ GSI2PK: WORK, GSI2SK: `${touchedAt}#${reference}#${shardSk(shard)}` }),
};

const strip = (item: Record<string, unknown>) => {
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, GSI2PK: _g2pk, GSI2SK: _g2sk, entity: _entity, ...record } = item;
  return record;
};

/** Groups a template's items (in any order) into its state; templates whose item is gone are left out. */
function statesOf(items: readonly Record<string, unknown>[]): TemplateState[] {
  const byReference = new Map<string, { template?: TemplateRecord; shards: ShardRecord[] }>();
  for (const item of items) {
    const reference = String(item['PK']).slice(partition('').length);
    const entry = byReference.get(reference) ?? { shards: [] };
    byReference.set(reference, entry);
    if (item['SK'] === 'TEMPLATE') entry.template = strip(item) as unknown as TemplateRecord;
    else entry.shards.push(strip(item) as unknown as ShardRecord);
  }
  return [...byReference.values()].flatMap((e) => (e.template ? [{ template: e.template, shards: e.shards.sort((a, b) => a.shard - b.shard) }] : []));
}

/** Writes a new template and its shard items, every shard at the start of its fan-out. */
export async function insertTemplate(t: TemplateRecord, alsoWrite: readonly OutboxPut[] = []): Promise<void> {
  const put = (sk: string, item: Record<string, unknown>) => ({
    Put: { TableName: config.tableName, Item: { PK: partition(t.reference), SK: sk, ...templateKeys.listing(t.createdDate, t.reference, sk), ...item }, ConditionExpression: 'attribute_not_exists(PK)' },
  });
  const shards: ShardRecord[] = Array.from({ length: t.shardsTotal }, (_, shard) => ({ shard, cursor: START, messageCount: 0, merchantsExamined: 0, datesVersion: t.datesVersion, redatedVersion: t.datesVersion }));
  await db.send(new TransactWriteCommand({
    TransactItems: [
      put('TEMPLATE', { entity: 'NotificationTemplate', ...t }),
      ...shards.map((s) => put(shardSk(s.shard), { entity: 'NotificationTemplateShard', ...templateKeys.work(t.createdDate, t.reference, s.shard), ...s })),
      ...alsoWrite,
    ],
  }));
}

/** A template with its shard progress (one Query), or undefined. */
export async function readTemplate(reference: string): Promise<TemplateState | undefined> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({
      TableName: config.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition(reference.toLowerCase()) },
      ConsistentRead: true, ExclusiveStartKey: startKey,
    }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return statesOf(items)[0];
}

/** Every template with its progress, newest first. */
export async function listTemplates(): Promise<TemplateState[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({
      TableName: config.tableName, IndexName: 'GSI1', ScanIndexForward: false, ExclusiveStartKey: startKey,
      KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': LISTING },
    }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return statesOf(items);
}

/** One shard's progress item (consistent), or undefined once deleted. */
export async function readShard(reference: string, shard: number): Promise<ShardRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: templateKeys.shard(reference, shard), ConsistentRead: true }));
  return out.Item ? (strip(out.Item) as unknown as ShardRecord) : undefined;
}

/** A fan-out page's outcome for its shard: where the next page starts (undefined = shard done) and what it added. */
export interface PageCommit {
  cursor: string;
  next: string | undefined;
  created: number;
  examined: number;
  datesVersion: number;
  touchedAt: string;
}

/**
 * The shard item's Update closing a fan-out page, for the page's transaction: it holds only while
 * the shard still waits for this page, at the dates revision the messages carry, and is not being
 * deleted, so a duplicate or stale page writes nothing at all.
 */
export function pageCommitUpdate(reference: string, shard: number, page: PageCommit): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName, Key: templateKeys.shard(reference, shard),
      UpdateExpression: `SET GSI2SK = :touched${page.next === undefined ? ' REMOVE #cursor' : ', #cursor = :next'} ADD messageCount :created, merchantsExamined :examined`,
      ConditionExpression: '#cursor = :cursor AND datesVersion = :v AND attribute_not_exists(deleting)',
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: {
        ':cursor': page.cursor, ':created': page.created, ':examined': page.examined, ':v': page.datesVersion,
        ':touched': templateKeys.work(page.touchedAt, reference, shard).GSI2SK, ...(page.next === undefined ? {} : { ':next': page.next }),
      },
    },
  };
}

/**
 * Writes a page's items, its shard Update after them, then `alsoWrite` (the next page's unit); the
 * indexes (in `items`, or `items.length` for the Update) whose condition failed, or [] when it committed.
 */
export async function commitPage(items: readonly Record<string, unknown>[], shardUpdate: Record<string, unknown>, alsoWrite: readonly OutboxPut[] = []): Promise<number[]> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [...items, shardUpdate, ...alsoWrite] }));
    return [];
  } catch (error) {
    const failed = cancelledAt(error);
    if (!failed || failed.length === 0) throw error;
    return failed;
  }
}

/**
 * New dates for a template and every shard, in one transaction: the template only when it is at
 * the revision read (`from`) and not being deleted. False when that no longer holds. Sent again
 * while it only loses to a page committing on a shard; after SHARD_WRITE_ATTEMPTS that conflict is thrown.
 */
export async function redateTemplate(t: TemplateRecord, window: { visibleFromDate?: string | null | undefined; visibleUntilDate: string }, isExtended: boolean, now: Date, alsoWrite: readonly OutboxPut[] = []): Promise<boolean> {
  const version = t.datesVersion + 1;
  try {
    await retryLostConflicts(() => db.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: config.tableName, Key: templateKeys.template(t.reference),
            UpdateExpression: 'SET visibleFromDate = :from, visibleUntilDate = :until, datesVersion = :v, isExtended = :extended',
            ConditionExpression: 'datesVersion = :read AND #status = :active',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':from': window.visibleFromDate ?? null, ':until': window.visibleUntilDate, ':v': version, ':read': t.datesVersion, ':active': 'Active', ':extended': isExtended },
          },
        },
        ...Array.from({ length: t.shardsTotal }, (_, shard) => ({
          Update: {
            TableName: config.tableName, Key: templateKeys.shard(t.reference, shard), UpdateExpression: 'SET datesVersion = :v, GSI2PK = :work, GSI2SK = :touched',
            ExpressionAttributeValues: { ':v': version, ...workValues(now, t.reference, shard) },
          },
        })),
        ...alsoWrite,
      ],
    })), SHARD_WRITE_ATTEMPTS);
    return true;
  } catch (error) {
    if (cancelledAt(error)?.includes(0)) return false;
    throw error;
  }
}

const workValues = (now: Date, reference: string, shard: number) => {
  const key = templateKeys.work(now.toISOString(), reference, shard);
  return { ':work': key.GSI2PK, ':touched': key.GSI2SK };
};

/** Moves the shard's place in the work index to now: its chain is alive (a re-date or delete page, or a resume). */
export async function touchShard(reference: string, shard: number, now: Date): Promise<void> {
  try {
    await db.send(new UpdateCommand({
      TableName: config.tableName, Key: templateKeys.shard(reference, shard), UpdateExpression: 'SET GSI2PK = :work, GSI2SK = :touched',
      ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: workValues(now, reference, shard),
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Shards with work whose chain has not moved since `before`: template reference and shard number. */
export async function staleShards(before: Date, limit: number): Promise<{ reference: string; shard: number; touched: string }[]> {
  const out = await db.send(new QueryCommand({
    TableName: config.tableName, IndexName: 'GSI2', Limit: limit,
    KeyConditionExpression: 'GSI2PK = :work AND GSI2SK < :before', ExpressionAttributeValues: { ':work': WORK, ':before': before.toISOString() },
  }));
  return (out.Items ?? []).map((i) => ({ reference: String(i['PK']).slice(partition('').length), shard: Number(i['shard']), touched: String(i['GSI2SK']) }));
}

/** Takes a shard out of the work index, unless a chain touched it since it was seen. */
export async function retireShard(reference: string, shard: number, touched: string): Promise<void> {
  try {
    await db.send(new UpdateCommand({
      TableName: config.tableName, Key: templateKeys.shard(reference, shard), UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
      ConditionExpression: 'GSI2SK = :seen', ExpressionAttributeValues: { ':seen': touched },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Marks a shard's re-date to a revision finished, unless a newer revision took over. */
export async function finishRedate(reference: string, shard: number, version: number): Promise<void> {
  try {
    await db.send(new UpdateCommand({
      TableName: config.tableName, Key: templateKeys.shard(reference, shard),
      UpdateExpression: 'SET redatedVersion = :v', ConditionExpression: 'datesVersion = :v', ExpressionAttributeValues: { ':v': version },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Marks a template and its shards as being deleted (no fan-out page commits after this). False when
 * there is no such template. Sent again while it only loses to a page committing on a shard; after
 * SHARD_WRITE_ATTEMPTS that conflict is thrown.
 */
export async function markDeleting(t: TemplateRecord, now: Date, alsoWrite: readonly OutboxPut[] = []): Promise<boolean> {
  try {
    await retryLostConflicts(() => db.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: config.tableName, Key: templateKeys.template(t.reference), UpdateExpression: 'SET #status = :deleting',
            ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':deleting': 'Deleting' },
          },
        },
        ...Array.from({ length: t.shardsTotal }, (_, shard) => ({
          Update: {
            TableName: config.tableName, Key: templateKeys.shard(t.reference, shard), UpdateExpression: 'SET deleting = :true, GSI2PK = :work, GSI2SK = :touched',
            ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':true': true, ...workValues(now, t.reference, shard) },
          },
        })),
        ...alsoWrite,
      ],
    })), SHARD_WRITE_ATTEMPTS);
    return true;
  } catch (error) {
    if (cancelledAt(error)?.length) return false;
    throw error;
  }
}

/**
 * Removes a shard's item once its messages are gone and counts it on the template; the last shard
 * removes the template. A duplicate finds the shard gone and changes nothing.
 */
export async function finishShardDeletion(reference: string, shard: number): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: config.tableName, Key: templateKeys.shard(reference, shard), ConditionExpression: 'attribute_exists(PK)' } },
        { Update: { TableName: config.tableName, Key: templateKeys.template(reference), UpdateExpression: 'ADD shardsDeleted :one', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':one': 1 } } },
      ],
    }));
  } catch (error) {
    if (!cancelledAt(error)?.length) throw error;
  }
  await db.send(new DeleteCommand({
    TableName: config.tableName, Key: templateKeys.template(reference),
    ConditionExpression: 'shardsDeleted >= shardsTotal', ReturnValues: 'NONE',
  })).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}
