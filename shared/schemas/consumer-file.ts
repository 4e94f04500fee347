/** Consumer (KYC) files: upload body, results, and the delivery endpoints' queries. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { base64Data, emailAddress, looseResult, msisdn, objectList, opt, requiredText, text } from './common.js';

// Three values are named by the interface (Unspecified, FaceImage, IdentityDocumentFront); the rest are ours.
export const FILE_TYPES = [
  'Unspecified', 'FaceImage', 'IdentityDocumentFront', 'IdentityDocumentBack', 'PassportPhotoPage',
  'DriversLicenceFront', 'DriversLicenceBack', 'ProofOfAddress', 'ProofOfIncome', 'BankStatement',
  'Signature', 'CompanyRegistrationDocument', 'TaxCertificate', 'ResidencePermit',
] as const;
export const fileType = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileType>;

/**
 * An http(s) URL that may hold [tokenName] placeholders, filled in when it is used (retrieval from
 * the request's query, delivery from the call's own values). Checked as a URL with the tokens blanked.
 */
export const urlTemplate = () =>
  z.string().check(
    z.maxLength(2048, 'must be at most 2048 characters'),
    z.refine((v) => {
      try {
        const url = new URL(v.replace(/\[[A-Za-z0-9_]{1,64}\]/g, 'x'));
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'must be an http(s) URL, with [tokenName] placeholders where values go'),
  );

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
  /** Ours (the interface names the URLs but not where they are set): where the file is fetched from. */
  retrievalUrl: opt(urlTemplate()),
  /** Ours: called by POST /v1/consumer/files/{fileReference}/email. */
  emailDeliveryUrl: opt(urlTemplate()),
  /** Ours: called by POST /v1/consumer/files/{fileReference}/sms. */
  smsDeliveryUrl: opt(urlTemplate()),
});
export type ConsumerFileBody = z.infer<typeof consumerFileBody>;

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
