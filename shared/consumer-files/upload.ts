/**
 * Upload of a consumer (KYC) file: a pending record, the content to the KYC bucket, then the record
 * made active, which makes it visible (files.ts has the other use cases; pending-files.ts removes
 * what an upload that failed or died left). The MIME table and the outbound guard are needed here
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
import { activateFileRecord, getFileRecord, putPendingFileRecord, type FileRecord } from './file-records.js';
import { kycObjectKey, putKycObject } from './kyc-objects.js';
import { removePendingFile } from './pending-files.js';

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
 * Whether the stored record is this upload's in that status (same reference, date and object
 * version), after a write whose answer may have been lost. When it cannot be read the read's error
 * is thrown and nothing is removed: a record left pending is the sweep's to finish.
 */
async function standsAs(record: FileRecord, status: FileRecord['status']): Promise<boolean> {
  const stored = await getFileRecord(record.consumerReference, record.reference);
  return stored?.status === status && stored.createdDate === record.createdDate && stored.objectVersionId === record.objectVersionId;
}

/** Removes what a failed upload wrote; the pending record stays for the sweep if that fails too. */
async function discard(record: FileRecord): Promise<void> {
  await removePendingFile(record).catch((e: unknown) => {
    logger.error('failed KYC upload left pending for the sweep', { fileReference: record.reference, error: e instanceof Error ? e.name : String(e) });
  });
}

/**
 * Stores a file for an existing consumer: a pending record first (nobody sees it, and the sweep
 * finds it if this upload dies), then the object, then the record made active, which makes it visible.
 */
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
    status: 'pending', isActive: body.isActive ?? true, createdDate: now.toISOString(),
  };
  // Before anything is written: a record that cannot be stored would leave the upload half done.
  assertItemFits(record, 'KYC file record');
  try {
    await putPendingFileRecord(record);
  } catch (error) {
    // A failed condition may be the SDK's retry of our own write whose answer was lost: then it is ours and the upload goes on.
    if (!(isConditionFailure(error) && await standsAs(record, 'pending'))) throw error;
  }
  try {
    record.objectVersionId = await putKycObject(objectKey, content, mimeType, digest.toString('base64'));
  } catch (error) {
    // The object may have been written all the same (an answer lost): its versions go with the record.
    await discard(record);
    throw error;
  }
  try {
    await activateFileRecord(consumerReference, reference, record.objectVersionId);
  } catch (error) {
    // A failed condition may be the SDK's retry of our own activation whose answer was lost, and any
    // other error may have come after the write stood: read back, and if the file stands it is ours.
    if (!(await standsAs(record, 'active'))) {
      await discard(record);
      throw error;
    }
  }
  record.status = 'active';
  return fileResult(record);
}
