/** POST /v1/logging. */
import * as z from 'zod/mini';
import { dateTime } from '../../schemas/common.js';

/** Entries accepted in one POST /v1/logging request. */
export const MAX_LOG_ENTRIES = 100;
/** Largest POST /v1/logging body. */
export const MAX_LOG_BODY_BYTES = 64 * 1024;
/** Properties one entry may carry (SYS-5). */
export const MAX_ENTRY_PROPERTIES = 100;
/** Properties one batch may carry in all (SYS-5). */
export const MAX_BATCH_PROPERTIES = 1000;

export const clientLogEntry = z.strictObject({
  // A time without a zone is refused: the API's own message says so (it said "an ISO 8601 date-time", which one without a zone also is).
  timestamp: dateTime(),
  /** Serilog levels: 0 Verbose, 1 Debug, 2 Information, 3 Warning, 4 Error, 5 Fatal. */
  level: z.number().check(z.int('must be a whole number'), z.minimum(0, 'must be 0 to 5'), z.maximum(5, 'must be 0 to 5')),
  template: z.string().check(z.maxLength(4000, 'must be at most 4000 characters')),
  // A refine rather than maxLength: the same 400 naming the field, without a maxItems in the OpenAPI
  // document, which would grow contract/docs past its size allowance (issue 16) for what the error says.
  properties: z.array(z.unknown()).check(
    z.refine((items) => items.length <= MAX_ENTRY_PROPERTIES, `must hold at most ${MAX_ENTRY_PROPERTIES} properties`),
  ),
});
export type ClientLogEntry = z.infer<typeof clientLogEntry>;

export const clientLogBatch = z.array(clientLogEntry).check(
  z.maxLength(MAX_LOG_ENTRIES, `must hold at most ${MAX_LOG_ENTRIES} entries`),
  z.refine(
    (entries) => entries.reduce((sum, entry) => sum + entry.properties.length, 0) <= MAX_BATCH_PROPERTIES,
    `must hold at most ${MAX_BATCH_PROPERTIES} properties in all its entries`,
  ),
);
