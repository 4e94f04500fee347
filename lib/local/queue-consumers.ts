/**
 * Runs each queue's consumer as a Lambda event source mapping with ReportBatchItemFailures would:
 * long-poll up to batchSize messages, hand them over as an SQSEvent, then delete what succeeded.
 * A thrown error or a timeout keeps the whole batch; `batchItemFailures` keeps only those items.
 * Kept messages reappear after the visibility timeout and, after maxReceiveCount receives, SQS
 * (here fauxqs) moves them to the DLQ — the runner never moves messages itself.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteMessageBatchCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { QueueDef } from '../resources.js';
import { lambdaContext } from './gateway.js';
import { failedMessageIds, toSqsEvent } from './queue-event.js';

export type QueueConsumer = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface QueueConsumerOptions {
  queues: readonly QueueDef[];
  endpoint: string;
  queueUrl(name: string): string;
  region: string;
  /** Resolves a QueueDef's consumer (module relative to functions/) to its handler. */
  loadConsumer(module: string): Promise<QueueConsumer>;
  /** Long-poll wait per ReceiveMessage; Lambda's pollers use 20 s. */
  waitTimeSeconds?: number;
  log?: (line: string) => void;
}

export interface QueueConsumers {
  close(): Promise<void>;
}

/** SQS hands out at most 10 messages per receive; Lambda fills bigger batches over a window. */
const MAX_RECEIVE = 10;

interface Poller {
  def: QueueDef;
  url: string;
  arn: string;
  handler: QueueConsumer;
  /** The function timeout implied by the definition: visibility timeout = 6 × timeout. */
  timeoutMs: number;
}

export async function startQueueConsumers(options: QueueConsumerOptions): Promise<QueueConsumers> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const sqs = new SQSClient({ endpoint: options.endpoint, region: options.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const stop = new AbortController();

  const pollers: Poller[] = [];
  try {
    for (const def of options.queues) {
      if (!def.consumer) continue;
      const url = options.queueUrl(def.name);
      const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
      pollers.push({
        def,
        url,
        arn: Attributes?.QueueArn ?? '',
        // Loaded up front so a missing module fails `npm start`, not the first message.
        handler: await options.loadConsumer(def.consumer),
        timeoutMs: (def.visibilityTimeoutSeconds * 1000) / 6,
      });
    }
  } catch (error) {
    sqs.destroy();
    throw error;
  }

  async function deliver(poller: Poller, event: SQSEvent): Promise<void> {
    const { def } = poller;
    const functionName = (def.consumer ?? def.name).replace(/\W/g, '-');
    const started = Date.now();
    let failed: Set<string>;
    try {
      const result = await poller.handler(event, lambdaContext(functionName, randomUUID(), poller.timeoutMs));
      failed = failedMessageIds(result, event);
      if (Date.now() - started > poller.timeoutMs) {
        // Lambda would have stopped the function: the batch counts as failed.
        log(`[sqs] ${def.name}: ${functionName} ran ${Date.now() - started} ms, over its ${poller.timeoutMs} ms timeout; batch kept`);
        failed = new Set(event.Records.map((r) => r.messageId));
      }
    } catch (error) {
      log(`[sqs] ${def.name}: ${functionName} failed, ${event.Records.length} message(s) kept: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return;
    }
    const done = event.Records.filter((r) => !failed.has(r.messageId));
    if (done.length === 0) return;
    // Not tied to `stop`: a batch that finished during close is still deleted.
    const out = await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: poller.url, Entries: done.map((r, i) => ({ Id: `m${i}`, ReceiptHandle: r.receiptHandle })) }));
    for (const f of out.Failed ?? []) log(`[sqs] ${def.name}: delete failed for entry ${f.Id}: ${f.Message ?? f.Code}`);
  }

  async function poll(poller: Poller): Promise<void> {
    while (!stop.signal.aborted) {
      try {
        const { Messages } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: poller.url,
            MaxNumberOfMessages: Math.min(poller.def.batchSize, MAX_RECEIVE),
            WaitTimeSeconds: options.waitTimeSeconds ?? 20,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: stop.signal },
        );
        if (Messages?.length) await deliver(poller, toSqsEvent(Messages, poller.arn, options.region));
      } catch (error) {
        if (stop.signal.aborted) return;
        log(`[sqs] ${poller.def.name}: receive or delete failed, retrying in 1 s: ${String(error)}`);
        await sleep(1000, undefined, { signal: stop.signal }).catch(() => undefined);
      }
    }
  }

  const loops = pollers.map((p) => poll(p));
  return {
    async close() {
      stop.abort();
      await Promise.all(loops);
      sqs.destroy();
    },
  };
}
