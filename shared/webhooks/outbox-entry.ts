/**
 * Writing a webhook item (outbox.ts says what it holds): the Put for the TransactWriteItems of the
 * change it reports (the outbox relay puts its id on the 'webhooks' queue once that committed).
 * Apart from outbox.ts, which reads the items back, so that a writer's bundle need not build the item
 * schemas, the message outbox's schemas and its templates (issue 16).
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_QUEUE_NAME } from '../aws/queue-names.js';
import { outboxPut, pendingOutboxItem, type OutboxPut } from '../messages/outbox-item.js';
import { eventProblems, MAX_WEBHOOK_BODY_BYTES, webhookBody, type AcpOrderEventType, type WebhookEvent, type WebhookEventType } from './event.js';
import { RECEIVER_ID } from './receiver-id.js';
import { callbackUrlProblem } from './url.js';

export interface WebhookRequest {
  /** The pay request's paymentStatusWebhook.callbackUrl (check it first with callbackUrlProblem to answer 400). */
  callbackUrl: string;
  event: WebhookEvent;
  /** Whose secret signs it: receiverOf(caller) of the caller that created the payment. */
  receiverId: string;
}

/** Why a request cannot be written, naming fields (values may be personal). */
function requestProblems(request: WebhookRequest): string[] {
  const problems: string[] = [];
  const urlProblem = callbackUrlProblem(request.callbackUrl);
  if (urlProblem) problems.push(`callbackUrl ${urlProblem}`);
  if (!RECEIVER_ID.test(request.receiverId)) problems.push('receiverId must be key:<apiKeyId> or sub:<subject>');
  problems.push(...eventProblems(request.event));
  return problems;
}

/**
 * The Put for the caller's TransactWriteItems (the same transaction as the status change), and the
 * item's id, which is also the webhook-id every attempt carries. Throws on a request the caller
 * should have refused (a bad callback URL: callbackUrlProblem) or an event too large to keep.
 */
export function webhookOutboxEntry(request: WebhookRequest, now = new Date()): { id: string; put: OutboxPut } {
  const problems = requestProblems(request);
  if (problems.length > 0) throw new Error(`Invalid webhook (${request.event.type}): ${problems.join('; ')}`);
  const body = webhookBody(request.event, now);
  if (Buffer.byteLength(body) > MAX_WEBHOOK_BODY_BYTES) throw new Error(`Invalid webhook (${request.event.type}): the event is over ${MAX_WEBHOOK_BODY_BYTES} bytes`);
  return webhookItemPut({ callbackUrl: request.callbackUrl, receiverId: request.receiverId, eventType: request.event.type, paymentReference: request.event.paymentReference, body }, now);
}

/** How a delivery is signed: Standard Webhooks (signature.ts), or ACP's Merchant-Signature (merchant-signature.ts). */
export type WebhookScheme = 'standard' | 'acp';

/** The receiver id of ACP order events: one secret per deployment, the agent's (ACP-18). */
export const ACP_ORDER_RECEIVER = 'acp:order-events';

function webhookItemPut(
  fields: { callbackUrl: string; receiverId: string; eventType: WebhookEventType | AcpOrderEventType; paymentReference: string; body: string; scheme?: WebhookScheme },
  now: Date,
): { id: string; put: OutboxPut } {
  const id = randomUUID();
  return { id, put: outboxPut({ ...pendingOutboxItem(id, now, WEBHOOK_QUEUE_NAME), channel: 'webhook', ...fields }) };
}

/**
 * An ACP order event (order_create / order_update) as an outbox item on the same queue and sender:
 * `body` is ACP's WebhookEvent serialized ({type, data}), signed with ACP's scheme. Throws on a URL
 * the guard refuses (a misconfigured endpoint fails loudly) or a body too large to keep.
 */
export function acpOrderOutboxEntry(event: { callbackUrl: string; type: AcpOrderEventType; paymentReference: string; body: string }, now = new Date()): { id: string; put: OutboxPut } {
  const urlProblem = callbackUrlProblem(event.callbackUrl);
  if (urlProblem) throw new Error(`Invalid ACP order event endpoint (ACP_ORDER_EVENTS_URL): it ${urlProblem}`);
  if (Buffer.byteLength(event.body) > MAX_WEBHOOK_BODY_BYTES) throw new Error(`Invalid webhook (${event.type}): the event is over ${MAX_WEBHOOK_BODY_BYTES} bytes`);
  return webhookItemPut({ callbackUrl: event.callbackUrl, receiverId: ACP_ORDER_RECEIVER, eventType: event.type, paymentReference: event.paymentReference, body: event.body, scheme: 'acp' }, now);
}
