/**
 * Reading a consumer's KYC files: the file as the interface answers it (without content), one live
 * file, and the list a full consumer profile shows. Apart from files.ts, whose upload needs the MIME
 * table and the outbound address guard, so that reading a consumer loads neither (issue 16).
 */
import { NotFoundError } from '../http/errors.js';
import type { ConsumerFileResult } from '../schemas/consumer-file-results.js';
import { filesOfConsumer, getFileRecord, type FileRecord } from './file-records.js';

/** The interface's file shape, without content. */
export function fileResult(record: FileRecord): ConsumerFileResult {
  return {
    reference: record.reference, fileType: record.fileType, kycResults: record.kycResults ?? [], yourReference: record.yourReference,
    description: record.description, fileName: record.fileName, mimeType: record.mimeType, createdDate: record.createdDate,
    lastUpdatedDate: record.lastUpdatedDate ?? null, isActive: record.isActive, retrievalUrl: record.retrievalUrl,
    emailDeliveryUrl: record.emailDeliveryUrl, smsDeliveryUrl: record.smsDeliveryUrl, checksum: record.checksum, sizeInBytes: record.sizeInBytes,
  };
}

/** A consumer's live files, without content (the full profile's `files`). */
export async function listFiles(consumerReference: string): Promise<ConsumerFileResult[]> {
  return (await filesOfConsumer(consumerReference)).filter((f) => f.status === 'active').map(fileResult);
}

/** A consumer's live file, or 404. */
export async function getFile(consumerReference: string, fileReference: string): Promise<FileRecord> {
  const record = await getFileRecord(consumerReference, fileReference);
  if (!record || record.status !== 'active') throw new NotFoundError('The file', 'path.fileReference');
  return record;
}
