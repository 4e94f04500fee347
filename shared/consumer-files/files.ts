/**
 * Consumer (KYC) files: the content in the KYC bucket (encrypted with the bucket's KMS key), the
 * metadata on the table. The object key holds references only, never the file name (which may
 * carry a person's name).
 *
 * Keys and access patterns (single table):
 *   file   PK = CONSUMER#<consumerReference>   SK = FILE#<fileReference>
 *          get one file of a consumer (admin routes name the consumer; a consumer token is its own);
 *          a consumer's files: Query PK, SK begins_with FILE#
 *   object s3://<bucket>/consumers/<consumerReference>/files/<fileReference>
 */
import { createHash, randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import mime from 'mime';
import { s3 } from '../aws/clients.js';
import { config } from '../config.js';
import { consumerKeys } from '../consumers/consumers.js';
import { db } from '../db/client.js';
import { assertItemFits } from '../db/item-size.js';
import { queryPrefix } from '../db/query.js';
import { isConditionFailure } from '../db/transactions.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import { refusedAddress } from '../http/outbound.js';
import { logger } from '../log.js';
import { MAX_KYC_FILE_BYTES, type ConsumerFileBody, type ConsumerFileResult, type FileType } from '../schemas/consumer-file.js';

const FILE_PREFIX = 'FILE#';

export const fileKeys = {
  partition: consumerKeys.partition,
  prefix: FILE_PREFIX,
  file: (consumerReference: string, fileReference: string) => ({ PK: consumerKeys.partition(consumerReference), SK: `${FILE_PREFIX}${fileReference}` }),
  object: (consumerReference: string, fileReference: string) => `consumers/${consumerReference}/files/${fileReference}`,
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

/** The interface's file shape, without content. */
export function fileResult(record: FileRecord): ConsumerFileResult {
  return {
    reference: record.reference, fileType: record.fileType, kycResults: record.kycResults ?? [], yourReference: record.yourReference,
    description: record.description, fileName: record.fileName, mimeType: record.mimeType, createdDate: record.createdDate,
    lastUpdatedDate: record.lastUpdatedDate ?? null, isActive: record.isActive, retrievalUrl: record.retrievalUrl,
    emailDeliveryUrl: record.emailDeliveryUrl, smsDeliveryUrl: record.smsDeliveryUrl, checksum: record.checksum, sizeInBytes: record.sizeInBytes,
  };
}

/** Delivery URLs whose host is written as an address we never call are refused when stored, not only when used. */
function checkUrlHosts(body: ConsumerFileBody): void {
  const details = (['retrievalUrl', 'emailDeliveryUrl', 'smsDeliveryUrl'] as const).flatMap((field) => {
    const value = body[field];
    if (!value) return [];
    const host = new URL(value.replace(/\[[A-Za-z0-9_]{1,64}\]/g, 'x')).hostname.replace(/^\[|\]$/g, '');
    const refused = /^[\d.]+$|:/.test(host) ? refusedAddress(host) : undefined;
    return refused ? [{ field: `body.${field}`, reason: `must not point at this address (${refused})` }] : [];
  });
  if (details.length > 0) throw new ValidationError(details);
}

function decode(base64Data: string): Buffer {
  const content = Buffer.from(base64Data, 'base64');
  if (content.length === 0) throw new ValidationError([{ field: 'body.base64Data', reason: 'must not be empty' }]);
  if (content.length > MAX_KYC_FILE_BYTES) {
    throw new ValidationError([{ field: 'body.base64Data', reason: `must decode to at most ${MAX_KYC_FILE_BYTES} bytes (4 MiB)` }]);
  }
  return content;
}

/** Stores a file for an existing consumer: the object first, then the record that makes it visible. */
export async function uploadFile(consumerReference: string, body: ConsumerFileBody, now = new Date()): Promise<ConsumerFileResult> {
  checkUrlHosts(body);
  const content = decode(body.base64Data);
  const reference = randomUUID();
  const objectKey = fileKeys.object(consumerReference, reference);
  const digest = createHash('sha256').update(content).digest();
  const mimeType = mime.getType(body.fileName) ?? 'application/octet-stream';
  const record: FileRecord = {
    reference, consumerReference, fileType: body.fileType ?? 'Unspecified', kycResults: body.kycResults ?? undefined,
    yourReference: body.yourReference ?? undefined, description: body.description ?? undefined, fileName: body.fileName, mimeType,
    checksum: digest.toString('hex'), sizeInBytes: content.length, objectKey,
    retrievalUrl: body.retrievalUrl ?? undefined, emailDeliveryUrl: body.emailDeliveryUrl ?? undefined, smsDeliveryUrl: body.smsDeliveryUrl ?? undefined,
    status: 'active', isActive: body.isActive ?? true, createdDate: now.toISOString(),
  };
  // Before the object is written: a record that cannot be stored would leave it orphaned.
  assertItemFits(record, 'KYC file record');
  const put = await s3.send(new PutObjectCommand({
    Bucket: config.bucketName, Key: objectKey, Body: content, ContentType: mimeType,
    ServerSideEncryption: 'aws:kms', ChecksumSHA256: digest.toString('base64'),
  }));
  record.objectVersionId = put.VersionId;
  try {
    await db.send(new PutCommand({
      TableName: config.tableName,
      Item: { ...fileKeys.file(consumerReference, reference), entity: 'ConsumerFile', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }));
  } catch (error) {
    // Without its record nobody can reach or delete the object: remove it now.
    await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: objectKey, VersionId: put.VersionId })).catch((e: unknown) => {
      logger.error('orphan KYC object left after a failed upload', { objectKey, error: e instanceof Error ? e.name : String(e) });
    });
    throw error;
  }
  return fileResult(record);
}

/** A consumer's live files, without content (the full profile's `files`). */
export async function listFiles(consumerReference: string): Promise<ConsumerFileResult[]> {
  const items = (await queryPrefix(fileKeys.partition(consumerReference), fileKeys.prefix)) as unknown as FileRecord[];
  return items.filter((f) => f.status === 'active').map(fileResult);
}

/** A consumer's live file, or 404. */
export async function getFile(consumerReference: string, fileReference: string): Promise<FileRecord> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: fileKeys.file(consumerReference, fileReference), ConsistentRead: true }));
  const record = out.Item as FileRecord | undefined;
  if (!record || record.status !== 'active') throw new NotFoundError('The file', 'path.fileReference');
  return record;
}

/** The file with its content, base64. */
export async function readFileWithData(consumerReference: string, fileReference: string): Promise<ConsumerFileResult & { base64Data: string }> {
  const record = await getFile(consumerReference, fileReference);
  const out = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: record.objectKey, VersionId: record.objectVersionId }));
  const bytes = await out.Body?.transformToByteArray();
  if (!bytes) throw new Error('KYC object has no body');
  return { ...fileResult(record), base64Data: Buffer.from(bytes).toString('base64') };
}

/**
 * Removes object and record together: the record is first marked deleting (readers see 404 from
 * then on), the object version removed, then the record. A failure part-way leaves a 'deleting'
 * record that the same request, retried, finishes.
 */
export async function deleteFile(consumerReference: string, fileReference: string): Promise<void> {
  const key = fileKeys.file(consumerReference, fileReference);
  let record: FileRecord;
  try {
    const out = await db.send(new UpdateCommand({
      TableName: config.tableName, Key: key,
      UpdateExpression: 'SET #status = :deleting',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':deleting': 'deleting' },
      ReturnValues: 'ALL_NEW',
    }));
    record = out.Attributes as FileRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('The file', 'path.fileReference');
    throw error;
  }
  await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: record.objectKey, VersionId: record.objectVersionId }));
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: key }));
}
