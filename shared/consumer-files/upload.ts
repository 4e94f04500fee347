/**
 * Upload of a consumer (KYC) file: the content to the KYC bucket, then the record that makes it
 * visible (files.ts has the other use cases). The MIME table and the outbound guard are needed here
 * only, so this module is the one that loads them.
 */
import { createHash, randomUUID } from 'node:crypto';
import mime from 'mime';
import { assertItemFits } from '../db/item-size.js';
import { isConditionFailure } from '../db/transactions.js';
import { ValidationError } from '../http/errors.js';
import { refusedAddress } from '../http/outbound.js';
import { logger } from '../log.js';
import type { ConsumerFileBody } from '../schemas/consumer-file-body.js';
import { MAX_KYC_FILE_BYTES } from '../schemas/consumer-file-limits.js';
import type { ConsumerFileResult } from '../schemas/consumer-file-results.js';
import { fileResult } from './file-reads.js';
import { getFileRecord, putFileRecord, type FileRecord } from './file-records.js';
import { deleteKycObject, kycObjectKey, putKycObject } from './kyc-objects.js';

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

/**
 * Whether the stored record is this upload's (same reference and object version). When it cannot be
 * read, it may be ours: the read's error is thrown and the object kept (an orphan at worst, never a
 * record without its object).
 */
async function isOurRecord(record: FileRecord): Promise<boolean> {
  const stored = await getFileRecord(record.consumerReference, record.reference);
  return stored?.reference === record.reference && stored.objectVersionId === record.objectVersionId;
}

/** Stores a file for an existing consumer: the object first, then the record that makes it visible. */
export async function uploadFile(consumerReference: string, body: ConsumerFileBody, now = new Date()): Promise<ConsumerFileResult> {
  checkUrlHosts(body);
  const content = decode(body.base64Data);
  const reference = randomUUID();
  const objectKey = kycObjectKey(consumerReference, reference);
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
  const versionId = await putKycObject(objectKey, content, mimeType, digest.toString('base64'));
  record.objectVersionId = versionId;
  try {
    await putFileRecord(record);
  } catch (error) {
    // A failed condition may be the SDK's retry of our own write whose answer was lost: then the record is ours and stands.
    if (isConditionFailure(error) && await isOurRecord(record)) return fileResult(record);
    // Without its record nobody can reach or delete the object: remove it now.
    await deleteKycObject(objectKey, versionId).catch((e: unknown) => {
      logger.error('orphan KYC object left after a failed upload', { objectKey, error: e instanceof Error ? e.name : String(e) });
    });
    throw error;
  }
  return fileResult(record);
}
