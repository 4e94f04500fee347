/**
 * Issuing access tokens: short-lived EdDSA (Ed25519) JWTs signed with the platform key (jose). Apart
 * from their verification (tokens.ts, aws-jwt-verify) so a function that only issues tokens does not
 * carry the verifier, whose modules a bundler must keep once imported (issue 16).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { config } from '../config.js';
import type { TokenClaims } from './claims.js';
import { signingKey } from './signing-key.js';

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
