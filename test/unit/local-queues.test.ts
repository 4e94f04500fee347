/**
 * The SQS stand-in and the consumer runner through the real SQS client: queues and DLQs as CDK
 * creates them, and the event source mapping's delete / keep / dead-letter semantics.
 */
import { GetQueueAttributesCommand, ListQueuesCommand, ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueDef } from '../../lib/resources.js';
import { startQueueConsumers, type QueueConsumers } from '../../lib/local/queue-consumers.js';
import { failedMessageIds } from '../../lib/local/queue-event.js';
import { startQueues, type LocalQueues } from '../../lib/local/queues.js';
import * as fixture from '../fixtures/queues/consumer.js';
import { until } from '../until.js';

const REGION = 'us-east-1';
const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** Short visibility so redelivery and dead-lettering happen within a test. */
const ORDERS: QueueDef = { name: 'orders', logicalId: 'OrdersQueue', visibilityTimeoutSeconds: 1, maxReceiveCount: 2, batchSize: 10, consumer: 'fixture' };
const AUDIT: QueueDef = { name: 'audit-log', logicalId: 'AuditQueue', visibilityTimeoutSeconds: 30, maxReceiveCount: 5, batchSize: 5 };

let queues: LocalQueues;
let consumers: QueueConsumers | undefined;
let sqs: SQSClient;

// A fresh fauxqs per test: a long poll aborted by a closed runner stays parked in the server.
beforeEach(async () => {
  fixture.reset();
  queues = await startQueues({ queues: [ORDERS, AUDIT], region: REGION });
  sqs = new SQSClient({ endpoint: queues.endpoint, region: REGION, credentials: CREDENTIALS });
});

afterEach(async () => {
  await consumers?.close();
  consumers = undefined;
  sqs.destroy();
  await queues.close();
});

const startConsumers = async () => {
  consumers = await startQueueConsumers({
    queues: [ORDERS, AUDIT],
    endpoint: queues.endpoint,
    queueUrl: queues.queueUrl,
    region: REGION,
    loadConsumer: async (module) => {
      if (module !== 'fixture') throw new Error(`unexpected consumer ${module}`);
      return fixture.handler;
    },
    log: () => undefined,
  });
};

const send = (...bodies: object[]) =>
  sqs.send(new SendMessageBatchCommand({ QueueUrl: queues.queueUrl('orders'), Entries: bodies.map((b, i) => ({ Id: `e${i}`, MessageBody: JSON.stringify(b) })) }));

async function depth(url: string): Promise<number> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

const receivesOf = (id: string) => fixture.deliveries().filter((d) => d.id === id).map((d) => d.receiveCount);

describe('startQueues', () => {
  it('creates each queue with a <name>-dlq and the redrive policy and visibility timeout of its definition', async () => {
    const listed = await sqs.send(new ListQueuesCommand({}));
    expect(listed.QueueUrls?.sort()).toEqual([queues.queueUrl('audit-log'), queues.dlqUrl('audit-log'), queues.dlqUrl('orders'), queues.queueUrl('orders')].sort());
    for (const def of [ORDERS, AUDIT]) {
      const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queues.queueUrl(def.name), AttributeNames: ['All'] }));
      expect(Attributes?.VisibilityTimeout).toBe(String(def.visibilityTimeoutSeconds));
      expect(Attributes?.QueueArn).toBe(queues.queueArn(def.name));
      expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toEqual({ deadLetterTargetArn: `arn:aws:sqs:${REGION}:000000000000:${def.name}-dlq`, maxReceiveCount: def.maxReceiveCount });
    }
    expect(queues.queueUrl('orders')).toBe(`${queues.endpoint}/000000000000/orders`);
    expect(() => queues.queueUrl('nope')).toThrow(/No local queue/);
  });

  it('serves a client configured only by AWS_ENDPOINT_URL_SQS, as the functions are, without redirecting to the queue URL host', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('AWS_ENDPOINT_URL_SQS', queues.endpoint);
    try {
      const functionClient = new SQSClient({ region: REGION, credentials: CREDENTIALS });
      await functionClient.send(new SendMessageCommand({ QueueUrl: queues.queueUrl('audit-log'), MessageBody: 'hello' }));
      const got = await functionClient.send(new ReceiveMessageCommand({ QueueUrl: queues.queueUrl('audit-log'), WaitTimeSeconds: 1 }));
      expect(got.Messages?.[0]?.Body).toBe('hello');
      functionClient.destroy();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
      warn.mockRestore();
    }
  });
});

describe('startQueueConsumers', () => {
  it('hands over a Lambda-shaped SQSEvent and deletes a batch that succeeded', async () => {
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: queues.queueUrl('orders'),
        MessageBody: JSON.stringify({ id: 'a' }),
        MessageAttributes: { kind: { DataType: 'String', StringValue: 'payment' }, blob: { DataType: 'Binary', BinaryValue: Buffer.from('hi') } },
      }),
    );
    await send({ id: 'b' }, { id: 'c' });
    await startConsumers();
    await until('three deliveries', () => (fixture.deliveries().length >= 3 ? true : undefined));
    await until('an empty queue', async () => ((await depth(queues.queueUrl('orders'))) === 0 ? true : undefined));

    const a = fixture.deliveries().find((d) => d.id === 'a')?.record;
    expect(a).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: queues.queueArn('orders'),
      awsRegion: REGION,
      body: JSON.stringify({ id: 'a' }),
      attributes: { ApproximateReceiveCount: '1', SenderId: expect.any(String) as string, SentTimestamp: expect.stringMatching(/^\d+$/) as string },
      messageAttributes: {
        kind: { stringValue: 'payment', dataType: 'String', stringListValues: [], binaryListValues: [] },
        blob: { binaryValue: Buffer.from('hi').toString('base64'), dataType: 'Binary' },
      },
    });
    expect(a?.messageId).toMatch(/.+/);
    expect(a?.receiptHandle).toMatch(/.+/);
    expect(a?.md5OfBody).toMatch(/^[0-9a-f]{32}$/);
    expect(a?.md5OfMessageAttributes).toMatch(/^[0-9a-f]{32}$/);
    expect(['a', 'b', 'c'].map(receivesOf)).toEqual([[1], [1], [1]]);
  });

  it('on batchItemFailures deletes the others and redelivers only the failed item', async () => {
    await send({ id: 'ok-1' }, { id: 'flaky', failUntil: 1 }, { id: 'ok-2' });
    await startConsumers();
    await until('the retry', () => (receivesOf('flaky').length === 2 ? true : undefined));
    await until('an empty queue', async () => ((await depth(queues.queueUrl('orders'))) === 0 ? true : undefined));
    expect(fixture.batches[0]?.Records).toHaveLength(3);
    expect(receivesOf('flaky')).toEqual([1, 2]);
    expect(receivesOf('ok-1')).toEqual([1]);
    expect(receivesOf('ok-2')).toEqual([1]);
    expect(await depth(queues.dlqUrl('orders'))).toBe(0);
  });

  it('deletes nothing when the handler throws: the whole batch comes back', async () => {
    await send({ id: 'x' }, { id: 'boom', throwUntil: 1 });
    await startConsumers();
    await until('both redelivered', () => (receivesOf('x').length === 2 && receivesOf('boom').length === 2 ? true : undefined));
    await until('an empty queue', async () => ((await depth(queues.queueUrl('orders'))) === 0 ? true : undefined));
    expect(receivesOf('x')).toEqual([1, 2]);
    expect(receivesOf('boom')).toEqual([1, 2]);
  });

  it('moves a poison message to the DLQ after maxReceiveCount receives', async () => {
    await send({ id: 'poison', failUntil: 99 });
    await startConsumers();
    const dead = await until('the dead letter', async () => {
      const got = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queues.dlqUrl('orders'), WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'] }));
      return got.Messages?.[0];
    });
    expect(JSON.parse(dead.Body ?? '{}')).toEqual({ id: 'poison', failUntil: 99 });
    expect(receivesOf('poison')).toEqual([1, 2]);
    expect(await depth(queues.queueUrl('orders'))).toBe(0);
  });

  it('stops promptly on close, aborting the 20 s long poll', async () => {
    await startConsumers();
    await new Promise((r) => setTimeout(r, 200)); // the poll is parked in fauxqs now
    const started = Date.now();
    await consumers?.close();
    consumers = undefined;
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('fails fast when a consumer module cannot be loaded', async () => {
    await expect(
      startQueueConsumers({
        queues: [ORDERS],
        endpoint: queues.endpoint,
        queueUrl: queues.queueUrl,
        region: REGION,
        loadConsumer: () => Promise.reject(new Error('functions/fixture.ts exports no handler')),
      }),
    ).rejects.toThrow(/exports no handler/);
  });
});

describe('failedMessageIds (ReportBatchItemFailures)', () => {
  const event: SQSEvent = { Records: ['m1', 'm2'].map((messageId) => ({ messageId }) as SQSEvent['Records'][number]) };
  const all = new Set(['m1', 'm2']);
  it.each([
    ['undefined', undefined, new Set()],
    ['null', null, new Set()],
    ['an empty response', {}, new Set()],
    ['an empty list', { batchItemFailures: [] }, new Set()],
    ['a null list', { batchItemFailures: null }, new Set()],
    ['one failure', { batchItemFailures: [{ itemIdentifier: 'm2' }] }, new Set(['m2'])],
    ['an unknown id', { batchItemFailures: [{ itemIdentifier: 'm9' }] }, all],
    ['an empty id', { batchItemFailures: [{ itemIdentifier: '' }] }, all],
    ['a wrong key', { batchItemFailures: [{ id: 'm1' }] }, all],
    ['a string', 'ok', all],
  ])('%s', (_name, result, expected) => {
    expect(failedMessageIds(result, event)).toEqual(expected);
  });
});
