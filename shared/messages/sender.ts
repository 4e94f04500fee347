/**
 * The sender's rules, one SQS record at a time (functions/messages/send.ts is the SQS consumer):
 *   1. read the outbox id from the body; claim the item (a lease, so a duplicate SQS message does
 *      not send twice at once); delivered or failed already → nothing to do;
 *   2. a code past its deliverBy is marked failed ('expired'), not sent late;
 *   3. unseal the secrets, render the template, send through the provider;
 *   4. mark delivered (attempt, provider message id; secrets and pending index removed).
 * A failure records the attempt (error name and scrubbed text, never the content) and reports the
 * record as a batch item failure so SQS retries it; on the queue's last receive the item is marked
 * failed and its secrets dropped, and SQS moves the message to the DLQ.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../log.js';
import { maskRecipient, safeErrorText } from './mask.js';
import { MESSAGE_QUEUE } from './message-queue.js';
import { outboxStore, type OutboxItem, type OutboxStore } from './outbox-store.js';
import { awsProviders, type MessageProviders } from './providers.js';
import { unsealSecrets } from './seal.js';
import { render } from './template-texts.js';

export interface SenderDeps {
  outbox: OutboxStore;
  providers: MessageProviders;
  unseal(id: string, sealed: string): Promise<Record<string, string>>;
  now(): Date;
  /** The queue's maxReceiveCount: the receive on which a failure is final. */
  maxReceiveCount: number;
  /** How long a claim keeps other senders off: the consumer's timeout. */
  leaseSeconds: number;
}

export const defaultSenderDeps = (): SenderDeps => ({
  outbox: outboxStore,
  providers: awsProviders,
  unseal: (id, sealed) => unsealSecrets(id, sealed),
  now: () => new Date(),
  maxReceiveCount: MESSAGE_QUEUE.maxReceiveCount,
  // Lambda's timeout for the consumer is visibility ÷ 6 (shared/aws/queues.ts).
  leaseSeconds: MESSAGE_QUEUE.visibilityTimeoutSeconds / 6,
});

/** What happened to one record; 'retry', 'failed' and 'invalid' keep the SQS message. */
export type RecordOutcome = 'delivered' | 'skipped' | 'expired' | 'busy' | 'retry' | 'failed' | 'invalid';

const KEEP: ReadonlySet<RecordOutcome> = new Set(['busy', 'retry', 'failed', 'invalid']);

const Body = z.object({ outboxId: z.string().check(z.minLength(1)) });

/** The outbox id an SQS body carries ({"outboxId": "..."}), or undefined for a body that is not ours. */
function outboxIdOf(body: string): string | undefined {
  try {
    const parsed = Body.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.outboxId : undefined;
  } catch {
    return undefined;
  }
}

async function sendRendered(item: OutboxItem, values: Record<string, string>, providers: MessageProviders): Promise<string> {
  const rendered = render(item.template, item.channel, values);
  return item.channel === 'sms'
    ? providers.sendSms({ to: item.to, text: rendered.text })
    : providers.sendEmail({ to: item.to, subject: rendered.subject ?? '', text: rendered.text });
}

/** A record whose item this sender now holds. */
export interface ClaimedRecord<T> {
  id: string;
  item: T;
  receiveCount: number;
  started: Date;
}

/**
 * What every outbox sender does first with a record: read the outbox id, claim the item; an
 * outcome instead when there is nothing to send (poison or unknown id: 'invalid', kept so that it
 * ends in the DLQ for someone to look; done already: 'skipped'; another sender holds it: 'busy').
 */
export async function claimRecord<T>(
  record: Pick<SQSRecord, 'body' | 'attributes'>, deps: { outbox: OutboxStore<T>; now(): Date; leaseSeconds: number },
): Promise<ClaimedRecord<T> | 'invalid' | 'skipped' | 'busy'> {
  const id = outboxIdOf(record.body);
  if (!id) {
    logger.error('outbox message without an outbox id');
    return 'invalid';
  }
  const receiveCount = Number(record.attributes.ApproximateReceiveCount) || 1;
  const started = deps.now();
  const claim = await deps.outbox.claim(id, started, deps.leaseSeconds);
  if (claim.kind === 'missing') {
    logger.error('outbox item not found', { outboxId: id, receiveCount });
    return 'invalid';
  }
  if (claim.kind === 'done') return 'skipped';
  if (claim.kind === 'busy') return 'busy';
  return { id, item: claim.item, receiveCount, started };
}

/** Handles one SQS record; never throws for a delivery problem. */
export async function deliverRecord(record: Pick<SQSRecord, 'body' | 'attributes'>, deps: SenderDeps): Promise<RecordOutcome> {
  const claimed = await claimRecord(record, deps);
  if (typeof claimed === 'string') return claimed;
  const { id, item, receiveCount, started } = claimed;
  const context = { outboxId: id, channel: item.channel, template: item.template, to: maskRecipient(item.to), receiveCount };
  if (item.deliverBy && started.toISOString() > item.deliverBy) {
    await deps.outbox.markFailed(id, 'expired', started);
    logger.warn('outbound message expired before delivery', context);
    return 'expired';
  }

  let secrets: Record<string, string> = {};
  let providerMessageId: string;
  try {
    if (item.sealed) secrets = await deps.unseal(id, item.sealed);
    providerMessageId = await sendRendered(item, { ...item.params, ...secrets }, deps.providers);
  } catch (error) {
    const final = receiveCount >= deps.maxReceiveCount;
    const failure = {
      name: error instanceof Error ? error.name : 'Error',
      message: safeErrorText(error instanceof Error ? error.message : String(error), Object.values(secrets)),
    };
    logger.warn(final ? 'outbound message failed for the last time' : 'outbound message failed; SQS will retry', { ...context, error: failure });
    await deps.outbox.recordFailure(id, { at: deps.now().toISOString(), receiveCount, outcome: 'failed', error: failure }, final);
    return final ? 'failed' : 'retry';
  }
  // Sent: if this write fails the record is retried and may send once more (at least once, never lost).
  await deps.outbox.markDelivered(id, { at: deps.now().toISOString(), receiveCount, outcome: 'delivered', providerMessageId });
  logger.info('outbound message delivered', context);
  return 'delivered';
}

/**
 * An outbox queue's consumer: records in parallel, each failure reported alone
 * (ReportBatchItemFailures); a record whose outcome is in `keep`, or whose handling threw, stays.
 */
export async function handleOutboxBatch<O extends string>(event: SQSEvent, deliver: (record: SQSRecord) => Promise<O>, keep: ReadonlySet<O>): Promise<SQSBatchResponse> {
  const outcomes = await Promise.all(event.Records.map((record) => deliver(record).then((outcome) => keep.has(outcome), (error: unknown) => {
    // The table or the secret could not be reached: retry the record, say nothing of its content.
    logger.error('outbox record not handled', { error: error instanceof Error ? error.name : 'Error' });
    return true;
  })));
  return { batchItemFailures: event.Records.filter((_r, i) => outcomes[i]).map((r) => ({ itemIdentifier: r.messageId })) };
}

/** The messages queue's consumer. */
export async function handleMessageBatch(event: SQSEvent, deps: SenderDeps = defaultSenderDeps()): Promise<SQSBatchResponse> {
  return handleOutboxBatch(event, (record) => deliverRecord(record, deps), KEEP);
}
