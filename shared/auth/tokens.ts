/**
 * Access tokens: short-lived EdDSA (Ed25519) JWTs signed with the platform key, verified with
 * aws-jwt-verify (algorithm pinned by the JWK, issuer and audience checked; `exp` and `iat` required,
 * see shared/http/token-clock.ts). The JWKS is served from the same key, never fetched over the network.
 */
import { randomUUID } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { SignJWT } from 'jose';
import { config } from '../config.js';
import { CLAIM_KEYS, type TokenClaims } from './claims.js';
import { jwks, signingKey } from './signing-key.js';
import { isAcceptableIssuedAt, isExpired } from '../http/token-clock.js';

export interface IssuedAccessToken {
  token: string;
  validForSeconds: number;
}

/**
 * What an access token may be used for. 'full' is every access route; 'pending-steps' is the
 * restricted token a login with outstanding steps gets: only the routes that complete those steps
 * (change the password, resend and validate an OTP) accept it. 'payment-form' is the token a hosted
 * payment form's page carries: only the routes that pay with its session and follow that payment
 * accept it (docs/decisions/payment-form.md, FORM-3).
 */
export type AccessScope = 'full' | 'pending-steps' | 'payment-form';
const RESTRICTED_SCOPES: readonly string[] = ['pending-steps', 'payment-form'] satisfies AccessScope[];

export interface VerifiedAccess {
  subject: string;
  scope: AccessScope;
  tokenId: string;
  claims: TokenClaims;
  accessPolicies: string[];
  expiresAt: number;
}

export async function issueAccessToken(
  subject: string, claims: TokenClaims, validForSeconds: number, scope: AccessScope = 'full',
): Promise<IssuedAccessToken> {
  const key = await signingKey();
  const token = await new SignJWT({ ...claims, token_use: 'access', ...(scope === 'full' ? {} : { scope }) })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
    .setIssuer(config.tokenIssuer)
    .setAudience(config.tokenAudience)
    .setSubject(subject)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${validForSeconds}s`)
    .sign(key.privateKey);
  return { token, validForSeconds };
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
      issuer: config.tokenIssuer,
      audience: config.tokenAudience,
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

/** Refresh tokens are opaque and carry this prefix, so the authorizer can tell the two kinds apart. */
export const REFRESH_TOKEN_PREFIX = 'rt_';

export function looksLikeRefreshToken(token: string): boolean {
  return token.startsWith(REFRESH_TOKEN_PREFIX);
}
