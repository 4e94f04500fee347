/**
 * The background work of templates (docs/decisions/notifications.md, NTF-5): generating, re-dating
 * and deleting their messages through the 'notifications' queue, one page per queue message. Each
 * directory shard is its own chain (page → next page as a new message), so 16 chains run side by
 * side, no Lambda call does more than one page, and a page's writes are one transaction. The next
 * page is a queued message the outbox relay sends (MSG-13): a generate page writes it in its own
 * transaction, and this consumer carries no SQS client (PERF-17).
 *
 * Exactly once per merchant: a generate page commits its message Puts (deterministic keys, under
 * attribute_not_exists) together with its shard item's Update, which holds only while the shard still
 * waits for that page (cursor), at the dates revision the messages carry, and is not being deleted.
 * A duplicate delivery finds the cursor moved and writes nothing; messageCount is added by the same
 * transaction that created the messages, so it is exact.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { notificationIndexSettleSeconds } from '../config.js';
import { db } from '../db/client.js';
import { getItemsByKey } from '../db/query.js';
import { logger } from '../log.js';
import { directoryPage } from '../merchants/merchants.js';
import { deleteMessages, messagePut, redateMessages, templateMessageReference, templateMessagesPage } from './messages.js';
import { matchesAudience } from './rules.js';
import {
  commitPage, finishRedate, finishShardDeletion, pageCommitUpdate, readShard, retireShard, staleShards, START, templateKeys, touchShard,
  type ShardRecord, type TemplateRecord,
} from './templates.js';
import { workUnitPut } from './work-queue.js';
import type { WorkUnit } from './work-unit.js';

/** Merchants read per generate page: their ≤ 98 message Puts, the shard Update and the next page's unit fill one 100-item transaction. */
export const GENERATE_PAGE = 98;
/** A template's messages re-dated (one transaction) or deleted (four BatchWriteItem calls) per page. */
export const MAINTAIN_PAGE = 100;

/** Queues a unit on its own (a re-date or delete page is not one transaction; the resume sweeper). */
async function enqueue(unit: WorkUnit, delaySeconds = 0): Promise<void> {
  await db.send(new PutCommand(workUnitPut(unit, new Date(), delaySeconds).Put));
}

/**
 * NTF-12: a template's messages are found through GSI2, which on AWS is eventually consistent — a
 * message a fan-out page committed just before the re-date or deletion began may not be listed yet.
 * So a chain that reaches the end of its shard does not finish there: it sweeps the whole shard again
 * after the index has had time to settle, and finishes only after a sweep that found nothing to do.
 */
async function continueOrSweep(unit: Extract<WorkUnit, { kind: 'redate' | 'delete' }>, found: number, next: string | undefined, finish: () => Promise<void>): Promise<void> {
  const foundInSweep = (unit.sweepFound ?? 0) + found;
  if (next !== undefined) return enqueue({ ...unit, after: next, ...(unit.sweep ? { sweepFound: foundInSweep } : {}) });
  if (unit.sweep === true && foundInSweep === 0) return finish();
  const { after: _after, sweepFound: _found, ...fromStart } = unit;
  return enqueue({ ...fromStart, sweep: true }, notificationIndexSettleSeconds());
}

/** The template and the shard read together (one TransactGetItems), so their dates revisions agree. */
async function readTogether(templateReference: string, shardNumber: number): Promise<{ template: TemplateRecord; shard: ShardRecord } | undefined> {
  const items = await getItemsByKey([templateKeys.template(templateReference), templateKeys.shard(templateReference, shardNumber)]);
  const template = items.find((i) => i['SK'] === 'TEMPLATE') as TemplateRecord | undefined;
  const shardItem = items.find((i) => i['SK'] !== 'TEMPLATE') as ShardRecord | undefined;
  return template && shardItem ? { template, shard: shardItem } : undefined;
}

type GenerateUnit = Extract<WorkUnit, { kind: 'generate' }>;

/** One generate page: its messages, its shard's progress and the unit of the page after it, in one transaction. */
export async function generatePage(unit: GenerateUnit, now = new Date()): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const read = await readTogether(unit.templateReference, unit.shard);
    if (!read || read.shard.deleting || read.template.status !== 'Active') return;
    const { template, shard: progress } = read;
    // Already committed, with the unit of the page after it: a duplicate does nothing.
    if (progress.cursor !== unit.cursor) return;
    if (template.datesVersion !== progress.datesVersion) continue;
    const { merchants, next } = await directoryPage(unit.shard, unit.cursor === START ? undefined : unit.cursor, GENERATE_PAGE);
    // Terminal age is judged at the template's creation, so every page of one template judges alike.
    const audience = merchants.filter((m) => matchesAudience(template.audienceFilters, m, new Date(template.createdDate)));
    let puts = audience.map((m) => messagePut({
      reference: templateMessageReference(template.reference, m.reference), recipientType: 'Merchant', recipientReference: m.reference,
      templateReference: template.reference, messageType: template.messageType, messageTarget: template.messageTarget,
      messagePlacement: template.messagePlacement, header: template.header, body: template.body, buttonText: template.buttonText ?? null,
      isRead: false, visibleFromDate: template.visibleFromDate ?? null, visibleUntilDate: template.visibleUntilDate,
      createdDate: now.toISOString(), datesVersion: template.datesVersion,
    }, unit.shard));
    for (;;) {
      const update = pageCommitUpdate(template.reference, unit.shard, { cursor: unit.cursor, next, created: puts.length, examined: merchants.length, datesVersion: template.datesVersion, touchedAt: new Date().toISOString() });
      const nextPage = next !== undefined ? [workUnitPut({ ...unit, cursor: next }, now)] : [];
      const failed = await commitPage(puts, update, nextPage);
      if (failed.length === 0) return;
      // The shard moved on (duplicate, new dates, deletion): read again and decide.
      if (failed.includes(puts.length)) break;
      // A message that exists already is not created again, nor counted.
      puts = puts.filter((_, i) => !failed.includes(i));
    }
  }
  throw new Error('the template\'s dates kept changing under a fan-out page; SQS will hand it over again');
}

/** One re-date page: moves the window of up to MAINTAIN_PAGE messages of the shard to the revision's dates. */
export async function redatePage(unit: Extract<WorkUnit, { kind: 'redate' }>): Promise<void> {
  const read = await readTogether(unit.templateReference, unit.shard);
  // A newer revision's chain (or the deletion) is in charge now.
  if (!read || read.shard.deleting || read.template.datesVersion !== unit.datesVersion) return;
  await touchShard(unit.templateReference, unit.shard, new Date());
  const { references, next } = await templateMessagesPage(unit.templateReference, unit.shard, unit.after, MAINTAIN_PAGE);
  const moved = await redateMessages(references, read.template, unit.datesVersion);
  await continueOrSweep(unit, moved, next, () => finishRedate(unit.templateReference, unit.shard, unit.datesVersion));
}

/** One delete page: removes up to MAINTAIN_PAGE messages of the shard; the last page removes the shard's progress item. */
export async function deletePage(unit: Extract<WorkUnit, { kind: 'delete' }>): Promise<void> {
  if (!(await readShard(unit.templateReference, unit.shard))) return;
  await touchShard(unit.templateReference, unit.shard, new Date());
  const { references, next } = await templateMessagesPage(unit.templateReference, unit.shard, unit.after, MAINTAIN_PAGE);
  await deleteMessages(references);
  await continueOrSweep(unit, references.length, next, () => finishShardDeletion(unit.templateReference, unit.shard));
}

/** The unit that carries a shard's work on from where its item says it stands; undefined when it has none left. */
function nextUnit(template: TemplateRecord, shard: ShardRecord): WorkUnit | undefined {
  const at = { templateReference: template.reference, shard: shard.shard };
  if (template.status === 'Deleting' || shard.deleting) return { kind: 'delete', ...at };
  if (shard.cursor !== undefined) return { kind: 'generate', ...at, cursor: shard.cursor };
  // A re-date starts over: its pages are idempotent, and it keeps no cursor of its own.
  if (shard.redatedVersion !== template.datesVersion) return { kind: 'redate', ...at, datesVersion: template.datesVersion };
  return undefined;
}

/**
 * NTF-11: queues again the work of shards whose chain has not moved for `staleAfterSeconds` (its
 * queue message was lost, or never sent after a commit); takes shards with nothing left out of the
 * index. A chain that was only slow gets a duplicate unit, which the shard's cursor or the messages'
 * conditions make harmless.
 */
export async function resumeStaleChains(staleAfterSeconds: number, now = new Date()): Promise<{ resumed: number; retired: number }> {
  const stale = await staleShards(new Date(now.getTime() - staleAfterSeconds * 1000), 100);
  let resumed = 0;
  let retired = 0;
  for (const { reference, shard, touched } of stale) {
    const read = await readTogether(reference, shard);
    const unit = read ? nextUnit(read.template, read.shard) : undefined;
    if (!unit) {
      await retireShard(reference, shard, touched);
      retired += 1;
      continue;
    }
    await touchShard(reference, shard, now);
    await enqueue(unit);
    resumed += 1;
  }
  if (resumed > 0) logger.warn('notification chains resumed', { resumed, retired });
  return { resumed, retired };
}
