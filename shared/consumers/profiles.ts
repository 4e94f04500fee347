/**
 * Creating and updating consumers (self-service and admin); the answers are built in
 * profile-results.ts. The record, its uniqueness marker, its login user and its accounts are
 * written in one transaction.
 * Rules: docs/decisions/consumers-accounts.md.
 */
import { randomUUID } from 'node:crypto';
import { accountPuts, listAccounts, planAccountChanges, type ConsumerAccounts } from '../accounts/accounts.js';
import { assertOwnsConsumer } from '../auth/claim-policy.js';
import { listFiles } from '../consumer-files/file-reads.js';
import { assertItemFits } from '../db/item-size.js';
import { callerScope, markerDelete, markerPut } from '../db/markers.js';
import { applyChanges, withoutNulls } from '../db/patch.js';
import { cancelledAt } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors.js';
import { getUser, usernameClash, userUpdateItem, type User } from '../identity/users.js';
import type { ConsumerBasicResult } from '../schemas/consumer-basic-result.js';
import type { ConsumerBody, ConsumerUpdateBody } from '../schemas/consumer-bodies.js';
import type { ConsumerFullResult } from '../schemas/consumer-full-result.js';
import { consumerPut, getConsumer, writeConsumerTransaction, type ConsumerRecord } from './consumers.js';
import { contactChangeNotices } from './contact-notices.js';
import { afterAdminChanges, assertSelfChanges, assertSelfCreate } from './kyc-identity.js';
import { planUserChanges } from './login-user.js';
import { basicProfile, fullProfile } from './profile-results.js';
import {
  adminChangesFor, assertCredentialChanges, barredIfInactive, newProfileUserItems, normaliseContacts, userAfter, type AdminUserChanges, type ProfileContact, type ProfileMode,
} from '../identity/profile-user.js';

export type Mode = ProfileMode;

/** Never taken from a body: server-owned, or written through their own rules below. */
const ALWAYS_IGNORED = ['reference', 'userReference', 'kycStatusSummary', 'createdDate', 'rewardPointsInfo', 'files', 'loginCredentials',
  'accounts', 'isEmailVerified', 'isMobileNumberVerified', 'referenceScope', 'createdBy', 'updatedAt', 'kycDecidedAt', 'livenessCheck'];
const IGNORED: Record<Mode, ReadonlySet<string>> = {
  admin: new Set(ALWAYS_IGNORED),
  // A consumer cannot (re)activate itself.
  self: new Set([...ALWAYS_IGNORED, 'isActive']),
};

const LIST_FIELDS = ['identityDocuments', 'kycLookupResults', 'devices', 'addresses', 'beneficiaries', 'attributes'] as const;
const DESCRIPTIVE_ACCOUNTS = ['loanAccounts', 'insurancePolicies', 'genericAccounts'] as const;

/** Every list item keeps its reference or gets one, so clients can name it later. */
const withReferences = (items: readonly object[] | undefined): Record<string, unknown>[] =>
  (items ?? []).map((item) => {
    const record = item as Record<string, unknown>;
    return { ...record, reference: typeof record['reference'] === 'string' ? record['reference'] : randomUUID() };
  });

/** Loan, insurance and generic accounts ride in `accounts` but are kept on the profile: given = replaced, null = cleared. */
function withDescriptiveAccounts(record: ConsumerRecord, body: ConsumerBody): ConsumerRecord {
  const next = { ...record };
  for (const key of DESCRIPTIVE_ACCOUNTS) {
    const given = body.accounts?.[key];
    if (given !== undefined) next[key] = given ?? [];
  }
  return next;
}

/** Defaults and references after the body's changes are applied. */
function complete(record: ConsumerRecord): ConsumerRecord {
  const next = { ...record };
  next.countryIsoCode ??= 'None';
  next.preferredLanguage ??= 'None';
  next.isActive ??= true;
  next.isRegistrationComplete ??= false;
  for (const key of LIST_FIELDS) (next as Record<string, unknown>)[key] ??= [];
  for (const key of DESCRIPTIVE_ACCOUNTS) next[key] = withReferences(next[key]);
  // A consumer's addresses carry no createdDate (a merchant's do): one sent is not kept.
  next.addresses = withReferences(next.addresses).map(({ createdDate: _c, ...rest }) => rest) as ConsumerRecord['addresses'];
  return next;
}

const displayName = (c: Pick<ConsumerRecord, 'firstName' | 'lastName'>) => [c.firstName, c.lastName].filter(Boolean).join(' ') || undefined;

interface Transaction {
  items: Record<string, unknown>[];
  markerAt?: number;
  usernameAt?: number;
}

async function run(tx: Transaction, consumerAt: number): Promise<void> {
  try {
    await writeConsumerTransaction(tx.items);
  } catch (error) {
    const failed = cancelledAt(error);
    if (!failed) throw error;
    const clash = tx.usernameAt === undefined ? undefined : usernameClash(error, 'body.loginCredentials', tx.usernameAt);
    if (clash) throw clash;
    if (tx.markerAt !== undefined && failed.includes(tx.markerAt)) {
      throw new ConflictError('That yourReference and source already name another consumer of yours.', [{ field: 'body.yourReference', reason: 'is already used with this source' }]);
    }
    if (failed.includes(consumerAt)) throw new ConflictError('The consumer changed while this request ran; nothing was changed. Read it and try again.');
    throw new ConflictError('An account changed while this request ran; nothing was changed. Try again.');
  }
}

/** The profile as one Put; every consumer write goes through here, so every one is size-checked. */
function profilePut(record: ConsumerRecord, condition: Parameters<typeof consumerPut>[1]): Record<string, unknown> {
  assertItemFits(record, 'consumer profile', (name) => ((DESCRIPTIVE_ACCOUNTS as readonly string[]).includes(name) ? `body.accounts.${name}` : `body.${name}`));
  return consumerPut(record, condition);
}

const markerParts = (scope: string, r: Pick<ConsumerRecord, 'source' | 'yourReference'>) => [scope, r.source ?? '', r.yourReference ?? ''];

/** What the login user takes from the profile. */
const userContact = (record: ConsumerRecord): ProfileContact =>
  ({ emailAddress: record.emailAddress, mobileNumber: record.mobileNumber, consumerReference: record.reference, name: displayName(record) });

/** The login user's puts when the body asks for one. */
const newUserItems = async (body: ConsumerBody, record: ConsumerRecord, mode: Mode) => barredIfInactive(await newProfileUserItems(body, userContact(record), mode), record.isActive, 'consumerInactive');

interface Created {
  record: ConsumerRecord;
  accounts: ConsumerAccounts;
  user?: User;
}

/** POST /v1/consumer answers the basic part. */
export async function createConsumerSelf(caller: Caller, body: ConsumerBody): Promise<ConsumerBasicResult> {
  return basicProfile((await create(caller, body, 'self')).record);
}

/** POST /v1/consumer/admin answers the full profile. */
export async function createConsumerAdmin(caller: Caller, body: ConsumerBody): Promise<ConsumerFullResult> {
  const { record, accounts, user } = await create(caller, body, 'admin');
  return fullProfile(record, accounts, user);
}

async function create(caller: Caller, input: ConsumerBody, mode: Mode, now = new Date()): Promise<Created> {
  if (mode === 'self' && caller.kind === 'user' && caller.claims['ConsumerReference'] !== undefined) {
    throw new ForbiddenError('This token already speaks for a consumer; a consumer cannot create another.', [{ field: 'header.authorization', reason: 'carries a ConsumerReference' }]);
  }
  if (mode === 'self') assertSelfCreate(input);
  const body = normaliseContacts(input);
  const nowIso = now.toISOString();
  const scope = callerScope(caller);
  const record = complete(withDescriptiveAccounts({
    ...applyChanges({} as ConsumerRecord, withoutNulls(body), IGNORED[mode]),
    reference: randomUUID(),
    kycStatusSummary: 'Unverified',
    createdBy: scope,
    createdDate: nowIso,
    updatedAt: nowIso,
    ...(body.yourReference ? { referenceScope: scope } : {}),
  }, body));
  const accounts = planAccountChanges(record.reference, body.accounts, { bankAccounts: [], mobileWallets: [], cards: [], debitOrders: [] }, now);
  const user = await newUserItems(body, record, mode);
  if (user) record.userReference = user.user.userReference;

  const tx: Transaction = { items: [profilePut(record, { new: true })] };
  if (record.yourReference) {
    tx.markerAt = tx.items.length;
    tx.items.push(markerPut('consumer-ref', markerParts(scope, record), { consumerReference: record.reference }));
  }
  if (user) {
    tx.usernameAt = tx.items.length + 1;
    tx.items.push(...user.items);
  }
  tx.items.push(...accountPuts(accounts, () => true));
  await run(tx, 0);
  return { record, accounts: groupNew(accounts), user: user?.user };
}

const groupNew = (records: ReturnType<typeof planAccountChanges>): ConsumerAccounts => ({
  bankAccounts: records.filter((r) => r.kind === 'BANK'),
  mobileWallets: records.filter((r) => r.kind === 'WALLET'),
  cards: records.filter((r) => r.kind === 'CARD'),
  debitOrders: records.filter((r) => r.kind === 'DEBIT'),
});

/**
 * PUT /v1/consumer (the token's own consumer) and PUT /v1/consumer/admin (any, with what an
 * administrator may change on the login user: shared/identity/admin-user-changes.ts).
 */
export function updateConsumer(caller: Caller, input: ConsumerUpdateBody, mode: 'self'): Promise<ConsumerFullResult>;
export function updateConsumer(caller: Caller, input: ConsumerUpdateBody, mode: 'admin', adminChanges: AdminUserChanges): Promise<ConsumerFullResult>;
export async function updateConsumer(caller: Caller, input: ConsumerUpdateBody, mode: Mode, adminChanges?: AdminUserChanges, now = new Date()): Promise<ConsumerFullResult> {
  const admin = adminChangesFor(mode, adminChanges);
  if (mode === 'self') assertOwnsConsumer(caller, input.reference, 'body.reference');
  const body = normaliseContacts(input);
  const stored = await getConsumer(input.reference.toLowerCase());
  if (!stored) throw new NotFoundError('Consumer', 'body.reference');
  const storedAccounts = await listAccounts(stored.reference);
  const changedRecord = complete(withDescriptiveAccounts({ ...applyChanges(stored, body, IGNORED[mode]), updatedAt: now.toISOString() }, body));
  // What KYC rests on (CON-18, CON-19): refused to the consumer, or the verification undone for an administrator.
  if (mode === 'self') assertSelfChanges(stored, changedRecord);
  const record = mode === 'self' ? changedRecord : afterAdminChanges(stored, changedRecord);
  const accounts = planAccountChanges(stored.reference, body.accounts, storedAccounts, now);
  const known = new Set([...Object.values(storedAccounts)].flat().map((a) => a.reference));

  const tx: Transaction = { items: [profilePut(record, { updatedAt: stored.updatedAt })] };
  if (stored.yourReference !== record.yourReference || stored.source !== record.source) {
    const scope = stored.referenceScope ?? callerScope(caller);
    if (stored.yourReference) tx.items.push(markerDelete('consumer-ref', markerParts(scope, stored)));
    if (record.yourReference) {
      record.referenceScope = scope;
      tx.markerAt = tx.items.length;
      tx.items.push(markerPut('consumer-ref', markerParts(scope, record), { consumerReference: record.reference }));
    }
  }
  const existingUser = stored.userReference ? await getUser(stored.userReference) : undefined;
  assertCredentialChanges(existingUser, body, admin);
  // The user changes in the same transaction as its profile: both or neither.
  const userPlan = existingUser ? await planUserChanges(existingUser, stored, record, body, admin, now) : undefined;
  if (existingUser && userPlan) tx.items.push(userUpdateItem(existingUser.userReference, userPlan.changes, userPlan.remove, now));
  // The user's own token replaced a verified contact: the one replaced is told, with the change (IDN-21).
  if (existingUser && userPlan && !admin) tx.items.push(...(await contactChangeNotices(existingUser, userPlan.changes, now)));
  const newUser = admin && !existingUser ? barredIfInactive(await admin.newUserItems(body, userContact(record)), record.isActive, 'consumerInactive') : undefined;
  if (newUser) {
    record.userReference = newUser.user.userReference;
    tx.usernameAt = tx.items.length + 1;
    tx.items.push(...newUser.items);
  }
  tx.items.push(...accountPuts(accounts, (a) => !known.has(a.reference)));
  await run(tx, 0);

  const user = existingUser ? await userAfter(existingUser, userPlan, admin) : newUser?.user;
  return fullProfile(record, mergeAccounts(storedAccounts, accounts), user, await listFiles(record.reference));
}

function mergeAccounts(stored: ConsumerAccounts, changed: ReturnType<typeof planAccountChanges>): ConsumerAccounts {
  const byRef = new Map([...Object.values(stored)].flat().map((a) => [a.reference, a]));
  for (const a of changed) byRef.set(a.reference, a);
  return groupNew([...byRef.values()]);
}
