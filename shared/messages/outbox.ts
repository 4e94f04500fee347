/**
 * The outbox: everything that leaves the platform as an SMS or e-mail (OTPs, reset codes, later
 * receipts) or as a webhook (shared/webhooks/) is first an item here, written in the same transaction
 * as the state change that causes it. Once committed, the table's stream hands the new item to the
 * outbox relay (outbox-relay.ts), which puts its id on the item's queue ('messages', or 'webhooks'
 * for items with queue = 'webhooks'); the queue's sender delivers it and records each attempt on the
 * item; the sweeper (functions/messages/sweep.ts) re-enqueues items whose queue message was never
 * sent or was lost. This file is the message kind (its check, sealing and first write); an item's
 * keys, the pending index and its first Put are outbox-item.ts's (re-exported here), the queue
 * send is outbox-enqueue.ts's, and what the senders and the sweeper read and write of an item is
 * outbox-store.ts's, each apart so that a function needs only the part it uses (issue 16).
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
import * as z from 'zod/mini';
import { db } from '../db/client.js';
import { outboxPut, pendingOutboxItem, type OutboxPut } from './outbox-item.js';
import { sealSecrets } from './seal.js';
import { TEMPLATE_NAMES, templateDef, templateProblems, type Channel, type MessageTemplate } from './templates.js';

export type { MessageTemplate } from './templates.js';
export { type OutboxPut } from './outbox-item.js';

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

const E164 = /^\+[1-9]\d{6,14}$/;
const StringMap = z.record(z.string(), z.string());
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

/** For sends that change no other state: writes the item alone (the relay enqueues it); returns the id. */
export async function sendMessage(message: OutboundMessage): Promise<string> {
  const { id, put } = await outboxEntry(message);
  await db.send(new PutCommand(put.Put));
  return id;
}
