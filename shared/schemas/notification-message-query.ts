/** Paging of a message list, newest first (NTF-7): at most pageSize, older than the message named. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { digitsAsInt } from './common.js';
import { MAX_PAGE_SIZE } from './notification-limits.js';

export const messageListQuery = z.optional(z.strictObject({
  pageSize: z.optional(z.pipe(digitsAsInt(3), z.number().check(z.gte(1, 'must be at least 1'), z.lte(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)))),
  /** The reference of the last message of the previous page. */
  beforeReference: z.optional(uuid()),
}));
export type MessageListQuery = z.infer<typeof messageListQuery>;
