import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';
import { msisdn } from '../../schemas/common.js';

export const fileSmsQuery = z.strictObject({ msisdn: msisdn() });
export type FileSmsQuery = z.infer<typeof fileSmsQuery>;

export const smsFile = accessRoute({
  method: 'POST', path: '/v1/consumer/files/{fileReference}/sms', auth: 'access', domain: 'consumers', handler: 'consumers/sms-file',
  schemas: { path: uuidPath('fileReference'), query: fileSmsQuery, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Asks the file\'s configured SMS delivery URL to send it to a mobile number.',
});
