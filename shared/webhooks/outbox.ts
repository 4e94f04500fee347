/**
 * Webhook items are outbox items (shared/messages/outbox.ts: same keys, pending index, claim,
 * attempts and sweeper) on the 'webhooks' queue, with their own fields:
 *   channel = 'webhook', queue = 'webhooks', callbackUrl, receiverId, eventType, paymentReference,
 *   body (the serialized event, signed and sent byte for byte on every attempt), and for ACP's
 *   order events (ACP-18) scheme = 'acp': signed with Merchant-Signature instead of Standard Webhooks.
 * The payment code adds `webhookOutboxEntry(...).put` (outbox-entry.ts) to the TransactWriteItems of
 * the status change; the outbox relay enqueues it once committed (MSG-11); this file reads the items back.
 */
import * as z from 'zod/mini';
import { WEBHOOK_QUEUE_NAME } from '../aws/queue-names.js';
import { queueDef, type QueueDef } from '../aws/queues.js';
import { createOutboxStore, outboxAttemptSchema, type OutboxStore } from '../messages/outbox-store.js';
import { ACP_ORDER_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from './event.js';

// Writing an item is outbox-entry.ts, apart so that its writers need not build the store's schemas (issue 16).
export { webhookOutboxEntry } from './outbox-entry.js';

/** The queue the webhook sender consumes; its maxReceiveCount decides the last attempt. */
export const WEBHOOK_QUEUE: QueueDef = queueDef(WEBHOOK_QUEUE_NAME);

const WebhookItemSchema = z.object({
  id: z.string(),
  channel: z.literal('webhook'),
  callbackUrl: z.string(),
  receiverId: z.string(),
  eventType: z.enum([...WEBHOOK_EVENT_TYPES, ...ACP_ORDER_EVENT_TYPES]),
  scheme: z.optional(z.enum(['standard', 'acp'])),
  paymentReference: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(outboxAttemptSchema),
  requeues: z.number(),
  createdAt: z.string(),
  failure: z.optional(z.string()),
});
export type WebhookItem = z.infer<typeof WebhookItemSchema>;

function toWebhookItem(raw: Record<string, unknown> | undefined): WebhookItem | undefined {
  if (!raw) return undefined;
  const parsed = WebhookItemSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Outbox item ${String(raw['id'])} is not a webhook: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data;
}

export const webhookOutboxStore: OutboxStore<WebhookItem> = createOutboxStore(toWebhookItem);
