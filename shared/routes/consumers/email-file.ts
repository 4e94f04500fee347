import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { SUCCESS_ONLY, uuidPath } from '../../http/schemas.js';
import { emailAddress } from '../../schemas/common.js';

export const fileEmailQuery = z.strictObject({ emailAddress: emailAddress() });
export type FileEmailQuery = z.infer<typeof fileEmailQuery>;

export const emailFile = accessRoute({
  method: 'POST', path: '/v1/consumer/files/{fileReference}/email', auth: 'access', domain: 'consumers', handler: 'consumers/email-file',
  schemas: { path: uuidPath('fileReference'), query: fileEmailQuery, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Asks the file\'s configured e-mail delivery URL to send it to an address.',
});
