/**
 * The envelope as zod schemas, so the OpenAPI document converts it like every route schema instead
 * of spelling JSON Schema by hand. Mirrors `successResponse` and `ErrorBody` in shared/http/response.ts.
 */
import * as z from 'zod/mini';
import type { Schema } from '../../shared/http/route.js';

export const errorEnvelope = z.strictObject({
  success: z.literal(false),
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    details: z.array(z.strictObject({ field: z.string(), reason: z.string() })),
    requestId: z.string(),
  }),
  /** Flags some errors carry beside the error, e.g. login's mustChangePassword. */
  result: z.optional(z.record(z.string(), z.unknown())),
});

/** `{success: true, result}`, or only `success` when the route returns nothing. */
export function successEnvelope(result: Schema | undefined): Schema {
  return result === undefined
    ? z.strictObject({ success: z.literal(true) })
    : z.strictObject({ success: z.literal(true), result });
}
