/**
 * The body of POST /v1/auth/admin/token/generate. Apart from the issuing code so the route table
 * (read by every handler) does not pull the token store into unrelated bundles.
 */
import * as z from 'zod/mini';
import { accessPolicyName, tokenClaimsSchema } from './token-claims-schema.js';

export const MIN_EXPIRY_SECONDS = 60;
export const MAX_EXPIRY_SECONDS = 24 * 3600;

export const adminTokenRequest = z.optional(
  z.strictObject({
    expiryInSeconds: z.optional(
      z.nullable(
        z.number().check(
          z.int('must be a whole number of seconds'),
          z.gte(MIN_EXPIRY_SECONDS, `must be at least ${MIN_EXPIRY_SECONDS}`),
          z.lte(MAX_EXPIRY_SECONDS, `must be at most ${MAX_EXPIRY_SECONDS}`),
        ),
      ),
    ),
    claims: z.optional(z.nullable(tokenClaimsSchema)),
    accessPolicies: z.optional(z.nullable(z.array(accessPolicyName).check(z.maxLength(50, 'at most 50 policies')))),
  }),
);
export type AdminTokenRequest = z.infer<typeof adminTokenRequest>;
