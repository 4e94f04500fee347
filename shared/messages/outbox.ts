/**
 * The outbox: everything that leaves the platform as an SMS or e-mail (OTPs, reset codes, later
 * receipts) or as a webhook (shared/webhooks/) is first an item here, written in the same transaction
 * as the state change that causes it. After the commit its id goes on the item's queue ('messages',
 * or 'webhooks' for items with queue = 'webhooks'); the queue's sender delivers it and records each
 * attempt on the item; the sweeper (functions/messages/sweep.ts) re-enqueues items whose queue
 * message was never sent or was lost. This file owns the keys, the pending index and the item's
 * life (claim, attempts, outcome) for both kinds; each kind owns its own fields. What the senders
 * and the sweeper read and write of an item is in outbox-store.ts, apart so that a function that
 * only writes messages builds none of its schemas (issue 16).
 *
 * Keys and access patterns (single table):
 *   outbox item    PK = OUTBOX#<id>         SK = OUTBOX                 get by id (sender; consistent read)
 *   pending items  GSI1PK = OUTBOX#PENDING  GSI1SK = <touchedAt, ISO>   pending items untouched since a time (sweeper)
 * The GSI1 attributes exist only while the item is pending, so delivered and failed items leave the
 * index and the sweeper cannot resurrect them. Every claim, attempt and requeue moves GSI1SK to now.
 *
 * Item: channel, to, template, params (not secret), subject, sealed (the secrets, AES-256-GCM,
 * removed once delivered or failed), status pending → delivered | failed, attempts
 * [{at, receiveCount, outcome, providerMessageId | httpStatus | error}], requeues, leaseUntil (epoch
 * ms while a sender works on it), deliverBy (codes that expire), createdAt, deliveredAt | failedAt,
 * failure, expiresAt (TTL, 30 days); queue (absent = 'messages'). A webhook item has its own fields
 * instead of channel..deliverBy (shared/webhooks/outbox.ts).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { QUEUES, type QueueDef } from '../aws/queues.js';
import { sqs } from '../aws/clients.js';
import { config, queueUrl } from '../config.js';
import { db } from '../db/client.js';
import { logger } from '../log.js';
import { sealSecrets } from './seal.js';
import { TEMPLATE_NAMES, templateDef, templateProblems, type Channel, type MessageTemplate } from './templates.js';

export type { MessageTemplate } from './templates.js';

export interface OutboundMessage {
  channel: Channel;
  /** E-mail address, or mobile number in E.164 (+27821234567). */
  to: string;
  template: MessageTemplate;
  /** Values the template shows that are not secret (recipient name, purpose, minutes until expiry, userReference). */
  params?: Record<string, string>;
  /** Values never stored or logged in clear (the OTP, the reset code): sealed with AES-256-GCM under derivedKey('outbox-seal') in the item, and removed from the item once delivered or finally failed. */
  secrets?: Record<string, string>;
  /** Who it concerns (a userReference), for tracing. */
  subject?: string;
}

/** The queue the sender consumes; its maxReceiveCount decides the last attempt. */
export const MESSAGE_QUEUE: QueueDef = (() => {
  const def = QUEUES.find((q) => q.name === 'messages');
  if (!def) throw new Error('shared/aws/queues.ts defines no messages queue');
  return def;
})();

export const PENDING = 'OUTBOX#PENDING';
const RETENTION_SECONDS = 30 * 24 * 3600;

export const outboxKeys = {
  item: (id: string) => ({ PK: `OUTBOX#${id}`, SK: 'OUTBOX' }),
  pending: (touchedAt: string) => ({ GSI1PK: PENDING, GSI1SK: touchedAt }),
};

const E164 = /^\+[1-9]\d{6,14}$/;
export const StringMap = z.record(z.string(), z.string());
const MessageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  template: z.enum(TEMPLATE_NAMES),
  params: z.optional(StringMap),
  secrets: z.optional(StringMap),
  subject: z.optional(z.string().check(z.maxLength(128))),
});
const Email = z.email();

/** Why a message cannot be queued, naming fields only: values may be secret or personal. */
function messageProblems(message: OutboundMessage): string[] {
  const parsed = MessageSchema.safeParse(message);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`);
  const problems = templateProblems(message.template, message.params ?? {}, message.secrets ?? {});
  const validTo = message.channel === 'sms' ? E164.test(message.to) : message.to.length <= 254 && Email.safeParse(message.to).success;
  if (!validTo) problems.push(message.channel === 'sms' ? 'to must be a mobile number in E.164 (+27821234567)' : 'to must be an e-mail address');
  return problems;
}

export interface OutboxPut {
  Put: { TableName: string; Item: Record<string, unknown>; ConditionExpression: string };
}

/**
 * What every outbox item starts with, whatever it carries: keys, the pending index, status, no
 * attempts, retention. `queue` names the queue its id goes on when it is not 'messages'.
 */
export function pendingOutboxItem(id: string, now: Date, queue?: string): Record<string, unknown> {
  const createdAt = now.toISOString();
  return {
    ...outboxKeys.item(id),
    ...outboxKeys.pending(createdAt),
    entity: 'Outbox',
    id,
    ...(queue === undefined || queue === MESSAGE_QUEUE.name ? {} : { queue }),
    status: 'pending',
    attempts: [],
    requeues: 0,
    createdAt,
    expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
  };
}

/** The Put of a new outbox item for a TransactWriteItems: never overwrites an item. */
export function outboxPut(item: Record<string, unknown>): OutboxPut {
  return { Put: { TableName: config.tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** The Put for the caller's TransactWriteItems (lib-dynamodb TransactWriteCommand shape: { Put: { TableName, Item, ConditionExpression } }), and the new item's id. */
export async function outboxEntry(message: OutboundMessage, now = new Date()): Promise<{ id: string; put: OutboxPut }> {
  const problems = messageProblems(message);
  if (problems.length > 0) throw new Error(`Invalid outbound message (${message.template}): ${problems.join('; ')}`);
  const id = randomUUID();
  const params = message.params ?? {};
  const secrets = message.secrets ?? {};
  const expiresInMinutes = templateDef(message.template).expires ? Number(params['expiresInMinutes']) : undefined;
  const item: Record<string, unknown> = {
    ...pendingOutboxItem(id, now),
    channel: message.channel,
    to: message.to,
    template: message.template,
    params,
    ...(message.subject === undefined ? {} : { subject: message.subject }),
    ...(Object.keys(secrets).length > 0 ? { sealed: await sealSecrets(id, secrets) } : {}),
    ...(expiresInMinutes ? { deliverBy: new Date(now.getTime() + expiresInMinutes * 60_000).toISOString() } : {}),
  };
  return { id, put: outboxPut(item) };
}

const SQS_BATCH = 10;

/** After the transaction committed: one SQS message per id on the 'messages' queue (or `queue`). A failed send is logged (no secrets) and left to the sweeper, not thrown. */
export async function enqueueOutbox(ids: readonly string[], queue: QueueDef = MESSAGE_QUEUE): Promise<void> {
  for (let i = 0; i < ids.length; i += SQS_BATCH) {
    const chunk = ids.slice(i, i + SQS_BATCH);
    try {
      const out = await sqs.send(new SendMessageBatchCommand({
        QueueUrl: queueUrl(queue.name),
        Entries: chunk.map((id, n) => ({ Id: `m${n}`, MessageBody: JSON.stringify({ outboxId: id }) })),
      }));
      for (const failed of out.Failed ?? []) {
        logger.warn('outbox enqueue failed; the sweeper will re-enqueue', { outboxId: chunk[Number(failed.Id?.slice(1))], code: failed.Code });
      }
    } catch (error) {
      logger.warn('outbox enqueue failed; the sweeper will re-enqueue', { outboxIds: chunk, error: error instanceof Error ? error.name : 'Error' });
    }
  }
}

/** For sends that change no other state: writes the item alone, then enqueues it; returns the id. */
export async function sendMessage(message: OutboundMessage): Promise<string> {
  const { id, put } = await outboxEntry(message);
  await db.send(new PutCommand(put.Put));
  await enqueueOutbox([id]);
  return id;
}
