/** Consumer (KYC) files: upload body, results, and the delivery endpoints' queries. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { base64Data, emailAddress, looseRecord, msisdn, objectList, opt, requiredText, text } from './common.js';

// Three values are named by the interface (Unspecified, FaceImage, IdentityDocumentFront); the rest are ours.
export const FILE_TYPES = [
  'Unspecified', 'FaceImage', 'IdentityDocumentFront', 'IdentityDocumentBack', 'PassportPhotoPage',
  'DriversLicenceFront', 'DriversLicenceBack', 'ProofOfAddress', 'ProofOfIncome', 'BankStatement',
  'Signature', 'CompanyRegistrationDocument', 'TaxCertificate', 'ResidencePermit',
] as const;
export const fileType = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileType>;

/** Largest decoded upload (interface limit). */
export const MAX_KYC_FILE_BYTES = 4 * 1024 * 1024;
/** Base64 of 4 MiB is about 5.6 MB; the Lambda request payload limit is 6 MiB including the event. */
export const MAX_KYC_FILE_BODY_BYTES = 6_000_000;

/**
 * Body of POST /v1/consumer/admin/files/{consumerReference}. fileName and base64Data are required
 * although the interface marks nothing: the type is resolved from the name's extension, and a file
 * needs its content. mimeType and the dates are server-owned and ignored.
 */
export const consumerFileBody = z.strictObject({
  fileType: z.optional(fileType),
  kycResults: opt(objectList()),
  reference: opt(uuid()),
  yourReference: opt(text()),
  description: opt(text(512)),
  fileName: requiredText(255),
  mimeType: opt(text(128)),
  base64Data: base64Data(MAX_KYC_FILE_BYTES),
  createdDate: opt(z.string()),
  lastUpdatedDate: opt(z.string()),
  isActive: z.optional(z.boolean()),
});
export type ConsumerFileBody = z.infer<typeof consumerFileBody>;

const consumerFileResultFields = {
  reference: z.string(),
  fileType: fileType,
  kycResults: opt(z.array(looseRecord())),
  yourReference: opt(z.string()),
  description: opt(z.string()),
  fileName: z.string(),
  mimeType: z.string(),
  createdDate: z.string(),
  lastUpdatedDate: opt(z.string()),
  isActive: z.boolean(),
};

/** A file without its content (upload answer, file by retrieval URL). */
export const consumerFileResult = z.object({ ...consumerFileResultFields, base64Data: opt(z.string()) });
export type ConsumerFileResult = z.infer<typeof consumerFileResult>;

/** GET of one file by an admin: the content comes along. */
export const consumerFileWithDataResult = z.object({ ...consumerFileResultFields, base64Data: z.string() });
export type ConsumerFileWithDataResult = z.infer<typeof consumerFileWithDataResult>;

/** Any parameters: each replaces the [name] token of the file's retrieval URL. */
export const fileUrlTokensQuery = z.record(
  z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'must be a token name of letters, digits or _')),
  text(1024),
);
export type FileUrlTokensQuery = z.infer<typeof fileUrlTokensQuery>;

export const fileEmailQuery = z.strictObject({ emailAddress: emailAddress() });
export type FileEmailQuery = z.infer<typeof fileEmailQuery>;

export const fileSmsQuery = z.strictObject({ msisdn: msisdn() });
export type FileSmsQuery = z.infer<typeof fileSmsQuery>;
