/**
 * Enforcement of the token claims that limit what a caller may do (docs/claims.md): allowed
 * currencies, amount caps, permission flags, access policies, and ownership of consumer and
 * merchant resources. Admin callers (API key, no token) are not limited by claims. A claim whose
 * value cannot be read refuses the request (fails closed); it is never treated as absent.
 */
import type { Caller } from '../http/caller.js';
import { ForbiddenError, NotFoundError, type FieldIssue } from '../http/errors.js';
import { UUID } from '../uuid.js';
import { ACCESS_POLICY_NAME, type ClaimKey } from './claims.js';

/** "true" or "false" claims that unlock a feature; absent means false. */
export type ClaimFlag = 'CanUseCashSource' | 'CanUseDoNotProcess' | 'CanDisableThreeDSecure' | 'CanDisableConfirmation';

/** One source or destination item of a pay request. */
export interface MoneyItem {
  amountInCents: number;
  currency: string;
}

/** paymentSources or paymentDestinations: each key holds one item or a list of them. */
export type MoneyGroup = Record<string, MoneyItem | readonly MoneyItem[] | null | undefined>;

/** The parts of a pay request the claims limit. */
export interface PayClaimsInput {
  paymentSources: MoneyGroup;
  paymentDestinations: MoneyGroup;
}

/** 403 with one detail per refusal; the message says it is the token, not the request, that falls short. */
function refuse(details: FieldIssue[]): never {
  throw new ForbiddenError('The access token does not permit this request.', details);
}

/** The claims that restrict this caller, or undefined for an admin caller (unrestricted). */
function restrictingClaims(caller: Caller): Partial<Record<string, string>> | undefined {
  if (caller.kind === 'admin') return undefined;
  if (caller.kind === 'user') return caller.claims;
  return refuse([{ field: 'header.authorization', reason: 'an access token is required' }]);
}

const malformed = (claim: ClaimKey, expected: string): string => `the token's ${claim} claim is malformed (expected ${expected})`;

// ---- flags ----

/** Refuses unless the caller's flag claim is "true" (any case, as .NET writes "True"). */
export function assertClaimFlag(caller: Caller, flag: ClaimFlag, field: string): void {
  const issues = flagIssues(restrictingClaims(caller), flag, field);
  if (issues.length > 0) refuse(issues);
}

function flagIssues(claims: Partial<Record<string, string>> | undefined, flag: ClaimFlag, field: string): FieldIssue[] {
  const value = claims?.[flag];
  if (!claims || value?.toLowerCase() === 'true') return [];
  if (value !== undefined && value.toLowerCase() !== 'false') return [{ field, reason: malformed(flag, '"true" or "false"') }];
  return [{ field, reason: `the token does not allow this (${flag} is not true)` }];
}

// ---- currencies ----

/** Upper-case codes, or 'any' when the claim is absent; undefined when it is malformed. */
function allowedCurrencies(claims: Partial<Record<string, string>>): ReadonlySet<string> | 'any' | undefined {
  const value = claims['AllowedCurrencies'];
  if (value === undefined) return 'any';
  const codes = value.split(',').map((c) => c.trim().toUpperCase());
  return codes.every((c) => /^[A-Z]{3}$/.test(c)) ? new Set(codes) : undefined;
}

function currencyIssues(claims: Partial<Record<string, string>> | undefined, currency: string, field: string): FieldIssue[] {
  if (!claims) return [];
  const allowed = allowedCurrencies(claims);
  if (allowed === undefined) return [{ field, reason: malformed('AllowedCurrencies', 'comma-separated ISO 4217 codes') }];
  if (allowed === 'any' || allowed.has(currency.toUpperCase())) return [];
  return [{ field, reason: `the token does not allow currency ${currency} (AllowedCurrencies: ${[...allowed].join(',')})` }];
}

/** Refuses a currency outside the caller's AllowedCurrencies claim (absent = any currency). */
export function assertCurrencyAllowed(caller: Caller, currency: string, field: string): void {
  const issues = currencyIssues(restrictingClaims(caller), currency, field);
  if (issues.length > 0) refuse(issues);
}

// ---- amount caps ----

/** Each item with the field path it sits at, e.g. `body.paymentSources.cards[1]`. */
function itemsOf(group: MoneyGroup, prefix: string): { item: MoneyItem; path: string }[] {
  return Object.entries(group).flatMap(([key, value]) => {
    if (!value) return [];
    return Array.isArray(value)
      ? (value as readonly MoneyItem[]).map((item, i) => ({ item, path: `${prefix}.${key}[${i}]` }))
      : [{ item: value as MoneyItem, path: `${prefix}.${key}` }];
  });
}

/**
 * The cap applies to each currency's total on its own: cents of different currencies cannot be
 * added, and there is no exchange rate to convert with. BigInt, as 20 items near 2^53 overflow.
 */
function capIssues(claims: Partial<Record<string, string>> | undefined, claim: ClaimKey, group: MoneyGroup, field: string): FieldIssue[] {
  const value = claims?.[claim];
  if (value === undefined) return [];
  if (!/^\d{1,16}$/.test(value) || Number(value) > Number.MAX_SAFE_INTEGER) {
    return [{ field, reason: malformed(claim, 'a whole number of cents') }];
  }
  const cap = BigInt(value);
  const totals = new Map<string, bigint>();
  for (const { item } of itemsOf(group, field)) totals.set(item.currency, (totals.get(item.currency) ?? 0n) + BigInt(item.amountInCents));
  return [...totals]
    .filter(([, total]) => total > cap)
    .map(([currency, total]) => ({ field, reason: `the ${currency} total of ${total} cents exceeds the token's ${claim} of ${cap}` }));
}

/** Refuses a pay request whose source or destination total, per currency, exceeds the caller's caps. */
export function assertWithinAmountCaps(caller: Caller, pay: PayClaimsInput): void {
  const claims = restrictingClaims(caller);
  const issues = [
    ...capIssues(claims, 'MaxTotalSourceAmountInCents', pay.paymentSources, 'body.paymentSources'),
    ...capIssues(claims, 'MaxTotalDestinationAmountInCents', pay.paymentDestinations, 'body.paymentDestinations'),
  ];
  if (issues.length > 0) refuse(issues);
}

/**
 * Every claim check POST /v1/pay needs from the body as it stands: each item's currency against
 * AllowedCurrencies, a cash source against CanUseCashSource, the totals against the caps. One 403
 * lists every refusal.
 */
export function assertPayAllowed(caller: Caller, pay: PayClaimsInput): void {
  const claims = restrictingClaims(caller);
  if (!claims) return;
  const items = [...itemsOf(pay.paymentSources, 'body.paymentSources'), ...itemsOf(pay.paymentDestinations, 'body.paymentDestinations')];
  const issues = items.flatMap(({ item, path }) => currencyIssues(claims, item.currency, `${path}.currency`));
  if (pay.paymentSources['cash']) issues.push(...flagIssues(claims, 'CanUseCashSource', 'body.paymentSources.cash'));
  issues.push(
    ...capIssues(claims, 'MaxTotalSourceAmountInCents', pay.paymentSources, 'body.paymentSources'),
    ...capIssues(claims, 'MaxTotalDestinationAmountInCents', pay.paymentDestinations, 'body.paymentDestinations'),
  );
  if (issues.length > 0) refuse(issues);
}

/**
 * The claim checks of one amount in one currency moved from one account to another (a payout from a
 * merchant's balance to its bank account; a refund from a payment's destination back to its source,
 * REF-12): the currency against AllowedCurrencies, the amount against both caps, as POST /v1/pay
 * holds a source and a destination to them. One 403 lists every refusal, naming the given fields.
 */
export function assertMoveAllowed(caller: Caller, moved: MoneyItem, fields: { currency: string; amount: string }): void {
  const claims = restrictingClaims(caller);
  if (!claims) return;
  const group = { moved };
  const issues = [
    ...currencyIssues(claims, moved.currency, fields.currency),
    ...capIssues(claims, 'MaxTotalSourceAmountInCents', group, fields.amount),
    ...capIssues(claims, 'MaxTotalDestinationAmountInCents', group, fields.amount),
  ];
  if (issues.length > 0) refuse(issues);
}

/** A payout's claim checks (assertMoveAllowed on `body.currency` and `body.amountInCents`). */
export function assertPayoutAllowed(caller: Caller, payout: MoneyItem): void {
  assertMoveAllowed(caller, payout, { currency: 'body.currency', amount: 'body.amountInCents' });
}

// ---- access policies ----

/** Refuses unless the caller's AccessPolicy claim lists `policy`; a malformed list refuses every policy. */
export function assertAccessPolicy(caller: Caller, policy: string, field = 'header.authorization'): void {
  // Admin callers pass; callers without an access token are refused by restrictingClaims.
  if (restrictingClaims(caller) === undefined || caller.kind !== 'user') return;
  if (!caller.accessPolicies.every((p) => ACCESS_POLICY_NAME.test(p))) {
    refuse([{ field, reason: malformed('AccessPolicy', 'comma-separated names of letters, digits and _ . : -') }]);
  }
  if (!caller.accessPolicies.includes(policy)) refuse([{ field, reason: `the token does not hold access policy ${policy}` }]);
}

// ---- ownership ----

/** True for an admin caller, or a token whose claim is the same UUID as `reference`. */
function owns(caller: Caller, claim: 'ConsumerReference' | 'MerchantReference', reference: string): boolean {
  if (caller.kind === 'admin') return true;
  if (caller.kind !== 'user') return false;
  const value = caller.claims[claim];
  return value !== undefined && UUID.test(value) && value.toLowerCase() === reference.toLowerCase();
}

/**
 * Refuses with 404 (not 403) unless the caller is the consumer, so another consumer's reference
 * answers exactly as a reference that does not exist.
 */
export function assertOwnsConsumer(caller: Caller, consumerReference: string, field = 'path.consumerReference'): void {
  if (!owns(caller, 'ConsumerReference', consumerReference)) throw new NotFoundError('Consumer', field);
}

/** True for an admin caller, or a token whose MerchantReference claim is this merchant. */
export function ownsMerchant(caller: Caller, merchantReference: string): boolean {
  return owns(caller, 'MerchantReference', merchantReference);
}

/** As assertOwnsConsumer, for the MerchantReference claim. */
export function assertOwnsMerchant(caller: Caller, merchantReference: string, field = 'path.merchantReference'): void {
  if (!ownsMerchant(caller, merchantReference)) throw new NotFoundError('Merchant', field);
}
