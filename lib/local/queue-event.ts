/**
 * What a Lambda SQS event source mapping hands the function and how it reads the answer, kept pure
 * so the shapes can be checked without a queue.
 */
import type { Message, MessageAttributeValue } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';

const base64 = (bytes: Uint8Array | undefined): string | undefined => (bytes ? Buffer.from(bytes).toString('base64') : undefined);

function recordAttributes(values: MessageAttributeValue): SQSMessageAttributes[string] {
  // Lambda spells the SQS attribute fields in camel case and sends binaries base64 encoded.
  const binary = base64(values.BinaryValue);
  return {
    ...(values.StringValue !== undefined ? { stringValue: values.StringValue } : {}),
    ...(binary !== undefined ? { binaryValue: binary } : {}),
    stringListValues: values.StringListValues ?? [],
    binaryListValues: (values.BinaryListValues ?? []).map((b) => base64(b) ?? ''),
    dataType: values.DataType ?? 'String',
  };
}

export function toSqsRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  const record: SQSRecord = {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...(attributes.MessageGroupId ? { MessageGroupId: attributes.MessageGroupId } : {}),
      ...(attributes.MessageDeduplicationId ? { MessageDeduplicationId: attributes.MessageDeduplicationId } : {}),
      ...(attributes.SequenceNumber ? { SequenceNumber: attributes.SequenceNumber } : {}),
      ...(attributes.AWSTraceHeader ? { AWSTraceHeader: attributes.AWSTraceHeader } : {}),
    },
    messageAttributes: Object.fromEntries(Object.entries(message.MessageAttributes ?? {}).map(([k, v]) => [k, recordAttributes(v)])),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
  if (message.MD5OfMessageAttributes) record.md5OfMessageAttributes = message.MD5OfMessageAttributes;
  return record;
}

export function toSqsEvent(messages: Message[], queueArn: string, region: string): SQSEvent {
  return { Records: messages.map((m) => toSqsRecord(m, queueArn, region)) };
}

/**
 * Message ids to keep on the queue, read as Lambda does with ReportBatchItemFailures: nothing (or
 * an empty list) = all succeeded; an identifier that is missing, empty or not in the batch makes
 * the whole batch a failure.
 */
export function failedMessageIds(result: unknown, event: SQSEvent): Set<string> {
  const all = new Set(event.Records.map((r) => r.messageId));
  if (result === undefined || result === null) return new Set();
  if (typeof result !== 'object') return all;
  const failures = (result as Partial<SQSBatchResponse>).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const failed = new Set<string>();
  for (const failure of failures as unknown[]) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}
