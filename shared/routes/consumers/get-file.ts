import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { uuidPath } from '../../http/schemas.js';
import { text } from '../../schemas/common.js';
import { consumerFileResult } from '../../schemas/consumer-file-results.js';

/** Any parameters: each replaces the [name] token of the file's retrieval URL. */
export const fileUrlTokensQuery = z.record(
  z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'must be a token name of letters, digits or _')),
  text(1024),
);
export type FileUrlTokensQuery = z.infer<typeof fileUrlTokensQuery>;

export const getFile = accessRoute({
  method: 'GET', path: '/v1/consumer/files/{fileReference}', auth: 'access', domain: 'consumers', handler: 'consumers/get-file',
  schemas: { path: uuidPath('fileReference'), query: fileUrlTokensQuery, response: consumerFileResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A file through its retrieval URL; query parameters fill its [token] placeholders, missing ones become empty.',
});
