/** The interface's token claim keys. Every claim value is a string. */

export const CLAIM_KEYS = [
  'UserReference', 'ConsumerReference', 'MerchantReference', 'BusinessReference', 'TerminalReference',
  'Name', 'LoginName', 'DateOfBirth', 'MobileNumber', 'EmailAddress', 'AccessPolicy',
  'CanUseCashSource', 'CanUseDoNotProcess', 'CanDisableThreeDSecure', 'CanDisableConfirmation',
  'MaxTotalSourceAmountInCents', 'MaxTotalDestinationAmountInCents',
  'OverrideSourcePluginName', 'OverrideSourcePluginSettingsName',
  'OverrideDestinationPluginName', 'OverrideDestinationPluginSettingsName',
  'AllowedCurrencies', 'RedirectAction', 'PaymentRequestWasRouted',
] as const;

export type ClaimKey = (typeof CLAIM_KEYS)[number];
export type TokenClaims = Partial<Record<ClaimKey, string>>;

/** One access policy name; the AccessPolicy claim holds them comma separated (claim values are strings). */
export const POLICY = '[A-Za-z0-9_.:-]{1,64}';
/**
 * A whole access policy name. A pattern, not a schema, so the functions that check a caller's
 * policies (claim-policy.ts) build no schema at import (issue 16); token-claims-schema.ts wraps it.
 */
export const ACCESS_POLICY_NAME = new RegExp(`^${POLICY}$`);

export function joinPolicies(claims: TokenClaims, policies: readonly string[]): TokenClaims {
  const all = new Set([...(claims.AccessPolicy ? claims.AccessPolicy.split(',') : []), ...policies]);
  const joined = [...all].filter(Boolean).join(',');
  return joined ? { ...claims, AccessPolicy: joined } : claims;
}
