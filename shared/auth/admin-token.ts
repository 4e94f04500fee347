/**
 * POST /v1/auth/admin/token/generate: a partner that runs its own login mints a token pair with
 * the claims and access policies it vouches for.
 */
import * as z from 'zod/mini';
import { config } from '../config.js';
import type { TokenResult } from '../http/schemas.js';
import { accessPolicyName, joinPolicies, tokenClaimsSchema, type TokenClaims } from './claims.js';
import { issueTokenPair } from './token-pair.js';

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

/** The token's subject: the user it speaks for, else the consumer or merchant, else the partner's key. */
export function subjectFor(claims: TokenClaims, apiKeyId: string): string {
  return claims.UserReference ?? claims.ConsumerReference ?? claims.MerchantReference ?? `partner:${apiKeyId}`;
}

export async function generateAdminToken(request: AdminTokenRequest, apiKeyId: string): Promise<TokenResult> {
  const claims = joinPolicies(request?.claims ?? {}, request?.accessPolicies ?? []);
  const ttl = request?.expiryInSeconds ?? config.accessTokenTtlSeconds;
  return issueTokenPair(subjectFor(claims, apiKeyId), claims, ttl);
}
