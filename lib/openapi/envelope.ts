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

/**
 * The 401 of a login that needs further steps (FurtherStepsRequiredError in shared/identity/errors.ts):
 * the error, and in `result` the outstanding steps and a restricted access token (absent on
 * INVALID_CREDENTIALS). test/unit/openapi-answers.test.ts holds it to what the error carries.
 */
export const furtherStepsResult = z.strictObject({
  mustChangePassword: z.boolean(),
  mustValidatePhoneNumber: z.boolean(),
  mustValidateEmailAddress: z.boolean(),
  /** Accepted only by the routes that complete the outstanding steps. */
  accessToken: z.string(),
  accessTokenValidForSeconds: z.int(),
});

export const furtherStepsEnvelope = z.strictObject({ ...errorEnvelope.shape, result: z.optional(furtherStepsResult) });

/** `{success: true, result}`, or only `success` when the route returns nothing. */
export function successEnvelope(result: Schema | undefined): Schema {
  return result === undefined
    ? z.strictObject({ success: z.literal(true) })
    : z.strictObject({ success: z.literal(true), result });
}

/** ACP's error object, answered by the agentic routes (shared/agentic/protocol.ts) instead of the envelope. */
export const acpErrorObject = z.strictObject({
  type: z.enum(['invalid_request', 'processing_error', 'service_unavailable']),
  code: z.string(),
  message: z.string(),
  /** RFC 9535 JSONPath into the request body. */
  param: z.optional(z.string()),
  /** Only on API-Version errors: the versions served, newest first. */
  supported_versions: z.optional(z.array(z.string())),
});
