/** Consumer profiles (self-service and admin), KYC files and KYC decisions. */
import { route } from '../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../http/schemas.js';
import { consumerBasicResult, consumerBody, consumerFullResult, consumerUpdateBody } from '../schemas/consumer.js';
import {
  consumerFileBody, consumerFileResult, consumerFileWithDataResult, fileEmailQuery, fileSmsQuery, fileUrlTokensQuery,
  MAX_KYC_FILE_BODY_BYTES,
} from '../schemas/consumer-file.js';

const domain = 'consumers';

export const createConsumer = route({
  method: 'POST', path: '/v1/consumer', auth: 'access', domain, handler: 'consumers/create-consumer',
  schemas: { query: noQuery(), body: consumerBody, response: consumerBasicResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Registers a consumer profile.',
});

export const updateConsumer = route({
  method: 'PUT', path: '/v1/consumer', auth: 'access', domain, handler: 'consumers/update-consumer',
  schemas: { query: noQuery(), body: consumerUpdateBody, response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates the consumer named by the body\'s reference; returns the full profile.',
});

export const adminCreateConsumer = route({
  method: 'POST', path: '/v1/consumer/admin', auth: 'admin', domain, handler: 'consumers/admin-create-consumer',
  schemas: { query: noQuery(), body: consumerBody, response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates a consumer profile on a partner\'s behalf; returns the full profile.',
});

export const adminUpdateConsumer = route({
  method: 'PUT', path: '/v1/consumer/admin', auth: 'admin', domain, handler: 'consumers/admin-update-consumer',
  schemas: { query: noQuery(), body: consumerUpdateBody, response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Updates any consumer named by the body\'s reference; returns the full profile.',
});

// Ours, not the interface's: it shows no read of a consumer; the same full profile the updates answer.
export const adminGetConsumer = route({
  method: 'GET', path: '/v1/consumer/admin/{consumerReference}', auth: 'admin', domain, handler: 'consumers/admin-get-consumer',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), response: consumerFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): any consumer\'s full profile by its reference; 404 when unknown.',
});

export const adminUploadFile = route({
  method: 'POST', path: '/v1/consumer/admin/files/{consumerReference}', auth: 'admin', domain, handler: 'consumers/admin-upload-file',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), body: consumerFileBody, response: consumerFileResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', bucket: 'readwrite' }, maxBodyBytes: MAX_KYC_FILE_BODY_BYTES,
  summary: 'Stores a KYC file (at most 4 MB decoded) for a consumer; the type comes from the file name.',
});

export const adminGetFile = route({
  method: 'GET', path: '/v1/consumer/admin/files/{consumerReference}/{fileReference}', auth: 'admin', domain, handler: 'consumers/admin-get-file',
  schemas: { path: uuidPath('consumerReference', 'fileReference'), query: noQuery(), response: consumerFileWithDataResult },
  successStatus: 200, implemented: true, resources: { table: 'read', bucket: 'read' },
  summary: 'One KYC file of a consumer with its base64 content.',
});

export const adminDeleteFile = route({
  method: 'DELETE', path: '/v1/consumer/admin/files/{consumerReference}/{fileReference}', auth: 'admin', domain, handler: 'consumers/admin-delete-file',
  schemas: { path: uuidPath('consumerReference', 'fileReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', bucket: 'readwrite' },
  summary: 'Deletes a KYC file of a consumer.',
});

export const adminKycVerify = route({
  method: 'PUT', path: '/v1/consumer/admin/kyc/verify/{consumerReference}', auth: 'admin', domain, handler: 'consumers/admin-kyc-verify',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Moves the consumer\'s KYC status summary to Verified.',
});

export const adminKycReject = route({
  method: 'PUT', path: '/v1/consumer/admin/kyc/reject/{consumerReference}', auth: 'admin', domain, handler: 'consumers/admin-kyc-reject',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Moves the consumer\'s KYC status summary to Rejected.',
});

export const getFile = route({
  method: 'GET', path: '/v1/consumer/files/{fileReference}', auth: 'access', domain, handler: 'consumers/get-file',
  schemas: { path: uuidPath('fileReference'), query: fileUrlTokensQuery, response: consumerFileResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A file through its retrieval URL; query parameters fill its [token] placeholders, missing ones become empty.',
});

export const emailFile = route({
  method: 'POST', path: '/v1/consumer/files/{fileReference}/email', auth: 'access', domain, handler: 'consumers/email-file',
  schemas: { path: uuidPath('fileReference'), query: fileEmailQuery, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Asks the file\'s configured e-mail delivery URL to send it to an address.',
});

export const smsFile = route({
  method: 'POST', path: '/v1/consumer/files/{fileReference}/sms', auth: 'access', domain, handler: 'consumers/sms-file',
  schemas: { path: uuidPath('fileReference'), query: fileSmsQuery, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Asks the file\'s configured SMS delivery URL to send it to a mobile number.',
});
