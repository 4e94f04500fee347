/** Field helpers of the agentic (ACP) schemas. */
import * as z from 'zod/mini';

/** Optional as ACP means it: absent, never null. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.optional(schema);
export const int = (min: number, max: number, what: string) =>
  z.number().check(z.int('must be a whole number'), z.gte(min, what), z.lte(max, what));
