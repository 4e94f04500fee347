/**
 * Consumer (KYC) file records: the metadata of a file whose content is an object in the KYC bucket
 * (shared/consumer-files/kyc-objects.ts). The only module that knows their keys.
 *
 * Keys and access patterns (single table):
 *   file   PK = CONSUMER#<consumerReference>   SK = FILE#<fileReference>
 *          get one file of a consumer (getFileRecord; admin routes name the consumer, a consumer
 *          token is its own); a consumer's files: Query PK, SK begins_with FILE# (filesOfConsumer);
 *          created once (putFileRecord), marked deleting (markFileDeleting), then deleted (deleteFileRecord)
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { consumerKeys } from '../consumers/consumers.js';
import { db } from '../db/client.js';
import { queryPrefix } from '../db/query.js';
import { isConditionFailure } from '../db/transactions.js';
import type { FileType } from '../schemas/consumer-file-type.js';

const FILE_PREFIX = 'FILE#';

export const fileKeys = {
  partition: consumerKeys.partition,
  prefix: FILE_PREFIX,
  file: (consumerReference: string, fileReference: string) => ({ PK: consumerKeys.partition(consumerReference), SK: `${FILE_PREFIX}${fileReference}` }),
};

export interface FileRecord {
  reference: string;
  consumerReference: string;
  fileType: FileType;
  kycResults?: Record<string, unknown>[];
  yourReference?: string;
  description?: string;
  fileName: string;
  mimeType: string;
  checksum: string;
  sizeInBytes: number;
  objectKey: string;
  /** Set when the bucket is versioned (in AWS): deletion removes this exact version. */
  objectVersionId?: string;
  retrievalUrl?: string;
  emailDeliveryUrl?: string;
  smsDeliveryUrl?: string;
  /** 'deleting' while the object goes: the file is already gone for readers. */
  status: 'active' | 'deleting';
  isActive: boolean;
  createdDate: string;
  lastUpdatedDate?: string;
}

/** Stores a new file record; throws (ConditionalCheckFailedException) when one with its reference exists. */
export async function putFileRecord(record: FileRecord): Promise<void> {
  await db.send(new PutCommand({
    TableName: config.tableName,
    Item: { ...fileKeys.file(record.consumerReference, record.reference), entity: 'ConsumerFile', ...record },
    ConditionExpression: 'attribute_not_exists(PK)',
  }));
}

/** Every file record of a consumer, deleting ones included. */
export async function filesOfConsumer(consumerReference: string): Promise<FileRecord[]> {
  return (await queryPrefix(fileKeys.partition(consumerReference), fileKeys.prefix)) as unknown as FileRecord[];
}

/** The consumer's file record, whatever its status, or undefined when there is none. */
export async function getFileRecord(consumerReference: string, fileReference: string): Promise<FileRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference), ConsistentRead: true }));
  return out.Item as FileRecord | undefined;
}

/** Marks the file deleting (readers see it gone from then on) and answers the record; undefined when there is no such file. */
export async function markFileDeleting(consumerReference: string, fileReference: string): Promise<FileRecord | undefined> {
  try {
    const out = await db.send(new UpdateCommand({
      TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference),
      UpdateExpression: 'SET #status = :deleting',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':deleting': 'deleting' },
      ReturnValues: 'ALL_NEW',
    }));
    return out.Attributes as FileRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes the file record (its object already gone). */
export async function deleteFileRecord(consumerReference: string, fileReference: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference) }));
}
