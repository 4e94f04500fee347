/** A consumer (KYC) file as the file routes answer it, without or with its content. */
import * as z from 'zod/mini';
import { looseResult, opt } from './common.js';
import { fileType } from './consumer-file-type.js';

const consumerFileResultFields = {
  reference: z.string(),
  fileType: fileType,
  kycResults: opt(z.array(looseResult())),
  yourReference: opt(z.string()),
  description: opt(z.string()),
  fileName: z.string(),
  mimeType: z.string(),
  createdDate: z.string(),
  lastUpdatedDate: opt(z.string()),
  isActive: z.boolean(),
  /** The retrieval URL with the request's tokens filled in (GET /v1/consumer/files/{fileReference}), or as configured. */
  retrievalUrl: opt(z.string()),
  emailDeliveryUrl: opt(z.string()),
  smsDeliveryUrl: opt(z.string()),
  /** SHA-256 of the content, hex. */
  checksum: z.string(),
  sizeInBytes: z.number(),
};

/** A file without its content (upload answer, file by retrieval URL). */
export const consumerFileResult = z.object({ ...consumerFileResultFields, base64Data: opt(z.string()) });
export type ConsumerFileResult = z.infer<typeof consumerFileResult>;

/** GET of one file by an admin: the content comes along. */
export const consumerFileWithDataResult = z.object({ ...consumerFileResultFields, base64Data: z.string() });
export type ConsumerFileWithDataResult = z.infer<typeof consumerFileWithDataResult>;
