/**
 * Consumer (KYC) files: upload body, results and size limits. Each part lives in its own module so a
 * function bundles only the schemas its route names; this module gathers them. The delivery
 * endpoints' queries belong to one route each and live in that route's module (shared/routes/consumers/).
 */
export { consumerFileBody, urlTemplate, type ConsumerFileBody } from './consumer-file-body.js';
export { MAX_KYC_FILE_BODY_BYTES, MAX_KYC_FILE_BYTES } from './consumer-file-limits.js';
export {
  consumerFileResult, consumerFileWithDataResult, type ConsumerFileResult, type ConsumerFileWithDataResult,
} from './consumer-file-results.js';
export { FILE_TYPES, fileType, type FileType } from './consumer-file-type.js';
