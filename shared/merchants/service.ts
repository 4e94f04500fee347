/**
 * Merchant create and update, self-service and admin. The profile, its index items (markers,
 * wallet items), the short code and a new login user go in one TransactWriteItems, so a clash on
 * any unique value changes nothing.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { assertOwnsMerchant } from '../auth/claim-policy.js';
import { callerScope, markerDelete, markerPut } from '../db/markers.js';
import { cancelledAt } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../http/errors.js';
import {
  adminChangesFor, assertCredentialChanges, barredIfInactive, emptyPlan, followProfileActive, isEmptyPlan, newProfileUserItems, normaliseContacts, userAfter, type AdminUserChanges, type ProfileContact,
  type UserChangePlan,
} from '../identity/profile-user.js';
import { getUser, usernameClash, userUpdateItem, type User } from '../identity/users.js';
import type { MerchantBasicResult } from '../schemas/merchant-basic-result.js';
import type { MerchantAdminCreateBody, MerchantAdminUpdateBody, MerchantBody, MerchantUpdateBody } from '../schemas/merchant-bodies.js';
import type { MerchantFullResult } from '../schemas/merchant-full-result.js';
import {
  getMerchant, merchantMarkers, merchantProfilePut, merchantWalletItems, unconditionalPut, writeMerchantItems, type MarkerRef, type MerchantRecord,
} from './merchants.js';
import { MERCHANT_DEACTIVATED } from './deactivated.js';
import { applyMerchantBody, newMerchant, type AnyMerchantBody, type Mode } from './profile.js';
import { basicResult, fullResult } from './results.js';

const MAX_TRANSACTION_ITEMS = 100;
const SHORT_CODE_ATTEMPTS = 5;

/** A compact code for USSD and QR: 7 digits, never starting with 0. */
export const newShortCode = (): number => randomInt(1_000_000, 10_000_000);

interface IndexEntry {
  id: string;
  put: Record<string, unknown>;
  del: Record<string, unknown>;
  /** The answer when the put's condition fails: the value belongs to someone else. */
  conflict?: ConflictError;
}

const conflict = (field: string, reason: string, message: string) => new ConflictError(message, [{ field, reason }]);

/**
 * The partner's reference to a merchant (yourReference + source) names it to payers (MER-25): its
 * own token may send it back as stored but not change it (403 naming each), as CON-18 has it for
 * a consumer; an administrator changes it.
 */
function assertPartnerReferenceKept(stored: MerchantRecord, next: MerchantRecord): void {
  const changed = (['yourReference', 'source'] as const).filter((key) => stored[key] !== next[key]);
  if (changed.length > 0) {
    throw new ForbiddenError('Only an administrator changes the partner\'s reference to a merchant.', changed.map((key) => ({ field: `body.${key}`, reason: 'is set by an administrator; send the stored value or leave it out' })));
  }
}

/** The index items a profile needs (shared/merchants/merchants.ts lists them). */
function indexEntries(m: MerchantRecord): IndexEntry[] {
  const merchantReference = m.reference;
  const entries: IndexEntry[] = [];
  const marker = (ref: MarkerRef, target: Record<string, unknown>, clash?: ConflictError) =>
    entries.push({ id: `${ref.kind}#${ref.parts.join('#')}`, put: markerPut(ref.kind, ref.parts, { merchantReference, ...target }), del: markerDelete(ref.kind, ref.parts), conflict: clash });
  if (m.yourReference) {
    marker(merchantMarkers.yourReference(m.referenceScope, m.source, m.yourReference), {},
      conflict('body.yourReference', 'is already used with this source', 'That yourReference and source already name another merchant of yours.'));
  }
  m.terminals.forEach((t, i) => {
    marker(merchantMarkers.terminal(t.reference), { terminalReference: t.reference });
    if (t.yourReference && m.source) {
      marker(merchantMarkers.terminalExternal(m.source, t.yourReference), { terminalReference: t.reference },
        conflict(`body.terminals[${i}].yourReference`, 'already names a terminal of another merchant with this source', 'That terminal reference is taken.'));
    }
  });
  m.employees.forEach((e) => marker(merchantMarkers.employee(e.reference), { employeeReference: e.reference }));
  m.attributes.forEach((a, i) => marker(merchantMarkers.attribute(a.name, a.value), {},
    conflict(`body.attributes[${i}].value`, 'belongs to another merchant (an attribute pair names one merchant)', 'That attribute value is taken.')));
  for (const w of m.mobileWallets) entries.push(merchantWalletItems(w.msisdn, merchantReference));
  return entries;
}

interface Planned {
  item: Record<string, unknown>;
  onClash?: ApiErrorOrRetry;
}
type ApiErrorOrRetry = ConflictError | 'short-code';

async function run(items: Planned[], usernameAt?: number): Promise<void> {
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new UnprocessableError('This request changes too many terminals, employees, wallets and attributes at once; split it.', [
      { field: 'body', reason: `needs ${items.length} writes; one request may make at most ${MAX_TRANSACTION_ITEMS}` },
    ]);
  }
  try {
    await writeMerchantItems(items.map((p) => p.item));
  } catch (error) {
    const failed = cancelledAt(error);
    if (!failed) throw error;
    const clash = usernameAt === undefined ? undefined : usernameClash(error, 'body.loginCredentials', usernameAt);
    if (clash) throw clash;
    const reasons = failed.map((i) => items[i]?.onClash).filter((r) => r !== undefined);
    if (reasons.includes('short-code')) throw new ShortCodeTaken();
    const conflicts = reasons.filter((r): r is ConflictError => r instanceof ConflictError);
    if (conflicts.length > 0) throw new ConflictError(conflicts[0]?.message ?? 'A unique value is taken.', conflicts.flatMap((c) => c.details));
    throw new ConflictError('The merchant changed while this request ran; nothing was changed. Read it and try again.');
  }
}

class ShortCodeTaken extends Error {}

/**
 * Checks the product references an admin body assigns and answers what to store. It comes from the
 * products folder (shared/products/assignments.ts) through the handler, so merchants do not import products.
 */
export type AssignmentCheck = (merchantReference: string, references: readonly string[]) => Promise<string[]>;

/** Omitted or null: unchanged; []: cleared; a list: exactly those. Self-service never changes assignments. */
async function assignProducts(record: MerchantRecord, body: AnyMerchantBody, mode: Mode, check: AssignmentCheck | undefined): Promise<void> {
  if (mode !== 'admin' || !body.assignedProductReferences) return;
  if (!check) throw new Error('an admin merchant write needs the product assignment check');
  record.assignedProductReferences = await check(record.reference, body.assignedProductReferences);
}

/** The login user's puts when the body asks for one. */
const userContact = (m: MerchantRecord): ProfileContact => ({ emailAddress: m.emailAddress, mobileNumber: m.mobileNumber, merchantReference: m.reference, name: m.name });

/** A merchant created inactive gets a login user barred from the start (MER-22). */
const newUserItems = async (body: AnyMerchantBody, m: MerchantRecord, mode: Mode) => barredIfInactive(await newProfileUserItems(body, userContact(m), mode), m.isActive, 'merchantInactive');

interface Saved {
  record: MerchantRecord;
  user?: User;
}

async function create(caller: Caller, input: MerchantBody | MerchantAdminCreateBody, mode: Mode, check?: AssignmentCheck, now = new Date()): Promise<Saved> {
  if (mode === 'self' && caller.kind === 'user' && caller.claims['MerchantReference'] !== undefined) {
    throw new ForbiddenError('This token already speaks for a merchant; a merchant cannot register another.', [
      { field: 'header.authorization', reason: 'carries a MerchantReference' },
    ]);
  }
  const body = normaliseContacts(input);
  const scope = callerScope(caller);
  const reference = randomUUID();
  let record = await applyMerchantBody(newMerchant(reference, newShortCode(), scope, scope, now), body, mode, now);
  await assignProducts(record, body, mode, check);
  const user = await newUserItems(body, record, mode);
  if (user) record['userReference'] = user.user.userReference;

  for (let attempt = 1; ; attempt += 1) {
    const code = merchantMarkers.shortCode(record.shortCode);
    const items: Planned[] = [
      { item: merchantProfilePut(record, { new: true }) },
      { item: markerPut(code.kind, code.parts, { merchantReference: reference }), onClash: 'short-code' },
      ...indexEntries(record).map((e) => ({ item: e.put, onClash: e.conflict })),
    ];
    const usernameAt = user ? items.length + 1 : undefined;
    if (user) items.push(...user.items.map((item) => ({ item })));
    try {
      await run(items, usernameAt);
      return { record, user: user?.user };
    } catch (error) {
      // Another merchant holds this short code: draw again (a code is never reused, so no freeing).
      if (!(error instanceof ShortCodeTaken) || attempt >= SHORT_CODE_ATTEMPTS) throw error instanceof ShortCodeTaken ? new Error('no free short code') : error;
      record = { ...record, shortCode: newShortCode() };
    }
  }
}

/** POST /v1/merchant: the basic part. */
export async function createMerchantSelf(caller: Caller, body: MerchantBody): Promise<MerchantBasicResult> {
  return basicResult((await create(caller, body, 'self')).record);
}

/** POST /v1/merchant/admin: the full profile. */
export async function createMerchantAdmin(caller: Caller, body: MerchantAdminCreateBody, checkAssignments: AssignmentCheck): Promise<MerchantFullResult> {
  const { record, user } = await create(caller, body, 'admin', checkAssignments);
  return fullResult(record, user);
}

/** Index items to delete, put or overwrite to go from one profile to the next. */
function indexChanges(before: MerchantRecord, after: MerchantRecord): Planned[] {
  const old = new Map(indexEntries(before).map((e) => [e.id, e]));
  const next = new Map(indexEntries(after).map((e) => [e.id, e]));
  const planned: Planned[] = [];
  for (const [id, entry] of old) if (!next.has(id)) planned.push({ item: entry.del });
  for (const [id, entry] of next) {
    const was = old.get(id);
    if (!was) planned.push({ item: entry.put, onClash: entry.conflict });
    // Same key, another target (an external terminal reference moved to another terminal): overwrite our own marker.
    else if (JSON.stringify(was.put) !== JSON.stringify(entry.put)) planned.push({ item: unconditionalPut(entry.put) });
  }
  return planned;
}

/** An administrator's changes to the login user, for the profile's transaction; the user follows the merchant's isActive (MER-22). */
async function planAdminUserChanges(admin: AdminUserChanges, user: User, record: MerchantRecord, body: MerchantAdminUpdateBody, now: Date): Promise<UserChangePlan | undefined> {
  const plan = emptyPlan();
  followProfileActive(plan, user, record.isActive, 'merchantInactive');
  await admin.addChanges(plan, body, now);
  return isEmptyPlan(plan) ? undefined : plan;
}

/**
 * PUT /v1/merchant (the token's own merchant: body.reference, when given, must be it, else 404)
 * and PUT /v1/merchant/admin (any merchant). Both answer the full profile.
 */
export function updateMerchant(caller: Caller, input: MerchantUpdateBody, mode: 'self'): Promise<MerchantFullResult>;
export function updateMerchant(
  caller: Caller, input: MerchantAdminUpdateBody, mode: 'admin', checkAssignments: AssignmentCheck, adminChanges: AdminUserChanges,
): Promise<MerchantFullResult>;
export async function updateMerchant(
  caller: Caller, input: MerchantUpdateBody | MerchantAdminUpdateBody, mode: Mode, checkAssignments?: AssignmentCheck, adminChanges?: AdminUserChanges, now = new Date(),
): Promise<MerchantFullResult> {
  const admin = adminChangesFor(mode, adminChanges);
  const own = caller.kind === 'user' ? caller.claims['MerchantReference'] : undefined;
  const reference = input.reference ?? own;
  if (!reference) throw new NotFoundError('Merchant', 'body.reference');
  if (mode === 'self') assertOwnsMerchant(caller, reference, 'body.reference');
  const body = normaliseContacts(input);
  const stored = await getMerchant(reference);
  if (!stored) throw new NotFoundError('Merchant', 'body.reference');
  if (mode === 'self' && !stored.isActive) {
    // Deactivated by an administrator (MER-22): its own token changes nothing (terminals, wallets, bank accounts).
    throw new ForbiddenError('This merchant is not active; it cannot change its profile.', [{ field: 'header.authorization', reason: MERCHANT_DEACTIVATED }]);
  }
  const record = await applyMerchantBody(stored, body, mode, now);
  if (mode === 'self') assertPartnerReferenceKept(stored, record);
  await assignProducts(record, body, mode, checkAssignments);

  const existingUser = typeof stored['userReference'] === 'string' ? await getUser(stored['userReference']) : undefined;
  assertCredentialChanges(existingUser, body, admin);
  const newUser = admin && !existingUser ? barredIfInactive(await admin.newUserItems(body, userContact(record)), record.isActive, 'merchantInactive') : undefined;
  if (newUser) record['userReference'] = newUser.user.userReference;

  // Profile and user change together or not at all.
  const plan = existingUser && admin ? await planAdminUserChanges(admin, existingUser, record, body as MerchantAdminUpdateBody, now) : undefined;
  const items: Planned[] = [{ item: merchantProfilePut(record, { updatedAt: stored.updatedAt }) }, ...indexChanges(stored, record)];
  if (existingUser && plan) items.push({ item: userUpdateItem(existingUser.userReference, plan.changes, plan.remove, now) });
  const usernameAt = newUser ? items.length + 1 : undefined;
  if (newUser) items.push(...newUser.items.map((item) => ({ item })));
  await run(items, usernameAt);

  const user = existingUser ? await userAfter(existingUser, plan, admin) : newUser?.user;
  return fullResult(record, user);
}
