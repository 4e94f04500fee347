/**
 * POST /v1/auth/admin/token/generate: a partner that runs its own login mints a token pair with
 * the claims and access policies it vouches for.
 */
import { accessTokenTtlSeconds } from '../config.js';
import { UnprocessableError } from '../http/errors.js';
import { deactivatedPartyClaim } from '../identity/sessions.js';
import { assertNotBarred, getUser, type User } from '../identity/users.js';
import { UUID } from '../uuid.js';
import type { TokenResult } from '../http/schemas.js';
import type { AdminTokenRequest } from './admin-token-request.js';
import { joinPolicies, type TokenClaims } from './claims.js';
import { mintTokenPair } from './minted-pair.js';
import { partnerSubject } from './subjects.js';

/** The token's subject: the user it speaks for, else the consumer or merchant, else the partner's key. */
export function subjectFor(claims: TokenClaims, apiKeyId: string): string {
  return claims.UserReference ?? claims.ConsumerReference ?? claims.MerchantReference ?? partnerSubject(apiKeyId);
}

/**
 * The platform's login user that claims.UserReference names, refused with 422 when an administrator
 * bars it; undefined when it names none (a partner's own user, AUTH-11).
 */
async function namedUser(claims: TokenClaims): Promise<User | undefined> {
  const reference = claims.UserReference;
  const user = reference !== undefined && UUID.test(reference) ? await getUser(reference.toLowerCase()) : undefined;
  if (user) assertNotBarred(user, 'body.claims.UserReference');
  return user;
}

/**
 * A session bound to the login user its claims name, so a lock or deactivation ends it at refresh
 * as it ends the user's own (AUTH-11); none for a deactivated consumer or merchant the claims name.
 */
export async function generateAdminToken(request: AdminTokenRequest, apiKeyId: string): Promise<TokenResult> {
  const claims = joinPolicies(request?.claims ?? {}, request?.accessPolicies ?? []);
  const ttl = request?.expiryInSeconds ?? accessTokenTtlSeconds();
  const [user, party] = await Promise.all([namedUser(claims), deactivatedPartyClaim(claims)]);
  if (party) {
    // The refusal of the party's own token route (CONSUMER_DEACTIVATED, MERCHANT_DEACTIVATED), built
    // from one template here: importing both would put this function over its size target (issue 16).
    const what = party === 'ConsumerReference' ? 'consumer' : 'merchant';
    throw new UnprocessableError(`This ${what} is not active; it gets no tokens.`, [{ field: `body.claims.${party}`, reason: `the ${what} is not active (deactivated by an administrator)` }]);
  }
  return mintTokenPair(apiKeyId, subjectFor(claims, apiKeyId), claims, ttl, user ? { userReference: user.userReference, claimsAsMinted: true } : undefined);
}
