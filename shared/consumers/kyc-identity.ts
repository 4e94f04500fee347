/**
 * What a profile update may change of what KYC rests on (docs/decisions/consumers-accounts.md,
 * CON-18 and CON-19): the evidence and the partner's reference are an administrator's, and the
 * identity a verification attests is not the consumer's to rewrite once Verified.
 */
import { isDeepStrictEqual } from 'node:util';
import { ConflictError, ForbiddenError, type FieldIssue } from '../http/errors.js';
import type { ConsumerRecord } from './consumers.js';
import { CONSUMER_DEACTIVATED } from './deactivated.js';

/** Set by an administrator only: a KYC provider's or operator's evidence, and the partner's own reference to the consumer (CON-18). */
const ADMIN_OWNED = ['kycLookupResults', 'yourReference', 'source'] as const;
/** The identity a KYC verification attests (CON-19). */
const VERIFIED_IDENTITY = ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'identityDocuments'] as const;

type Key = keyof ConsumerRecord;

/** The keys whose value differs between the stored profile and the one the update would write (key order in objects does not count). */
const changed = (stored: ConsumerRecord, next: ConsumerRecord, keys: readonly Key[]): Key[] =>
  keys.filter((key) => !isDeepStrictEqual(stored[key] ?? emptyOf(next[key]), next[key] ?? emptyOf(stored[key])));

/** A list missing on one side reads as the empty list it is answered as. */
const emptyOf = (other: unknown) => (Array.isArray(other) ? [] : undefined);

/** A consumer's own create may not bring KYC evidence: a provider or an operator gives it (CON-18). */
export function assertSelfCreate(body: { kycLookupResults?: readonly object[] | null }): void {
  if (body.kycLookupResults && body.kycLookupResults.length > 0) throw adminOnly(['kycLookupResults']);
}

/**
 * Refusals of a consumer's own update, from the profile as stored and as it would be written:
 * 403 for a consumer an administrator deactivated (CON-20) and for a change of what only an administrator
 * sets (the same value sent back is no change: CON-16's round trip); 409 for a change of the
 * verified identity while the consumer is Verified.
 */
export function assertSelfChanges(stored: ConsumerRecord, next: ConsumerRecord): void {
  if (!stored.isActive) {
    throw new ForbiddenError('This consumer is not active; it cannot change its profile.', [{ field: 'header.authorization', reason: CONSUMER_DEACTIVATED }]);
  }
  const adminKeys = changed(stored, next, ADMIN_OWNED);
  if (adminKeys.length > 0) throw adminOnly(adminKeys);
  if (stored.kycStatusSummary !== 'Verified') return;
  const identity = changed(stored, next, VERIFIED_IDENTITY);
  if (identity.length === 0) return;
  throw new ConflictError('The consumer is KYC Verified: the identity that was verified cannot be changed by the consumer. Ask the provider to review the change.', identity.map((key) => ({
    field: `body.${key}`, reason: 'cannot change while the consumer is Verified; an administrator changes it, and the consumer is then reviewed again',
  })));
}

/**
 * An administrator's change of the verified identity: the verification no longer attests what the
 * profile says, so the consumer is Unverified until decided again (CON-19). Returns the record to write.
 */
export function afterAdminChanges(stored: ConsumerRecord, next: ConsumerRecord): ConsumerRecord {
  if (stored.kycStatusSummary !== 'Verified' || changed(stored, next, VERIFIED_IDENTITY).length === 0) return next;
  return { ...next, kycStatusSummary: 'Unverified' };
}

function adminOnly(keys: readonly Key[]): ForbiddenError {
  const issues: FieldIssue[] = keys.map((key) => ({ field: `body.${key}`, reason: 'only an administrator sets it (KYC evidence, the partner\'s reference); send it back as read or leave it out' }));
  return new ForbiddenError('Only an administrator sets these fields.', issues);
}
