/** The interface's token claim keys. Every claim value is a string. */
import * as z from 'zod/mini';

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

/** One access policy name; AccessPolicy holds them comma separated (token-claims-schema.ts). */
export const POLICY = '[A-Za-z0-9_.:-]{1,64}';
/** Access policies travel in the AccessPolicy claim, comma separated (claim values are strings). */
export const accessPolicyName = z.string().check(z.regex(new RegExp(`^${POLICY}$`), 'must be 1-64 letters, digits or _ . : -'));

export function joinPolicies(claims: TokenClaims, policies: readonly string[]): TokenClaims {
  const all = new Set([...(claims.AccessPolicy ? claims.AccessPolicy.split(',') : []), ...policies]);
  const joined = [...all].filter(Boolean).join(',');
  return joined ? { ...claims, AccessPolicy: joined } : claims;
}
