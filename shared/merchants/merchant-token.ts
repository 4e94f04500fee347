/**
 * A partner signs a merchant in. Apart from the passcode reminder (merchant-credentials.ts) so the
 * token's bundle builds none of the sealing code's schemas (issue 16).
 */
import type { TokenClaims } from '../auth/claims.js';
import { mintTokenPair } from '../auth/minted-pair.js';
import { accessTokenTtlSeconds } from '../config.js';
import type { TokenResult } from '../http/schemas.js';
import { userClaims } from '../identity/sessions.js';
import { assertMerchantActive } from './deactivated.js';
import { assertNotBarred } from '../identity/users.js';
import { requireMerchant, userOf } from './lookups.js';

/**
 * POST /v1/auth/admin/token/generate/merchant/{merchantReference}: the login user's claims when the
 * merchant has one (refresh then re-reads the user), else claims for the merchant alone. 422 naming
 * the path when an administrator deactivated the merchant (MER-22).
 */
export async function merchantTokenPair(merchantReference: string, apiKeyId: string): Promise<TokenResult> {
  const merchant = await requireMerchant(merchantReference);
  assertMerchantActive(merchant, 'path.merchantReference', 'it gets no tokens');
  const user = await userOf(merchant);
  if (user) {
    assertNotBarred(user, 'path.merchantReference');
    return mintTokenPair(apiKeyId, user.userReference, userClaims(user), accessTokenTtlSeconds(), { userReference: user.userReference });
  }
  const claims: TokenClaims = { MerchantReference: merchant.reference, Name: merchant.name };
  if (merchant.mobileNumber) claims.MobileNumber = merchant.mobileNumber;
  if (merchant.emailAddress) claims.EmailAddress = merchant.emailAddress;
  return mintTokenPair(apiKeyId, merchant.reference, claims, accessTokenTtlSeconds());
}
