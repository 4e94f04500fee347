/** Size limits of a KYC file upload: plain numbers, so domain code reads them without bundling schemas. */

/** Largest decoded upload (interface limit). */
export const MAX_KYC_FILE_BYTES = 4 * 1024 * 1024;
/** Base64 of 4 MiB is about 5.6 MB; the Lambda request payload limit is 6 MiB including the event. */
export const MAX_KYC_FILE_BODY_BYTES = 6_000_000;
