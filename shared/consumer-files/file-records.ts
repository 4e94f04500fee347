/**
 * Consumer (KYC) file records: the metadata of a file whose content is an object in the KYC bucket
 * (shared/consumer-files/kyc-objects.ts). The only module that knows their keys.
 *
 * Keys and access patterns (single table):
 *   file   PK = CONSUMER#<consumerReference>   SK = FILE#<fileReference>
 *          get one file of a consumer (getFileRecord; admin routes name the consumer, a consumer
 *          token is its own); a consumer's files: Query PK, SK begins_with FILE# (filesOfConsumer);
 *          created pending before its object (putPendingFileRecord), made active after it
 *          (activateFileRecord), marked deleting (markFileDeleting), then deleted (deleteFileRecord)
 *   pending  GSI1PK = CONSUMERFILE#PENDING   GSI1SK = <createdDate, ISO>
 *          pending files created before a time (stalePendingFiles, the sweep); the GSI1 attributes
 *          exist only while the file is pending, so the index holds only uploads not finished yet
 *          or never to be (a crash between the record and its activation)
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { consumerKeys } from '../consumers/consumers.js';
import { db } from '../db/client.js';
import { queryBefore, queryPrefix } from '../db/query.js';
import { conditionHeld, isConditionFailure } from '../db/transactions.js';
import type { FileType } from '../schemas/consumer-file-type.js';

const FILE_PREFIX = 'FILE#';
const PENDING = 'CONSUMERFILE#PENDING';

/**
 * References are stored lower case (randomUUID's); one named in a path or a token may come in any
 * case, as for the other entities, so every key is made from the lower-cased references.
 */
export const fileKeys = {
  partition: (consumerReference: string) => consumerKeys.partition(consumerReference.toLowerCase()),
  prefix: FILE_PREFIX,
  file: (consumerReference: string, fileReference: string) => ({
    PK: consumerKeys.partition(consumerReference.toLowerCase()), SK: `${FILE_PREFIX}${fileReference.toLowerCase()}`,
  }),
  pending: (createdDate: string) => ({ GSI1PK: PENDING, GSI1SK: createdDate }),
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
  /**
   * 'pending' from before its object is written until the record is made active after it: nobody
   * reads, lists or deletes it then, and the sweep removes it (and any object) once it is stale.
   * 'deleting' while the object goes: the file is already gone for readers.
   */
  status: 'pending' | 'active' | 'deleting';
  isActive: boolean;
  createdDate: string;
  lastUpdatedDate?: string;
}

/**
 * Stores a new file record, pending and in the pending index, before its object is written; throws
 * (ConditionalCheckFailedException) when one with its reference exists.
 */
export async function putPendingFileRecord(record: FileRecord): Promise<void> {
  await db.send(new PutCommand({
    TableName: config.tableName,
    Item: { ...fileKeys.file(record.consumerReference, record.reference), ...fileKeys.pending(record.createdDate), entity: 'ConsumerFile', ...record, status: 'pending' },
    ConditionExpression: 'attribute_not_exists(PK)',
  }));
}

/**
 * Makes a pending file active once its object is written, naming the object's version, and takes it
 * out of the pending index; throws (ConditionalCheckFailedException) when it is not pending.
 */
export async function activateFileRecord(consumerReference: string, fileReference: string, objectVersionId: string | undefined): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference),
    UpdateExpression: `SET #status = :active${objectVersionId === undefined ? '' : ', objectVersionId = :version'} REMOVE GSI1PK, GSI1SK`,
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':active': 'active', ':pending': 'pending', ...(objectVersionId === undefined ? {} : { ':version': objectVersionId }) },
  }));
}

/** Removes a pending file record (its object already gone); false when it is not there or no longer pending. */
export async function deletePendingFileRecord(consumerReference: string, fileReference: string): Promise<boolean> {
  return conditionHeld(db.send(new DeleteCommand({
    TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference),
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  })));
}

/** What the sweep needs of a pending file. */
export type PendingFile = Pick<FileRecord, 'consumerReference' | 'reference' | 'objectKey' | 'createdDate'>;

/** Up to `limit` pending files created before `before`, oldest first (GSI1; never a Scan). */
export async function stalePendingFiles(before: Date, limit: number): Promise<PendingFile[]> {
  return queryBefore('GSI1', PENDING, before.toISOString(), limit, (raw) => {
    const item = raw as unknown as FileRecord;
    return item.status === 'pending' ? { consumerReference: item.consumerReference, reference: item.reference, objectKey: item.objectKey, createdDate: item.createdDate } : undefined;
  });
}

/** Every file record of a consumer, pending and deleting ones included. */
export async function filesOfConsumer(consumerReference: string): Promise<FileRecord[]> {
  return (await queryPrefix(fileKeys.partition(consumerReference), fileKeys.prefix)) as unknown as FileRecord[];
}

/** The consumer's file record, whatever its status, or undefined when there is none. */
export async function getFileRecord(consumerReference: string, fileReference: string): Promise<FileRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference), ConsistentRead: true }));
  return out.Item as FileRecord | undefined;
}

/**
 * Marks the file deleting (readers see it gone from then on) and answers the record; undefined when
 * there is no such file, or only a pending one (an upload in flight, or the sweep's to remove).
 */
export async function markFileDeleting(consumerReference: string, fileReference: string): Promise<FileRecord | undefined> {
  try {
    const out = await db.send(new UpdateCommand({
      TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference),
      UpdateExpression: 'SET #status = :deleting',
      ConditionExpression: 'attribute_exists(PK) AND #status <> :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':deleting': 'deleting', ':pending': 'pending' },
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
