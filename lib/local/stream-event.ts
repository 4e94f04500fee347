/**
 * What a Lambda DynamoDB event source mapping hands the function and how it reads the answer, kept
 * pure so the shapes can be checked without a stream.
 */
import type { _Record as StreamsRecord, AttributeValue as StreamsValue } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import type { StreamConsumerDef } from '../resources.js';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** The SDK reads binaries into bytes; Lambda's event carries them base64 encoded, as on the wire. */
function lambdaValue(value: StreamsValue): AttributeValue {
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  if (value.M !== undefined) return { M: lambdaImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(lambdaValue) };
  // S, N, SS, NS, NULL and BOOL read the same in both.
  return value as AttributeValue;
}

function lambdaImage(image: Record<string, StreamsValue>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, lambdaValue(value)]));
}

export function toDynamoDBRecord(record: StreamsRecord, streamArn: string, region: string): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  const created = stream.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      // The SDK parses the time into a Date; Lambda's event carries epoch seconds.
      ...(created ? { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) } : {}),
      ...(stream.Keys ? { Keys: lambdaImage(stream.Keys) } : {}),
      ...(stream.NewImage ? { NewImage: lambdaImage(stream.NewImage) } : {}),
      ...(stream.OldImage ? { OldImage: lambdaImage(stream.OldImage) } : {}),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
  };
}

/** The mapping's FilterCriteria: the event name and the new image's `entity` (one of those listed). */
export function matchesFilter(record: DynamoDBRecord, filter: StreamConsumerDef['filter']): boolean {
  const entity = record.dynamodb?.NewImage?.['entity']?.S;
  return record.eventName === filter.eventName && entity !== undefined && filter.entities.includes(entity);
}

/**
 * How many records at the head of the batch are done, read as Lambda does with
 * ReportBatchItemFailures: nothing (or an empty list) = all; otherwise the records before the
 * lowest named sequence number. An identifier that is missing, empty or not in the batch makes the
 * whole batch a failure (none done).
 */
export function recordsDone(result: unknown, batch: readonly DynamoDBRecord[]): number {
  if (result === undefined || result === null) return batch.length;
  if (typeof result !== 'object') return 0;
  const failures = (result as Partial<DynamoDBBatchResponse>).batchItemFailures;
  if (failures === undefined || failures === null) return batch.length;
  if (!Array.isArray(failures)) return 0;
  let done = batch.length;
  for (const failure of failures as unknown[]) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    // Records come in sequence order, so the first one named is the lowest sequence number.
    const index = typeof id === 'string' && id !== '' ? batch.findIndex((r) => r.dynamodb?.SequenceNumber === id) : -1;
    if (index < 0) return 0;
    done = Math.min(done, index);
  }
  return done;
}
