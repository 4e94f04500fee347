/**
 * An SMS or e-mail as an outbox item (outbox.ts says what the outbox is): the message's check and
 * its item. Sealing its secrets is outbox.ts's, which passes the sealer in, so that a writer of
 * messages that carry none (a receipt) bundles neither the sealing code nor the platform secret
 * (issue 16).
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { outboxPut, pendingOutboxItem, type OutboxPut } from './outbox-item.js';
import { TEMPLATE_NAMES, templateDef, templateProblems, type Channel, type MessageTemplate } from './templates.js';

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

/** A message without secrets (a receipt): nothing to seal. */
export type PlainMessage = Omit<OutboundMessage, 'secrets'> & { secrets?: never };

/** Seals a message's secrets for the item `id` (seal.ts's sealSecrets under the outbox key). */
export type SecretsSealer = (id: string, secrets: Readonly<Record<string, string>>) => Promise<string>;

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

/**
 * The Put for the caller's TransactWriteItems (lib-dynamodb TransactWriteCommand shape: { Put: { TableName, Item, ConditionExpression } }), and the new item's id.
 * A message that may carry secrets is written with `seal` (outbox.ts's outboxEntry); one that cannot (its type says so) without.
 */
export async function messageOutboxEntry(message: PlainMessage, now: Date): Promise<{ id: string; put: OutboxPut }>;
export async function messageOutboxEntry(message: OutboundMessage, now: Date, seal: SecretsSealer): Promise<{ id: string; put: OutboxPut }>;
export async function messageOutboxEntry(message: OutboundMessage, now: Date, seal?: SecretsSealer): Promise<{ id: string; put: OutboxPut }> {
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
    ...(seal && Object.keys(secrets).length > 0 ? { sealed: await seal(id, secrets) } : {}),
    ...(expiresInMinutes ? { deliverBy: new Date(now.getTime() + expiresInMinutes * 60_000).toISOString() } : {}),
  };
  return { id, put: outboxPut(item) };
}
