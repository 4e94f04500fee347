/**
 * A merchant body applied to the stored profile (or to a new one); the profile as answered is in
 * results.ts, apart so that reading a merchant loads no passcode sealing (issue 16, cold start).
 * Update semantics (docs/decisions/merchants-products.md): a field left out keeps its value,
 * null clears it, anything else replaces it; a list given replaces the list, its items matched to
 * the stored ones by `reference`. Server-owned fields are never taken from a request.
 */
import { randomUUID } from 'node:crypto';
import { assertItemFits } from '../db/item-size.js';
import { ValidationError, type FieldIssue } from '../http/errors.js';
import { merchantCategories } from '../lookups/merchant-categories.js';
import type {
  Employee, MerchantAdminCreateBody, MerchantAdminUpdateBody, MerchantBody, MerchantUpdateBody,
} from '../schemas/merchant-bodies.js';
import { sealAdminPasscode, sealPasscode } from './employees.js';
import { msisdnDigits, type MerchantRecord, type StoredEmployee, type StoredObject } from './merchants.js';

export type Mode = 'self' | 'admin';
export type AnyMerchantBody = MerchantBody | MerchantUpdateBody | MerchantAdminCreateBody | MerchantAdminUpdateBody;

/** Never taken from a request: the platform sets them, or another part of the request handles them. */
const SERVER_OWNED = new Set([
  'reference', 'userReference', 'createdDate', 'category', 'kybStatusSummary', 'shortCode', 'vCard', 'isEmailVerified',
  'isMobileNumberVerified', 'loginCredentials', 'assignedProductReferences', 'bankAccount', 'settlementBankAccount',
  // Written only sealed (withAdminPasscode); hasAdminPasscode is the answer's.
  'adminPasscode', 'hasAdminPasscode', 'sealedAdminPasscode',
]);
/** Only an administrator (de)activates a merchant. */
const ADMIN_ONLY = new Set(['isActive']);

/** Lists whose items carry a platform reference, matched on update. */
const REFERENCED_LISTS = ['addresses', 'employees', 'terminals', 'mobileWallets', 'bankAccounts', 'files', 'devices', 'qrCodes'] as const;
const PLAIN_LISTS = ['attributes', 'notificationSettings', 'operatingTimes'] as const;
const LISTS = new Set<string>([...REFERENCED_LISTS, ...PLAIN_LISTS]);

const categoryNames = new Map<number, string>();
export function categoryName(code: number): string {
  if (categoryNames.size === 0) for (const c of merchantCategories()) categoryNames.set(c.code, c.name);
  return categoryNames.get(code) ?? String(code);
}

const clean = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

/** A new merchant before the body is applied. */
export function newMerchant(reference: string, shortCode: number, createdBy: string, referenceScope: string, now: Date): MerchantRecord {
  return {
    reference, createdBy, referenceScope, shortCode, name: '', categoryCode: 0, category: '', currency: '', kybStatusSummary: 'Unverified',
    isActive: true, createdDate: now.toISOString(), updatedAt: now.toISOString(), industry: 'None', isRegistrationComplete: false, vCard: '',
    addresses: [], employees: [], terminals: [], mobileWallets: [], attributes: [], bankAccounts: [], files: [], notificationSettings: [],
    operatingTimes: [], devices: [], qrCodes: [], assignedProductReferences: [],
  };
}

/**
 * Items with references: a given reference must be one of the stored items (else 400), a missing
 * one is assigned; what the stored item had and the request cannot set (createdDate) is kept.
 */
function matchReferences(list: string, given: readonly Record<string, unknown>[], stored: readonly Record<string, unknown>[], now: Date): Record<string, unknown>[] {
  const byRef = new Map(stored.map((s) => [String(s['reference']), s]));
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  const items = given.map((item, i) => {
    const ref = typeof item['reference'] === 'string' ? item['reference'].toLowerCase() : undefined;
    if (ref !== undefined && !byRef.has(ref)) issues.push({ field: `body.${list}[${i}].reference`, reason: `is not one of this merchant's ${list}; leave it out for a new one` });
    if (ref !== undefined && seen.has(ref)) issues.push({ field: `body.${list}[${i}].reference`, reason: 'appears twice' });
    if (ref !== undefined) seen.add(ref);
    const before = ref !== undefined ? byRef.get(ref) : undefined;
    // createdDate is the stored item's (a fetched one sent back carries it; it is never taken).
    const { createdDate: _given, ...fields } = clean(item);
    return { ...(before ?? {}), ...fields, reference: ref ?? randomUUID(), ...(before ? {} : { createdDate: now.toISOString() }) };
  });
  if (issues.length > 0) throw new ValidationError(issues);
  return items;
}

function assertDistinct(list: string, items: readonly Record<string, unknown>[], key: string, normalise: (v: string) => string = (v) => v): void {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  items.forEach((item, i) => {
    const value = item[key];
    if (typeof value !== 'string') return;
    if (seen.has(normalise(value))) issues.push({ field: `body.${list}[${i}].${key}`, reason: `appears twice in ${list}` });
    seen.add(normalise(value));
  });
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * The admin passcode is kept only sealed and never answered (MER-24): left out, it stays; null
 * removes it; a value replaces it. One a record still holds in clear (written before) is sealed now.
 */
async function withAdminPasscode(record: MerchantRecord, given: string | null | undefined): Promise<void> {
  const { adminPasscode: legacy } = record;
  delete record['adminPasscode'];
  const passcode = given === undefined && typeof legacy === 'string' ? legacy : given;
  if (typeof passcode === 'string') record['sealedAdminPasscode'] = await sealAdminPasscode(record.reference, passcode);
  else if (passcode === null) delete record['sealedAdminPasscode'];
}

async function employeesFrom(given: readonly Employee[], stored: readonly StoredEmployee[], now: Date): Promise<StoredEmployee[]> {
  const withoutSecrets = given.map(({ passcode: _p, hasPasscode: _h, ...rest }) => rest);
  const matched = matchReferences('employees', withoutSecrets, stored as unknown as Record<string, unknown>[], now);
  return Promise.all(matched.map(async (item, i) => {
    const passcode = given[i]?.passcode;
    const { sealedPasscode, ...rest } = item as unknown as StoredEmployee;
    const employee: StoredEmployee = { ...rest, isActive: rest.isActive ?? true };
    // Left out: the stored passcode stays; null: removed; digits: replaced.
    if (typeof passcode === 'string') employee.sealedPasscode = await sealPasscode(employee.reference, passcode);
    else if (passcode === undefined && sealedPasscode) employee.sealedPasscode = sealedPasscode;
    return employee;
  }));
}

/**
 * The settlement account is the one an administrator named; a bank account's flag is never taken from a
 * request. It stays with the account only while its number and bank are the ones named: a merchant's
 * own update that changes them clears it, so a merchant token cannot re-point where payouts go (WAL-10).
 */
function withSettlement(accounts: StoredObject[], stored: readonly StoredObject[], settlement: Record<string, unknown> | null | undefined, mode: Mode, now: Date): StoredObject[] {
  const named = new Map(stored.filter((a) => a['isSettlementAccount'] === true).map((a) => [a['reference'], a]));
  const stillNamed = (a: StoredObject): boolean => {
    const before = named.get(a['reference']);
    return before !== undefined && (mode === 'admin' || (before['accountNumber'] === a['accountNumber'] && before['bank'] === a['bank']));
  };
  let next: StoredObject[] = accounts.map((a) => ({ ...a, isSettlementAccount: stillNamed(a) }));
  if (settlement) {
    const at = next.findIndex((a) => a['accountNumber'] === settlement['accountNumber'] && a['bank'] === settlement['bank']);
    // Flag the named account on the list that is returned (the flag was set on a discarded copy: an
    // administrator naming an account the merchant already had left it with no settlement account).
    next = next.map((a, i) => ({ ...a, isSettlementAccount: i === at }));
    if (at === -1) {
      const { createdDate: _given, ...fields } = clean(settlement);
      next.push({ ...fields, reference: randomUUID(), isSettlementAccount: true, createdDate: now.toISOString() });
    }
  }
  return next;
}

/** The profile after the body: scalar fields, lists, derived fields. Validates what the schema cannot. */
export async function applyMerchantBody(stored: MerchantRecord, body: AnyMerchantBody, mode: Mode, now = new Date()): Promise<MerchantRecord> {
  const next: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(body)) {
    if (SERVER_OWNED.has(key) || LISTS.has(key) || (mode === 'self' && ADMIN_ONLY.has(key)) || value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  const record = next as MerchantRecord;
  record.category = categoryName(record.categoryCode);
  record.updatedAt = now.toISOString();

  for (const list of PLAIN_LISTS) {
    const given = body[list];
    if (given !== undefined) (record as Record<string, unknown>)[list] = (given ?? []).map((item) => clean(item));
  }
  for (const list of REFERENCED_LISTS) {
    const given = body[list];
    if (given === undefined || list === 'employees') continue;
    (record as Record<string, unknown>)[list] = given === null ? [] : matchReferences(list, given, stored[list] as StoredObject[], now);
  }
  if (body.employees !== undefined) record.employees = await employeesFrom(body.employees ?? [], stored.employees, now);
  await withAdminPasscode(record, body.adminPasscode);
  record.terminals = record.terminals.map((t) => ({ ...t, isActive: t.isActive ?? true }));
  record.mobileWallets = record.mobileWallets.map((w) => ({ ...w, isActive: w.isActive ?? true }));
  assertDistinct('attributes', record.attributes as unknown as StoredObject[], 'name');
  assertDistinct('terminals', record.terminals as unknown as StoredObject[], 'yourReference');
  assertDistinct('mobileWallets', record.mobileWallets as unknown as StoredObject[], 'msisdn', msisdnDigits);
  // Only an administrator names the settlement account.
  const settlement = mode !== 'admin' ? undefined : 'bankAccount' in body ? body.bankAccount : 'settlementBankAccount' in body ? body.settlementBankAccount : undefined;
  record.bankAccounts = withSettlement(record.bankAccounts, stored.bankAccounts, settlement, mode, now);
  record.vCard = vCard(record);
  assertItemFits(record, 'merchant profile');
  return record;
}

const vEscape = (value: string) => value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** vCard 4.0 (RFC 6350) of the merchant's public contact details: system generated, as the interface says. */
export function vCard(m: MerchantRecord): string {
  const text = (key: string) => (typeof m[key] === 'string' ? (m[key] as string) : undefined);
  const main = m.addresses[0];
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `FN:${vEscape(text('tradingName') ?? m.name)}`, `ORG:${vEscape(m.name)}`];
  if (m.emailAddress) lines.push(`EMAIL:${vEscape(m.emailAddress)}`);
  if (m.mobileNumber) lines.push(`TEL;TYPE=cell:${vEscape(m.mobileNumber)}`);
  if (text('phoneNumber')) lines.push(`TEL;TYPE=work:${vEscape(text('phoneNumber') ?? '')}`);
  if (text('webSiteUrl')) lines.push(`URL:${vEscape(text('webSiteUrl') ?? '')}`);
  if (main) {
    const parts = ['', '', main.addressLine1, main.city, main.state, main.postalCode, main.countryIsoCode].map((p) => vEscape(p ?? ''));
    lines.push(`ADR:${parts.join(';')}`);
  }
  lines.push('END:VCARD');
  return lines.join('\r\n');
}
