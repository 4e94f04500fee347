/**
 * Finding merchants: by short code, attribute, terminal, wallet number or external reference. Each is
 * a GetItem on a marker or a Query, then GetItem(s) on the profile. What hands out a credential (the
 * passcode reminder, the admin token) is in merchant-credentials.ts and merchant-token.ts, so the
 * lookups' bundles carry neither the token signer nor the secret store's client (issue 16).
 */
import { assertOwnsMerchant } from '../auth/claim-policy.js';
import { deployedInProduction } from '../config.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError } from '../http/errors.js';
import { getUser, type User } from '../identity/users.js';
import type { MerchantBasicResult } from '../schemas/merchant-basic-result.js';
import type { MerchantFullResult } from '../schemas/merchant-full-result.js';
import { UUID } from '../uuid.js';
import {
  getMerchant, getMerchants, MERCHANT_BASIC_FIELDS, merchantByMarker, merchantMarkers, merchantReferencesByExternal, merchantReferencesByWallet, type MerchantRecord,
} from './merchants.js';
import { basicResult, fullResult } from './results.js';

export const userOf = async (m: MerchantRecord): Promise<User | undefined> =>
  typeof m['userReference'] === 'string' ? getUser(m['userReference']) : undefined;

export async function fullProfileOf(m: MerchantRecord): Promise<MerchantFullResult> {
  return fullResult(m, await userOf(m));
}

/** The merchant or 404 naming `field`. */
export async function requireMerchant(reference: string, field = 'path.merchantReference'): Promise<MerchantRecord> {
  const merchant = await getMerchant(reference);
  if (!merchant) throw new NotFoundError('Merchant', field);
  return merchant;
}

/** GET /v1/merchant/admin/{merchantReference} (ours): the full profile; 404 naming the path field when unknown. */
export async function readMerchantProfile(reference: string): Promise<MerchantFullResult> {
  return fullProfileOf(await requireMerchant(reference.toLowerCase()));
}

export async function lookupByShortCode(shortCode: number): Promise<MerchantFullResult> {
  const found = await merchantByMarker(merchantMarkers.shortCode(shortCode));
  if (!found) throw new NotFoundError('Merchant', 'path.shortCode');
  return fullProfileOf(found.merchant);
}

/** Attribute pairs are unique across merchants (a clash on write is 409), so one pair names one merchant. */
export async function lookupByAttribute(name: string, value: string): Promise<MerchantFullResult> {
  const found = await merchantByMarker(merchantMarkers.attribute(name, value));
  if (!found) throw new NotFoundError('Merchant', 'path.attributeValue');
  return fullProfileOf(found.merchant);
}

/**
 * A UUID is first taken as the platform's terminal reference (unique on its own, so the source is
 * not compared); otherwise, or when no terminal has it, as the terminal's yourReference within the
 * merchants of that source.
 */
export async function lookupByTerminal(terminalReference: string, merchantSource: string): Promise<MerchantFullResult> {
  const found = (UUID.test(terminalReference) ? await merchantByMarker(merchantMarkers.terminal(terminalReference)) : undefined)
    ?? await merchantByMarker(merchantMarkers.terminalExternal(merchantSource, terminalReference));
  if (!found) throw new NotFoundError('Terminal', 'path.terminalReference');
  return fullProfileOf(found.merchant);
}

/** Every merchant holding this number among its mobile wallets ([] when none), read only for the basic result (MER-23). */
export async function lookupByWallet(msisdn: string): Promise<MerchantBasicResult[]> {
  const merchants = await getMerchants(await merchantReferencesByWallet(msisdn), MERCHANT_BASIC_FIELDS);
  return merchants.sort((a, b) => a.createdDate.localeCompare(b.createdDate)).map(basicResult);
}

/** Why GET /v1/merchant/lookup/{ref}/{source} answers 404 in production: it is a test and integration aid. */
export function assertExternalLookupAvailable(isProduction = deployedInProduction()): void {
  if (isProduction) throw new NotFoundError('This lookup is not available in production; the merchant', 'path.merchantReference');
}

/**
 * A merchant by its yourReference and source, across every caller (the values are unique only per
 * creating caller, so several may match), answered only for a token that speaks for the merchant.
 */
export async function lookupExternal(caller: Caller, yourReference: string, source: string, isProduction = deployedInProduction()): Promise<MerchantFullResult> {
  assertExternalLookupAvailable(isProduction);
  const references = await merchantReferencesByExternal(source, yourReference);
  const own = caller.kind === 'user' ? caller.claims['MerchantReference']?.toLowerCase() : undefined;
  const reference = references.find((r) => r === own);
  if (!reference) throw new NotFoundError('Merchant', 'path.merchantReference');
  assertOwnsMerchant(caller, reference, 'path.merchantReference');
  return fullProfileOf(await requireMerchant(reference));
}
