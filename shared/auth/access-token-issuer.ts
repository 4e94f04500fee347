/**
 * Issuing access tokens: short-lived EdDSA (Ed25519) JWTs signed with the platform key (jose). Apart
 * from their verification (tokens.ts, aws-jwt-verify) so a function that only issues tokens does not
 * carry the verifier, whose modules a bundler must keep once imported (issue 16). The claims set is
 * built here and signed with jose's CompactSign rather than its SignJWT builder, whose claim
 * validation and duration parser (for verification too) every issuer carried (issue 16); the token is
 * the same: the same claims in the same order, the same header.
 */
import { randomUUID } from 'node:crypto';
import { CompactSign } from 'jose';
import { tokenAudience, tokenIssuer } from '../config.js';
import type { TokenClaims } from './claims.js';
import { signingKey } from './signing-key.js';
import { epochSeconds } from '../epoch.js';

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

export async function issueAccessToken(
  subject: string, claims: TokenClaims, validForSeconds: number, scope: AccessScope = 'full',
): Promise<IssuedAccessToken> {
  const key = await signingKey();
  // As jose's setExpirationTime(`${n}s`) did: whole seconds, and no token without a readable expiry.
  const lifetime = Math.round(validForSeconds);
  if (!Number.isFinite(lifetime)) throw new TypeError('Invalid access token lifetime');
  const issuedAt = epochSeconds();
  const claimsSet = {
    ...claims, token_use: 'access', ...(scope === 'full' ? {} : { scope }),
    iss: tokenIssuer(), aud: tokenAudience(), sub: subject, jti: randomUUID(), iat: issuedAt, exp: issuedAt + lifetime,
  };
  const token = await new CompactSign(new TextEncoder().encode(JSON.stringify(claimsSet)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
  return { token, validForSeconds };
}
