/**
 * Access tokens: short-lived EdDSA (Ed25519) JWTs signed with the platform key (access-token-issuer.ts),
 * verified here with aws-jwt-verify (algorithm pinned by the JWK, issuer and audience checked; `exp`
 * and `iat` required, see shared/http/token-clock.ts). The JWKS is served from the same key, never
 * fetched over the network.
 */
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { tokenAudience, tokenIssuer } from '../config.js';
import type { AccessScope } from './access-token-issuer.js';
import { CLAIM_KEYS, type TokenClaims } from './claims.js';
import { jwks } from './signing-key.js';
import { isAcceptableIssuedAt, isExpired } from '../http/token-clock.js';

export { looksLikeRefreshToken, REFRESH_TOKEN_PREFIX } from './refresh-token-prefix.js';

const RESTRICTED_SCOPES: readonly string[] = ['pending-steps', 'payment-form'] satisfies AccessScope[];

export interface VerifiedAccess {
  subject: string;
  scope: AccessScope;
  tokenId: string;
  claims: TokenClaims;
  accessPolicies: string[];
  expiresAt: number;
}

// The JWKS "URI" is only a cache key: the fetcher answers from the signing key, with no network.
const JWKS_KEY = 'platform:jwks';
let verifier: ReturnType<typeof createVerifier> | undefined;

function createVerifier() {
  const cache = new SimpleJwksCache({
    fetcher: { fetch: async () => new TextEncoder().encode(JSON.stringify(await jwks())).buffer as ArrayBuffer },
  });
  return JwtVerifier.create(
    {
      issuer: tokenIssuer(),
      audience: tokenAudience(),
      jwksUri: JWKS_KEY,
      customJwtCheck: ({ payload }) => {
        if (payload['token_use'] !== 'access') throw new Error('not an access token');
        // Fail closed: a scope this code does not know grants nothing.
        if (payload['scope'] !== undefined && !RESTRICTED_SCOPES.includes(String(payload['scope']))) throw new Error('unknown token scope');
        // aws-jwt-verify checks exp only when present and never looks at iat: without these a token
        // with no exp would live forever, and one dated ahead would outlive its stated lifetime.
        if (isExpired(payload.exp)) throw new Error('no exp, or expired');
        if (!isAcceptableIssuedAt(payload.iat)) throw new Error('no iat, or issued in the future');
      },
    },
    { jwksCache: cache },
  );
}

function claimsOf(payload: JwtPayload): TokenClaims {
  const claims: TokenClaims = {};
  for (const key of CLAIM_KEYS) {
    const value = payload[key];
    if (typeof value === 'string') claims[key] = value;
  }
  return claims;
}

/** The verified token's identity, or undefined when the token is invalid in any way. */
export async function verifyAccessToken(token: string): Promise<VerifiedAccess | undefined> {
  verifier ??= createVerifier();
  try {
    const payload = await verifier.verify(token);
    const claims = claimsOf(payload);
    return {
      subject: String(payload.sub),
      scope: RESTRICTED_SCOPES.includes(String(payload['scope'])) ? payload['scope'] as AccessScope : 'full',
      tokenId: String(payload.jti ?? ''),
      claims,
      accessPolicies: claims.AccessPolicy ? claims.AccessPolicy.split(',') : [],
      expiresAt: Number(payload.exp),
    };
  } catch {
    return undefined;
  }
}
