/**
 * One page of a template's background work as it travels on the 'notifications' queue (NTF-5). Apart
 * from fan-out.ts so the functions that only queue units (template routes, resume) do not build it.
 */
import * as z from 'zod/mini';

const ref = z.string().check(z.uuid());
const shard = z.number().check(z.int(), z.gte(0), z.lt(100));
export const workUnit = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('generate'), templateReference: ref, shard, cursor: z.string() }),
  z.strictObject({ kind: z.literal('redate'), templateReference: ref, shard, datesVersion: z.number(), after: z.optional(z.string()), sweep: z.optional(z.boolean()), sweepFound: z.optional(z.number()) }),
  z.strictObject({ kind: z.literal('delete'), templateReference: ref, shard, after: z.optional(z.string()), sweep: z.optional(z.boolean()), sweepFound: z.optional(z.number()) }),
]);
export type WorkUnit = z.infer<typeof workUnit>;
