/**
 * The webhook sender's rules, one SQS record at a time (functions/webhooks/send.ts consumes the
 * 'webhooks' queue):
 *   1. read the outbox id; claim the item (a lease); delivered or failed already → nothing to do;
 *   2. sign the stored body with the receiver's secrets in force (webhook-id = the item id,
 *      webhook-timestamp = now) — an ACP order event (scheme 'acp') with ACP's Merchant-Signature
 *      and the agent's shared secret instead (Request-Id = the item id) — and POST it through the outbound guard, 10 s timeout;
 *   3. 2xx → delivered, with the attempt (status code) recorded;
 *   4. any other answer, a timeout or a connection error → the attempt is recorded (status or
 *      error, never the answer's body), the message made invisible for the next delay of the
 *      schedule (retry.ts) and the record reported failed; on the queue's last receive the item is
 *      marked failed and the message made visible at once, so SQS moves it to the DLQ;
 *   5. a URL the guard refuses (private, link-local, metadata, loopback in AWS) fails for good at
 *      once: no connection is made, the message goes to the DLQ and is deleted from the queue.
 */
import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { sqs } from '../aws/clients.js';
import { deadLetterQueueUrlVariable } from '../aws/queues.js';
import { queueUrl, requireEnv } from '../config.js';
import { OutboundFailed, OutboundRefused, postJsonText, type OutboundResponse } from '../http/outbound.js';
import { logger } from '../log.js';
import type { OutboxAttempt, OutboxStore } from '../messages/outbox-store.js';
import { claimRecord, handleOutboxBatch } from '../messages/sender.js';
import { webhookOutboxStore, WEBHOOK_QUEUE, type WebhookItem } from './outbox.js';
import { signingSecrets } from './receivers.js';
import { retryDelays, retryDelaySeconds } from './retry.js';
import { acpOrderEventsSecret } from './acp-order-secret.js';
import { signMerchantWebhook } from './merchant-signature.js';
import { signWebhook } from './signature.js';

/** How long a receiver has to answer; it should answer 2xx at once and work afterwards. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookSenderDeps {
  outbox: OutboxStore<WebhookItem>;
  /** The receiver's secrets in force at `now`, current first. */
  secrets(receiverId: string, now: Date): Promise<string[]>;
  /** The secret shared with the agent that receives ACP order events (ACP-18). */
  acpOrderEventsSecret(): Promise<string>;
  post(url: string, body: string, headers: Record<string, string>): Promise<OutboundResponse>;
  /** ChangeMessageVisibility on the received message. */
  hideFor(receiptHandle: string, seconds: number): Promise<void>;
  /** Sends the body to the queue's DLQ. */
  deadLetter(body: string): Promise<void>;
  now(): Date;
  maxReceiveCount: number;
  leaseSeconds: number;
  retryDelaysSeconds: readonly number[];
}

export const defaultWebhookSenderDeps = (): WebhookSenderDeps => ({
  outbox: webhookOutboxStore,
  secrets: signingSecrets,
  acpOrderEventsSecret,
  post: (url, body, headers) => postJsonText(url, body, { headers, timeoutMs: WEBHOOK_TIMEOUT_MS }),
  hideFor: async (receiptHandle, seconds) => {
    await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl(WEBHOOK_QUEUE.name), ReceiptHandle: receiptHandle, VisibilityTimeout: seconds }));
  },
  deadLetter: async (body) => {
    await sqs.send(new SendMessageCommand({ QueueUrl: requireEnv(deadLetterQueueUrlVariable(WEBHOOK_QUEUE.name)), MessageBody: body }));
  },
  now: () => new Date(),
  maxReceiveCount: WEBHOOK_QUEUE.maxReceiveCount,
  // Lambda's timeout for the consumer is visibility ÷ 6 (shared/aws/queues.ts).
  leaseSeconds: WEBHOOK_QUEUE.visibilityTimeoutSeconds / 6,
  retryDelaysSeconds: retryDelays(),
});

/** What happened to one record; 'busy', 'retry', 'failed' and 'invalid' keep the SQS message. */
export type WebhookOutcome = 'delivered' | 'skipped' | 'refused' | 'busy' | 'retry' | 'failed' | 'invalid';

const KEEP: ReadonlySet<WebhookOutcome> = new Set(['busy', 'retry', 'failed', 'invalid']);

/** Only the host: a callback URL's path or query may carry the receiver's own token. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '?';
  }
}

function failureOf(error: unknown): Pick<OutboxAttempt, 'error' | 'httpStatus'> {
  if (error instanceof OutboundFailed) return { error: { name: 'OutboundFailed', message: error.reason }, ...(error.status === undefined ? {} : { httpStatus: error.status }) };
  if (error instanceof OutboundRefused) return { error: { name: 'OutboundRefused', message: error.reason } };
  return { error: { name: error instanceof Error ? error.name : 'Error', message: 'unexpected error' } };
}

/** Handles one SQS record; never throws for a delivery problem. */
export async function deliverWebhookRecord(record: Pick<SQSRecord, 'body' | 'attributes' | 'receiptHandle'>, deps: WebhookSenderDeps): Promise<WebhookOutcome> {
  const claimed = await claimRecord(record, deps);
  if (typeof claimed === 'string') return claimed;
  const { id, item, receiveCount, started } = claimed;
  const context = { outboxId: id, eventType: item.eventType, paymentReference: item.paymentReference, host: hostOf(item.callbackUrl), receiveCount };
  const headers = item.scheme === 'acp'
    ? signMerchantWebhook(id, started.getTime() / 1000, item.body, await deps.acpOrderEventsSecret())
    : signWebhook(id, started.getTime() / 1000, item.body, await deps.secrets(item.receiverId, started));
  let response: OutboundResponse;
  try {
    response = await deps.post(item.callbackUrl, item.body, { ...headers });
  } catch (error) {
    const attempt: OutboxAttempt = { at: deps.now().toISOString(), receiveCount, outcome: 'failed', ...failureOf(error) };
    if (error instanceof OutboundRefused && !error.transient) {
      // Nothing was called and nothing will be: straight to the DLQ for someone to look, off the queue.
      await deps.deadLetter(record.body);
      await deps.outbox.recordFailure(id, attempt, true, { reason: 'refused' });
      logger.warn('webhook refused by the outbound guard; not retried', { ...context, reason: error.reason });
      return 'refused';
    }
    const final = receiveCount >= deps.maxReceiveCount;
    const delay = final ? 0 : retryDelaySeconds(receiveCount, deps.retryDelaysSeconds);
    await deps.outbox.recordFailure(id, attempt, final, final ? {} : { retryAt: new Date(started.getTime() + delay * 1000).toISOString() });
    // Visible again at once after the last receive, so SQS moves it to the DLQ now; otherwise after the delay.
    await deps.hideFor(record.receiptHandle, delay).catch((e: unknown) => {
      logger.warn('could not set the webhook retry delay; the queue\'s visibility timeout applies', { outboxId: id, error: e instanceof Error ? e.name : 'Error' });
    });
    logger.warn(final ? 'webhook failed for the last time' : 'webhook failed; retried later', { ...context, error: attempt.error, httpStatus: attempt.httpStatus, retryInSeconds: final ? undefined : delay });
    return final ? 'failed' : 'retry';
  }
  // Delivered: if this write fails the record is retried and the receiver may get it twice (it dedupes by webhook-id).
  await deps.outbox.markDelivered(id, { at: deps.now().toISOString(), receiveCount, outcome: 'delivered', httpStatus: response.status });
  logger.info('webhook delivered', { ...context, httpStatus: response.status });
  return 'delivered';
}

/** The 'webhooks' queue's consumer. */
export async function handleWebhookBatch(event: SQSEvent, deps: WebhookSenderDeps = defaultWebhookSenderDeps()): Promise<SQSBatchResponse> {
  return handleOutboxBatch(event, (record) => deliverWebhookRecord(record, deps), KEEP);
}
