/**
 * POST /v1/auth/admin/token/generate: a partner that runs its own login mints a token pair with
 * the claims and access policies it vouches for.
 */
import { accessTokenTtlSeconds } from '../config.js';
import type { TokenResult } from '../http/schemas.js';
import type { AdminTokenRequest } from './admin-token-request.js';
import { joinPolicies, type TokenClaims } from './claims.js';
import { mintTokenPair } from './minted-pair.js';
import { partnerSubject } from './subjects.js';

/** The token's subject: the user it speaks for, else the consumer or merchant, else the partner's key. */
export function subjectFor(claims: TokenClaims, apiKeyId: string): string {
  return claims.UserReference ?? claims.ConsumerReference ?? claims.MerchantReference ?? partnerSubject(apiKeyId);
}

export async function generateAdminToken(request: AdminTokenRequest, apiKeyId: string): Promise<TokenResult> {
  const claims = joinPolicies(request?.claims ?? {}, request?.accessPolicies ?? []);
  const ttl = request?.expiryInSeconds ?? accessTokenTtlSeconds();
  return mintTokenPair(apiKeyId, subjectFor(claims, apiKeyId), claims, ttl);
}
