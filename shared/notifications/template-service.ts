/**
 * Template use cases (docs/decisions/notifications.md): create one and start its fan-out, read them
 * with their progress, move their dates (and their messages', in the background), delete them (and
 * their messages, in the background). The work itself is fan-out.ts's, one page per queue message.
 */
import { randomUUID } from 'node:crypto';
import { callerScope } from '../db/markers.js';
import { lostToConflict } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { ApiError, ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import { DIRECTORY_SHARDS } from '../merchants/merchants.js';
import type { TemplateBody } from '../schemas/notification-template-body.js';
import type { TemplateDatesBody } from '../schemas/notification-template-dates-body.js';
import type { TemplateResult } from '../schemas/notification-template-result.js';
import { workUnitPuts } from './work-queue.js';
import { windowFlags, windowIssues } from './rules.js';
import { insertTemplate, listTemplates, markDeleting, readTemplate, redateTemplate, START, type TemplateRecord, type TemplateState } from './templates.js';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** NTF-5: what the template's background work has done so far. */
function progressOf({ template, shards }: TemplateState): TemplateResult['progress'] {
  const merchantsExamined = sum(shards.map((s) => s.merchantsExamined));
  const shardsTotal = template.shardsTotal;
  if (template.status === 'Deleting') return { status: 'Deleting', shardsTotal, shardsDone: template.shardsDeleted ?? 0, merchantsExamined };
  const generated = shards.filter((s) => s.cursor === undefined).length;
  if (generated < shardsTotal) return { status: 'Generating', shardsTotal, shardsDone: generated, merchantsExamined };
  const redated = shards.filter((s) => s.redatedVersion === template.datesVersion).length;
  if (redated < shardsTotal) return { status: 'Redating', shardsTotal, shardsDone: redated, merchantsExamined };
  return { status: 'Completed', shardsTotal, shardsDone: shardsTotal, merchantsExamined };
}

export function templateResultOf(state: TemplateState, now = new Date()): TemplateResult {
  const t = state.template;
  return {
    reference: t.reference, messageType: t.messageType, messageTarget: t.messageTarget, messagePlacement: t.messagePlacement,
    header: t.header, body: t.body, buttonText: t.buttonText ?? null, visibleFromDate: t.visibleFromDate ?? null, visibleUntilDate: t.visibleUntilDate,
    audienceFilters: t.audienceFilters, isExtended: t.isExtended, createdDate: t.createdDate,
    messageCount: sum(state.shards.map((s) => s.messageCount)),
    ...windowFlags(t, t.createdDate, now),
    progress: progressOf(state),
  };
}

const shardNumbers = (t: Pick<TemplateRecord, 'shardsTotal'>) => Array.from({ length: t.shardsTotal }, (_, shard) => shard);

/** POST /v1/notifications/admin/templates: the template, answered at once; its messages follow in the background. */
export async function createTemplate(caller: Caller, body: TemplateBody, now = new Date()): Promise<TemplateResult> {
  const issues = windowIssues(body, now);
  if (issues.length > 0) throw new ValidationError(issues);
  const template: TemplateRecord = {
    reference: randomUUID(), messageType: body.messageType, messageTarget: body.messageTarget, messagePlacement: body.messagePlacement ?? 'None',
    header: body.header, body: body.body, buttonText: body.buttonText ?? null, visibleFromDate: body.visibleFromDate ?? null,
    visibleUntilDate: body.visibleUntilDate, audienceFilters: body.audienceFilters, isExtended: false, createdDate: now.toISOString(),
    createdBy: callerScope(caller), datesVersion: 0, status: 'Active', shardsTotal: DIRECTORY_SHARDS, shardsDeleted: 0,
  };
  // The chains' first pages are written with the template: it never exists without its fan-out (MSG-12).
  await insertTemplate(template, workUnitPuts(shardNumbers(template).map((shard) => ({ kind: 'generate', templateReference: template.reference, shard, cursor: START })), now));
  return templateResultOf((await readTemplate(template.reference)) ?? { template, shards: [] }, now);
}

export async function listTemplateResults(now = new Date()): Promise<TemplateResult[]> {
  return (await listTemplates()).map((state) => templateResultOf(state, now));
}

async function existing(reference: string): Promise<TemplateState> {
  const state = await readTemplate(reference);
  if (!state) throw new NotFoundError('Template', 'path.templateReference');
  return state;
}

export async function readTemplateResult(reference: string, now = new Date()): Promise<TemplateResult> {
  return templateResultOf(await existing(reference), now);
}

/**
 * NTF-14: a re-date or delete touches every shard item in one transaction, and kept losing to
 * fan-out pages committing on them; nothing was written, so the caller may send it again at once.
 */
async function whileChainsRun<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!lostToConflict(error)) throw error;
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The template\'s background work kept this change out just now; nothing was changed. Send it again.', [], {}, { 'Retry-After': '1' });
  }
}

/** DELETE: no more messages are generated from now; the existing ones are deleted in the background, then the template. */
export async function deleteTemplate(reference: string, now = new Date()): Promise<void> {
  const { template } = await existing(reference);
  // A second DELETE while the first runs starts nothing new.
  if (template.status === 'Deleting') return;
  const chains = workUnitPuts(shardNumbers(template).map((shard) => ({ kind: 'delete', templateReference: template.reference, shard })), now);
  if (!(await whileChainsRun(markDeleting(template, now, chains)))) throw new NotFoundError('Template', 'path.templateReference');
}

/** PATCH .../dates: the template's window now, its messages' in the background (pages still generating write the new one). */
export async function changeTemplateDates(reference: string, body: TemplateDatesBody, now = new Date()): Promise<TemplateResult> {
  const { template } = await existing(reference);
  if (template.status === 'Deleting') throw new ConflictError('The template is being deleted; its dates no longer change.', [{ field: 'path.templateReference', reason: 'is being deleted' }]);
  const issues = windowIssues(body, new Date(template.createdDate));
  if (issues.length > 0) throw new ValidationError(issues);
  const isExtended = template.isExtended || Date.parse(body.visibleUntilDate) > Date.parse(template.visibleUntilDate);
  const datesVersion = template.datesVersion + 1;
  const chains = workUnitPuts(shardNumbers(template).map((shard) => ({ kind: 'redate', templateReference: template.reference, shard, datesVersion })), now);
  if (!(await whileChainsRun(redateTemplate(template, body, isExtended, now, chains)))) {
    throw new ConflictError('The template changed while its dates were being moved; read it and try again.', [{ field: 'path.templateReference', reason: 'changed concurrently' }]);
  }
  return templateResultOf(await existing(reference), now);
}
