/**
 * The claims a partner may put in a token it mints (body.claims of POST /v1/auth/admin/token/generate).
 * Apart from claims.ts so that the functions that only read claims (claim-policy.ts, the token
 * verifier) do not build this schema of every claim at import (issue 16).
 */
import * as z from 'zod/mini';
import { ACCESS_POLICY_NAME, CLAIM_KEYS, POLICY, type ClaimKey } from './claims.js';

const shaped = (pattern?: RegExp, reason?: string) => z.string().check(z.maxLength(1024, 'must be at most 1024 characters'), ...(pattern ? [z.regex(pattern, reason)] : []));
const claimValue = shaped();

/** One name of body.accessPolicies. */
const NAME_RULE = '1-64 letters, digits or _ . : -';
export const accessPolicyName = z.string().check(z.regex(ACCESS_POLICY_NAME, `must be ${NAME_RULE}`));

const flag = shaped(/^(true|false)$/i, 'must be "true" or "false"');
const cap = shaped(/^\d{1,16}$/, 'must be a whole number of cents');
const notPartner = shaped(/^(?!partner:)/, 'must not start with "partner:"');
/**
 * Claims that limit what a token may do are checked when the token is issued, so a partner learns
 * of a malformed value at once (400) rather than from refusals later (shared/auth/claim-policy.ts
 * still fails closed on anything that gets past this).
 */
const SHAPED: Partial<Record<ClaimKey, z.ZodMiniType<string>>> = {
  CanUseCashSource: flag, CanUseDoNotProcess: flag, CanDisableThreeDSecure: flag, CanDisableConfirmation: flag,
  MaxTotalSourceAmountInCents: cap, MaxTotalDestinationAmountInCents: cap,
  AllowedCurrencies: shaped(/^\s*[A-Za-z]{3}(\s*,\s*[A-Za-z]{3})*\s*$/, 'must be ISO 4217 codes separated by commas'),
  AccessPolicy: shaped(new RegExp(`^${POLICY}(,${POLICY})*$`), `must be policy names (${NAME_RULE}) separated by commas`),
  // The token's subject is one of these (admin-token.ts subjectFor); `partner:` (subjects.ts) names a
  // key's own tokens, so a partner naming another's would read that partner's payments (AUTH-6).
  UserReference: notPartner, ConsumerReference: notPartner, MerchantReference: notPartner,
};

/** Claims a partner may put in a token: only the interface's keys, string values. */
export const tokenClaimsSchema = z.strictObject(
  Object.fromEntries(CLAIM_KEYS.map((k) => [k, z.optional(SHAPED[k] ?? claimValue)])) as Record<ClaimKey, z.ZodMiniOptional<z.ZodMiniType<string>>>,
);
