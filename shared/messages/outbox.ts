/**
 * The outbox: everything that leaves the platform as an SMS or e-mail (OTPs, reset codes, later
 * receipts) or as a webhook (shared/webhooks/) is first an item here, written in the same transaction
 * as the state change that causes it. Once committed, the table's stream hands the new item to the
 * outbox relay (outbox-relay.ts), which puts its id on the item's queue ('messages', or 'webhooks'
 * for items with queue = 'webhooks'); the queue's sender delivers it and records each attempt on the
 * item; the sweeper (functions/messages/sweep.ts) re-enqueues items whose queue message was never
 * sent or was lost. This file is the message kind with its secrets sealed, and its write alone; the
 * message's check and item are outbox-message.ts's, an item's keys, the pending index and its first
 * Put outbox-item.ts's (both re-exported here), the queue send is outbox-enqueue.ts's, and what the
 * senders and the sweeper read and write of an item is outbox-store.ts's and outbox-pending.ts's,
 * each apart so that a function needs only the part it uses (issue 16).
 *
 * Item: channel, to, template, params (not secret), subject, sealed (the secrets, AES-256-GCM,
 * removed once delivered or failed), status pending → delivered | failed, attempts
 * [{at, receiveCount, outcome, providerMessageId | httpStatus | error}], requeues, crashes (claims the
 * sweeper found unfinished), leaseUntil (epoch ms while a sender works on it), deliverBy (codes that
 * expire), createdAt, deliveredAt | failedAt, failure, expiresAt (TTL, 30 days); queue (absent = 'messages'). A webhook item has its own fields
 * instead of channel..deliverBy (shared/webhooks/outbox.ts).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../db/client.js';
import { messageOutboxEntry, type OutboundMessage } from './outbox-message.js';
import type { OutboxPut } from './outbox-item.js';
import { sealSecrets } from './seal.js';

export type { MessageTemplate } from './templates.js';
export type { OutboundMessage } from './outbox-message.js';
export type { OutboxPut } from './outbox-item.js';

/** The Put for the caller's TransactWriteItems (lib-dynamodb TransactWriteCommand shape: { Put: { TableName, Item, ConditionExpression } }), and the new item's id; secrets sealed. */
export function outboxEntry(message: OutboundMessage, now = new Date()): Promise<{ id: string; put: OutboxPut }> {
  return messageOutboxEntry(message, now, sealSecrets);
}

/** For sends that change no other state: writes the item alone (the relay enqueues it); returns the id. */
export async function sendMessage(message: OutboundMessage): Promise<string> {
  const { id, put } = await outboxEntry(message);
  await db.send(new PutCommand(put.Put));
  return id;
}
