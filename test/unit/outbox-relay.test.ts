/**
 * The outbox relay (MSG-11) on its own: which stream records it relays, to which queue, and what it
 * answers when SQS refuses (the SDK is mocked only for those answers; the relay's path through the
 * real table stream and queues is in test/integration/messages.test.ts and webhooks.test.ts).
 */
import type { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sqs } from '../../shared/aws/clients.js';
import { relayOutbox } from '../../shared/messages/outbox-relay.js';

const record = (sequenceNumber: string, eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, string>): DynamoDBRecord => ({
  eventName,
  dynamodb: { SequenceNumber: sequenceNumber, NewImage: Object.fromEntries(Object.entries(image).map(([k, v]) => [k, { S: v }])) },
});
const outbox = (sequenceNumber: string, id: string, queue?: string) => record(sequenceNumber, 'INSERT', { entity: 'Outbox', id, ...(queue ? { queue } : {}) });

type Sent = { QueueUrl: string; ids: string[] };
const queued = (sequenceNumber: string, id: string, queue: string, body: string) => record(sequenceNumber, 'INSERT', { entity: 'QueuedMessage', id, queue, body });
let sent: Sent[];
let answer: (input: SendMessageBatchCommand['input']) => { Failed?: { Id: string; Code: string }[] };

beforeEach(() => {
  vi.stubEnv('QUEUE_URL_MESSAGES', 'https://sqs.local/messages');
  vi.stubEnv('QUEUE_URL_WEBHOOKS', 'https://sqs.local/webhooks');
  vi.stubEnv('QUEUE_URL_NOTIFICATIONS', 'https://sqs.local/notifications');
  sent = [];
  answer = () => ({});
  vi.spyOn(sqs, 'send').mockImplementation(async (command: unknown) => {
    const input = (command as SendMessageBatchCommand).input;
    sent.push({ QueueUrl: input.QueueUrl ?? '', ids: (input.Entries ?? []).map((e) => { const body = JSON.parse(e.MessageBody ?? '{}') as { outboxId?: string; unit?: string }; return body.outboxId ?? `body:${String(body.unit)}`; }) });
    return answer(input);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('outbox relay', () => {
  it('puts each new outbox item\'s id on its own queue (messages when it names none) and skips every other record', async () => {
    const result = await relayOutbox([
      outbox('1', 'm-1'),
      record('2', 'INSERT', { entity: 'Payment', id: 'p-1' }),
      outbox('3', 'w-1', 'webhooks'),
      record('4', 'MODIFY', { entity: 'Outbox', id: 'm-0' }),
      outbox('5', 'm-2'),
      record('6', 'REMOVE', { entity: 'Outbox', id: 'm-9' }),
    ]);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sent).toEqual([
      { QueueUrl: 'https://sqs.local/messages', ids: ['m-1', 'm-2'] },
      { QueueUrl: 'https://sqs.local/webhooks', ids: ['w-1'] },
    ]);
  });

  it('puts a new queued message\'s body on its queue as written (MSG-12), beside outbox items', async () => {
    const result = await relayOutbox([
      queued('1', 'q-1', 'notifications', JSON.stringify({ unit: 'first' })),
      outbox('2', 'm-1'),
      queued('3', 'q-2', 'notifications', JSON.stringify({ unit: 'second' })),
      record('4', 'INSERT', { entity: 'QueuedMessage', id: 'q-3', queue: 'notifications' }),
    ]);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sent).toEqual([
      { QueueUrl: 'https://sqs.local/notifications', ids: ['body:first', 'body:second'] },
      { QueueUrl: 'https://sqs.local/messages', ids: ['m-1'] },
    ]);
  });

  it('holds a queued message its delaySeconds on the queue (MSG-13), and sends one without it at once', async () => {
    const delayed = queued('1', 'q-1', 'notifications', JSON.stringify({ unit: 'sweep' }));
    delayed.dynamodb!.NewImage!['delaySeconds'] = { N: '60' };
    const entries: unknown[] = [];
    vi.spyOn(sqs, 'send').mockImplementation(async (command: unknown) => {
      entries.push(...((command as SendMessageBatchCommand).input.Entries ?? []));
      return {};
    });
    expect(await relayOutbox([delayed, queued('2', 'q-2', 'notifications', JSON.stringify({ unit: 'next' }))])).toEqual({ batchItemFailures: [] });
    expect(entries).toEqual([
      { Id: 'm0', MessageBody: JSON.stringify({ unit: 'sweep' }), DelaySeconds: 60 },
      { Id: 'm1', MessageBody: JSON.stringify({ unit: 'next' }) },
    ]);
  });

  it('answers the earliest record it could not send, so the stream mapping retries from there', async () => {
    // The webhooks queue refuses the whole call; the messages queue takes both of its ids.
    answer = (input) => {
      if (input.QueueUrl?.endsWith('/webhooks')) throw Object.assign(new Error('down'), { name: 'ServiceUnavailable' });
      return {};
    };
    expect(await relayOutbox([outbox('10', 'm-1'), outbox('11', 'w-1', 'webhooks'), outbox('12', 'm-2'), outbox('13', 'w-2', 'webhooks')]))
      .toEqual({ batchItemFailures: [{ itemIdentifier: '11' }] });

    // One entry of a batch refused: that record, not the one before it.
    answer = () => ({ Failed: [{ Id: 'm1', Code: 'InternalError' }] });
    expect(await relayOutbox([outbox('20', 'm-1'), outbox('21', 'm-2'), outbox('22', 'm-3')]))
      .toEqual({ batchItemFailures: [{ itemIdentifier: '21' }] });
  });

  it('does not retry an item naming a queue that does not exist (no retry could send it), and still relays the rest', async () => {
    expect(await relayOutbox([outbox('30', 'x-1', 'nowhere'), outbox('31', 'm-1')])).toEqual({ batchItemFailures: [] });
    expect(sent).toEqual([{ QueueUrl: 'https://sqs.local/messages', ids: ['m-1'] }]);
  });
});
