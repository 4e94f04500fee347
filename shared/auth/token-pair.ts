/** Issues the token result of the interface: a short-lived access JWT and an opaque refresh token. */
import type { TokenResult } from '../http/schemas.js';
import type { TokenClaims } from './claims.js';
import { startRefreshFamily } from './refresh-tokens.js';
import { issueAccessToken } from './access-token-issuer.js';

export interface PairOptions {
  /** The login user the session belongs to, when there is one. */
  userReference?: string;
  /** With userReference: refresh keeps the claims minted rather than re-reading them from the user (AUTH-11). */
  claimsAsMinted?: boolean;
  /** When the session must end at the latest (epoch seconds): neither token outlives it (IDN-20). */
  endsAt?: number;
}

/** Starts a session: a new refresh-token family and the access token that goes with it. */
export async function issueTokenPair(subject: string, claims: TokenClaims, accessTtlSeconds: number, options: PairOptions = {}): Promise<TokenResult> {
  const { endsAt } = options;
  const ttl = endsAt === undefined ? accessTtlSeconds : Math.min(accessTtlSeconds, Math.floor(endsAt - Date.now() / 1000));
  const access = await issueAccessToken(subject, claims, ttl);
  const refreshToken = await startRefreshFamily({ ...options, subject, claims, accessTokenTtlSeconds: ttl });
  return { accessToken: access.token, refreshToken, accessTokenValidForSeconds: access.validForSeconds };
}
