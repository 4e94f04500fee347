/** Issues the token result of the interface: a short-lived access JWT and an opaque refresh token. */
import type { TokenResult } from '../http/schemas.js';
import type { TokenClaims } from './claims.js';
import { createRefreshToken } from './refresh-tokens.js';
import { issueAccessToken } from './tokens.js';

export async function issueTokenPair(subject: string, claims: TokenClaims, accessTtlSeconds: number, familyId?: string): Promise<TokenResult> {
  const access = await issueAccessToken(subject, claims, accessTtlSeconds);
  const refreshToken = await createRefreshToken({ subject, claims, accessTokenTtlSeconds: accessTtlSeconds, familyId });
  return { accessToken: access.token, refreshToken, accessTokenValidForSeconds: access.validForSeconds };
}
