/**
 * Consumer (KYC) files, the use cases: upload (upload.ts), list, read with content, delete. The
 * record lives on the table (shared/consumer-files/file-records.ts, its keys and access patterns),
 * the content in the KYC bucket (shared/consumer-files/kyc-objects.ts). The reads (the file as
 * answered, one live file, a consumer's list) are in file-reads.ts, so that a consumer profile loads
 * neither the MIME table nor the outbound guard; the upload is in upload.ts, so that reading or
 * deleting a file does not load them either.
 */
import { NotFoundError } from '../http/errors.js';
import type { ConsumerFileResult } from '../schemas/consumer-file-results.js';
import { fileResult, getFile } from './file-reads.js';
import { deleteFileRecord, markFileDeleting } from './file-records.js';
import { deleteKycObject, readKycObject } from './kyc-objects.js';

/** The file with its content, base64. */
export async function readFileWithData(consumerReference: string, fileReference: string): Promise<ConsumerFileResult & { base64Data: string }> {
  const record = await getFile(consumerReference, fileReference);
  const bytes = await readKycObject(record.objectKey, record.objectVersionId);
  return { ...fileResult(record), base64Data: Buffer.from(bytes).toString('base64') };
}

/**
 * Removes object and record together: the record is first marked deleting (readers see 404 from
 * then on), the object version removed, then the record. A failure part-way leaves a 'deleting'
 * record that the same request, retried, finishes.
 */
export async function deleteFile(consumerReference: string, fileReference: string): Promise<void> {
  const record = await markFileDeleting(consumerReference, fileReference);
  if (!record) throw new NotFoundError('The file', 'path.fileReference');
  await deleteKycObject(record.objectKey, record.objectVersionId);
  await deleteFileRecord(consumerReference, fileReference);
}
