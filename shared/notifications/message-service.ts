/**
 * Message use cases (docs/decisions/notifications.md): an admin writes, lists, reads, marks read and
 * deletes any merchant's or consumer's messages; a token does the same with its own, seeing only
 * those visible now. Someone else's message is answered as if it did not exist.
 */
import { randomUUID } from 'node:crypto';
import { getConsumer } from '../consumers/consumers.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import { getMerchant } from '../merchants/merchants.js';
import type { MessageBody } from '../schemas/notification-message-body.js';
import type { MessageListQuery } from '../schemas/notification-message-query.js';
import type { MessageResult } from '../schemas/notification-message-result.js';
import { DEFAULT_PAGE_SIZE } from '../schemas/notification-limits.js';
import { getMessage, inboxPage, inboxPosition, insertMessage, markRead, removeMessage, type MessageRecord } from './messages.js';
import { isVisibleAt, recipientsOf, windowIssues, type Recipient, type RecipientType } from './rules.js';

/** A message as the routes answer it: no recipient or template fields. */
export function messageResultOf(m: MessageRecord): MessageResult {
  return {
    reference: m.reference, messageType: m.messageType, messageTarget: m.messageTarget, messagePlacement: m.messagePlacement,
    header: m.header, body: m.body, navigationKey: m.navigationKey ?? null, navigationValue: m.navigationValue ?? null, buttonText: m.buttonText ?? null,
    isRead: m.isRead, readDate: m.readDate ?? null, visibleFromDate: m.visibleFromDate ?? null, visibleUntilDate: m.visibleUntilDate, createdDate: m.createdDate,
  };
}

async function requireRecipient(recipient: Recipient): Promise<void> {
  const exists = recipient.recipientType === 'Merchant' ? await getMerchant(recipient.recipientReference) : await getConsumer(recipient.recipientReference);
  if (!exists) throw new NotFoundError(recipient.recipientType, `path.${recipient.recipientType.toLowerCase()}Reference`);
}

/** POST .../admin/messages/{merchant|consumer}/{reference}: one message for one existing recipient. */
export async function createMessageFor(recipientType: RecipientType, reference: string, body: MessageBody, now = new Date()): Promise<MessageResult> {
  const recipient: Recipient = { recipientType, recipientReference: reference.toLowerCase() };
  await requireRecipient(recipient);
  const issues = windowIssues(body, now);
  if (issues.length > 0) throw new ValidationError(issues);
  const message: MessageRecord = {
    reference: randomUUID(), ...recipient,
    messageType: body.messageType, messageTarget: body.messageTarget, messagePlacement: body.messagePlacement ?? 'None',
    header: body.header, body: body.body, navigationKey: body.navigationKey ?? null, navigationValue: body.navigationValue ?? null,
    buttonText: body.buttonText ?? null, isRead: false, visibleFromDate: body.visibleFromDate ?? null, visibleUntilDate: body.visibleUntilDate,
    createdDate: now.toISOString(),
  };
  await insertMessage(message);
  return messageResultOf(message);
}

/** Where a page starts: the inbox position of the message the query names, which must be one of these recipients'. */
async function pageStart(recipients: readonly Recipient[], query: MessageListQuery): Promise<string | undefined> {
  if (query?.beforeReference === undefined) return undefined;
  const last = await getMessage(query.beforeReference);
  if (!last || !recipients.some((r) => r.recipientType === last.recipientType && r.recipientReference === last.recipientReference)) {
    throw new ValidationError([{ field: 'query.beforeReference', reason: 'is no message of this recipient (deleted since?): start again without it' }]);
  }
  return inboxPosition(last);
}

/** Newest first across the recipients' inboxes, at most pageSize, keeping those `keep` accepts. */
async function page(recipients: readonly Recipient[], query: MessageListQuery, keep: (m: MessageRecord) => boolean): Promise<MessageResult[]> {
  const limit = query?.pageSize ?? DEFAULT_PAGE_SIZE;
  const before = await pageStart(recipients, query);
  const found = (await Promise.all(recipients.map((r) => inboxPage(r, limit, before, keep)))).flat();
  return found.sort((a, b) => inboxPosition(b).localeCompare(inboxPosition(a))).slice(0, limit).map(messageResultOf);
}

/** GET .../admin/messages/{merchant|consumer}/{reference}: every message of the recipient, visible or not, newest first. */
export async function listMessagesFor(recipientType: RecipientType, reference: string, query: MessageListQuery): Promise<MessageResult[]> {
  const recipient: Recipient = { recipientType, recipientReference: reference.toLowerCase() };
  await requireRecipient(recipient);
  return page([recipient], query, () => true);
}

function ownRecipients(caller: Caller): Recipient[] {
  const recipients = recipientsOf(caller);
  if (recipients.length === 0) throw new NotFoundError('A consumer or merchant of this token', 'header.authorization');
  return recipients;
}

/** GET /v1/notifications/messages: the token's consumer's and merchant's messages visible now, newest first. */
export function listOwnMessages(caller: Caller, query: MessageListQuery, now = new Date()): Promise<MessageResult[]> {
  return page(ownRecipients(caller), query, (m) => isVisibleAt(m, m.createdDate, now));
}

/** The message, when the caller may see it: admin any, a token its own visible ones; otherwise 404. */
async function readable(caller: Caller, reference: string, now: Date): Promise<MessageRecord> {
  // A token speaking for no consumer or merchant is refused before the read, so its answer never
  // tells whether the message exists.
  const own = caller.kind === 'admin' ? undefined : ownRecipients(caller);
  const message = await getMessage(reference);
  const mine = own === undefined
    || (message !== undefined && isVisibleAt(message, message.createdDate, now)
      && own.some((r) => r.recipientType === message.recipientType && r.recipientReference === message.recipientReference));
  if (!message || !mine) throw new NotFoundError('Message', 'path.messageReference');
  return message;
}

export async function readMessage(caller: Caller, reference: string, now = new Date()): Promise<MessageResult> {
  return messageResultOf(await readable(caller, reference, now));
}

/** PATCH .../read: isRead true; readDate is set by the first read only (NTF-10). */
export async function markMessageRead(caller: Caller, reference: string, now = new Date()): Promise<void> {
  const message = await readable(caller, reference, now);
  if (!(await markRead(message.reference, now))) throw new NotFoundError('Message', 'path.messageReference');
}

/** DELETE: the message is gone; its template's messageCount stays (NTF-6). */
export async function deleteMessage(caller: Caller, reference: string, now = new Date()): Promise<void> {
  const message = await readable(caller, reference, now);
  if (!(await removeMessage(message.reference))) throw new NotFoundError('Message', 'path.messageReference');
}
