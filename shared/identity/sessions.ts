/**
 * Sessions of login users: what a successful sign-in returns, refresh and logout. A user with
 * outstanding steps (a password to change, a number or address to verify) gets no session but a
 * 401 with the flags and a short restricted token that only the routes completing them accept.
 */
import type { ClaimKey, TokenClaims } from '../auth/claims.js';
import { loadRefresh, RefreshRejected, revokeFamily, rotateRefresh } from '../auth/refresh-tokens.js';
import { issueTokenPair } from '../auth/token-pair.js';
import { issueAccessToken } from '../auth/access-token-issuer.js';
import { accessTokenTtlSeconds } from '../config.js';
import type { TokenResult } from '../http/schemas.js';
import { getConsumer } from '../consumers/consumers.js';
import { getMerchant } from '../merchants/merchant-read.js';
import { logger } from '../log.js';
import { UUID } from '../uuid.js';
import { FurtherStepsRequiredError, RefreshTokenInvalidError, type PendingSteps } from './errors.js';
import { barredByAdministrator, getUser, type User } from './users.js';
import { epochSeconds } from '../epoch.js';

/** Lifetime of the restricted token: long enough to receive and type an OTP or choose a password. */
export const PENDING_STEPS_TOKEN_SECONDS = 600;

/** A user must verify the channel their username is: the mobile number, or the e-mail address. */
export function pendingSteps(user: User): PendingSteps {
  return {
    mustChangePassword: user.mustChangePassword,
    mustValidatePhoneNumber: user.usernameKind === 'msisdn' && !user.isMobileNumberVerified,
    mustValidateEmailAddress: user.usernameKind === 'email' && !user.isEmailVerified,
  };
}

export function hasPendingSteps(steps: PendingSteps): boolean {
  return steps.mustChangePassword || steps.mustValidatePhoneNumber || steps.mustValidateEmailAddress;
}

/** The interface's claim for each of a login user's fields that gives one. */
const CLAIM_OF = {
  userReference: 'UserReference', username: 'LoginName', name: 'Name', emailAddress: 'EmailAddress',
  mobileNumber: 'MobileNumber', consumerReference: 'ConsumerReference', merchantReference: 'MerchantReference',
} as const satisfies Partial<Record<keyof User, ClaimKey>>;

/** The interface's claims for a login user's tokens: one for each of those fields that is set. */
export function userClaims(user: User): TokenClaims {
  const claims: TokenClaims = {};
  for (const [field, claim] of Object.entries(CLAIM_OF) as [keyof typeof CLAIM_OF, ClaimKey][]) if (user[field]) claims[claim] = user[field];
  return claims;
}

/**
 * A token pair for a user with nothing outstanding; otherwise the 401 that says what is outstanding.
 * `endsAt` ends the session no later than that (epoch seconds, IDN-20).
 */
export async function openSession(user: User, endsAt?: number): Promise<TokenResult> {
  const steps = pendingSteps(user);
  if (hasPendingSteps(steps)) {
    const restricted = await issueAccessToken(user.userReference, userClaims(user), PENDING_STEPS_TOKEN_SECONDS, 'pending-steps');
    throw new FurtherStepsRequiredError(steps, { accessToken: restricted.token, accessTokenValidForSeconds: restricted.validForSeconds });
  }
  return issueTokenPair(user.userReference, userClaims(user), accessTokenTtlSeconds(), { userReference: user.userReference, endsAt });
}

const named = (reference: string | undefined): reference is string => reference !== undefined && UUID.test(reference);

/**
 * The claim of a consumer or merchant (ConsumerReference, MerchantReference) that an administrator
 * deactivated (CON-20, MER-22): a session speaking for it ends, and none is minted for it (AUTH-11).
 */
export async function deactivatedPartyClaim(claims: TokenClaims): Promise<'ConsumerReference' | 'MerchantReference' | undefined> {
  const consumer = claims.ConsumerReference;
  const merchant = claims.MerchantReference;
  if (named(consumer) && (await getConsumer(consumer.toLowerCase()))?.isActive === false) return 'ConsumerReference';
  if (named(merchant) && (await getMerchant(merchant))?.isActive === false) return 'MerchantReference';
  return undefined;
}

const barredReason = (user: User): string => (user.merchantInactive ? 'merchant deactivated' : user.consumerInactive ? 'consumer deactivated' : 'user locked');

async function loadOr401(presented: string): ReturnType<typeof loadRefresh> {
  try {
    return await loadRefresh(presented);
  } catch (error) {
    if (error instanceof RefreshRejected) {
      logger.info('refresh token refused', { reason: error.reason });
      throw new RefreshTokenInvalidError();
    }
    throw error;
  }
}

/** Ends a session at its refresh, recording why; the refresh is refused as for any ended session. */
async function endAtRefresh(familyId: string, why: string): Promise<never> {
  await revokeFamily(familyId, why);
  throw new RefreshTokenInvalidError();
}

/** POST /v1/auth/refresh: rotates the presented token and mints a new access token for the session. */
export async function refreshSession(presented: string): Promise<TokenResult> {
  const loaded = await loadOr401(presented);
  const { family } = loaded;
  let claims = family.claims;
  if (family.userReference) {
    const user = await getUser(family.userReference);
    if (!user) return endAtRefresh(family.familyId, 'user removed');
    if (barredByAdministrator(user)) return endAtRefresh(family.familyId, barredReason(user));
    // A session begun before the password last changed ends here too: the change revokes sessions
    // found through the subject index, which on AWS may not show one opened a moment before (IDN-26).
    if (family.createdAt < user.passwordChangedAt) return endAtRefresh(family.familyId, 'password changed');
    // Claims follow the user: a verified number or a changed name shows in the next access token.
    // A partner's session keeps the claims it vouched for; only the user's bar is read (AUTH-11).
    if (!family.claimsAsMinted) claims = userClaims(user);
  }
  if (!family.userReference || family.claimsAsMinted) {
    // A consumer's or merchant's session without a login user (CON-9, MER-22), or a partner's naming
    // one, ends with its deactivation (CON-20, MER-22).
    const party = await deactivatedPartyClaim(claims);
    if (party) return endAtRefresh(family.familyId, party === 'ConsumerReference' ? 'consumer deactivated' : 'merchant deactivated');
  }
  let refreshToken: string;
  try {
    refreshToken = await rotateRefresh(loaded);
  } catch (error) {
    if (error instanceof RefreshRejected) throw new RefreshTokenInvalidError();
    throw error;
  }
  // No access token outlives its session (IDN-20: a session may end early).
  const access = await issueAccessToken(family.subject, claims, Math.min(family.accessTokenTtlSeconds, family.absoluteExpiresAt - epochSeconds()));
  return { accessToken: access.token, refreshToken, accessTokenValidForSeconds: access.validForSeconds };
}

/**
 * POST /v1/auth/logout: ends the session of the presented refresh token. After rotation only the
 * newest token of a session is usable, so this is the caller's most recently active refresh token.
 */
export async function endSession(presented: string): Promise<void> {
  const { family } = await loadOr401(presented);
  await revokeFamily(family.familyId, 'logout');
}
