/**
 * A consumer's accounts: bank accounts (with their debit-order mandates), mobile wallets and cards,
 * the records the payments engine debits and credits. They arrive in the consumer body's `accounts`
 * and live under the consumer's partition, so ownership is the key itself.
 *
 * Keys and access patterns (single table):
 *   bank account  PK = CONSUMER#<consumerReference>  SK = ACCOUNT#BANK#<bankAccountReference>
 *   wallet        PK = CONSUMER#<consumerReference>  SK = ACCOUNT#WALLET#<mobileWalletReference>
 *   card          PK = CONSUMER#<consumerReference>  SK = ACCOUNT#CARD#<cardReference>
 *   debit order   PK = CONSUMER#<consumerReference>  SK = ACCOUNT#DEBIT#<debitOrderReference>
 *                 get one account of a consumer (a token's ConsumerReference + the reference it names);
 *                 all of a consumer's accounts: Query PK, SK begins_with ACCOUNT#
 *                 written with the profile (accountPuts); a card stopped (stopCardRecord) and debit
 *                 orders moved (moveDebitOrders) by conditional updates on the status read
 * Cards hold the vault's token, BIN, last four and a masked PAN: never the number or the security code.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { consumerKeys } from '../consumers/consumers.js';
import { db } from '../db/client.js';
import { applyChanges, withoutNulls } from '../db/patch.js';
import { batchGetByKey, queryPrefix } from '../db/query.js';
import { cancelledAt, conditionHeld } from '../db/transactions.js';
import { NotFoundError, UnprocessableError, ValidationError, type FieldIssue } from '../http/errors.js';
import { normaliseMsisdn } from '../identity/usernames.js';
import { isLuhnValid } from '../rails/card-checks.js';
import { holdsCardNumber } from '../rails/masking.js';
import { bankName, operatorName } from '../lookups/account-provider-names.js';
import { MOBILE_WALLET_OPERATOR_DATA } from '../lookups/data/mobile-wallet-operators.js';
import { bankAccountNumber } from '../payments/bank-account-number.js';
import type { BankAccountInput, CardStatus, DebitOrderInput, DebitOrderStatus } from '../schemas/account-inputs.js';
import type { ConsumerAccountsInput } from '../schemas/consumer-bodies.js';

export type AccountKind = 'BANK' | 'WALLET' | 'CARD' | 'DEBIT';

const partition = consumerKeys.partition;

export const accountKeys = {
  account: (consumerReference: string, kind: AccountKind, reference: string) => ({ PK: partition(consumerReference), SK: `ACCOUNT#${kind}#${reference}` }),
  allPrefix: 'ACCOUNT#',
};

interface AccountBase {
  kind: AccountKind;
  reference: string;
  consumerReference: string;
  yourReference?: string;
  createdDate: string;
  updatedAt: string;
}

export interface BankAccountRecord extends AccountBase {
  kind: 'BANK';
  accountNumber: string;
  bank: string;
  branchCode?: string;
  accountName?: string;
  accountType?: BankAccountInput['accountType'];
  currency: string;
  isActive: boolean;
}

export interface MobileWalletRecord extends AccountBase {
  kind: 'WALLET';
  msisdn: string;
  mobileWalletOperator: string;
  currency: string;
  accountName?: string;
  isActive: boolean;
}

export interface CardRecord extends AccountBase {
  kind: 'CARD';
  vaultToken: string;
  bin: string;
  lastFour: string;
  maskedPan: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName?: string;
  scheme?: string;
  isActive: boolean;
  /** Stopped cards are never used for payments (payments checks `isCardUsable`). */
  status: CardStatus;
  stoppedReason?: string;
  stoppedAt?: string;
}

export interface DebitOrderRecord extends AccountBase {
  kind: 'DEBIT';
  bankAccountReference: string;
  creditorName: string;
  creditorReference?: string;
  amountInCents: number;
  currency: string;
  frequency: NonNullable<DebitOrderInput['frequency']>;
  firstCollectionDate?: string;
  /** Only Active mandates are collected. */
  status: DebitOrderStatus;
  disputedAt?: string;
  stoppedAt?: string;
}

export type AccountRecord = BankAccountRecord | MobileWalletRecord | CardRecord | DebitOrderRecord;

export interface ConsumerAccounts {
  bankAccounts: BankAccountRecord[];
  mobileWallets: MobileWalletRecord[];
  cards: CardRecord[];
  debitOrders: DebitOrderRecord[];
}

const strip = <T>(item: Record<string, unknown>): T => {
  const { PK: _pk, SK: _sk, entity: _entity, ...record } = item;
  return record as T;
};

/** Groups the account items of a consumer's partition (from one Query) by kind. */
export function groupAccounts(items: Record<string, unknown>[]): ConsumerAccounts {
  const records = items.filter((i) => String(i['SK']).startsWith(accountKeys.allPrefix)).map((i) => strip<AccountRecord>(i));
  return {
    bankAccounts: records.filter((r): r is BankAccountRecord => r.kind === 'BANK'),
    mobileWallets: records.filter((r): r is MobileWalletRecord => r.kind === 'WALLET'),
    cards: records.filter((r): r is CardRecord => r.kind === 'CARD'),
    debitOrders: records.filter((r): r is DebitOrderRecord => r.kind === 'DEBIT'),
  };
}

export async function listAccounts(consumerReference: string): Promise<ConsumerAccounts> {
  return groupAccounts(await queryPrefix(partition(consumerReference), accountKeys.allPrefix));
}

/** One account of a consumer, or undefined when that consumer has no such account. */
export async function getAccount<K extends AccountKind>(consumerReference: string, kind: K, reference: string): Promise<Extract<AccountRecord, { kind: K }> | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: accountKeys.account(consumerReference, kind, reference), ConsistentRead: true }));
  return out.Item ? strip<Extract<AccountRecord, { kind: K }>>(out.Item) : undefined;
}

/** Several accounts of one kind of a consumer (at most 100 references), keyed by reference. */
export async function getAccounts<K extends AccountKind>(consumerReference: string, kind: K, references: string[]): Promise<Map<string, Extract<AccountRecord, { kind: K }>>> {
  const found = new Map<string, Extract<AccountRecord, { kind: K }>>();
  for (const item of await batchGetByKey(references.map((r) => accountKeys.account(consumerReference, kind, r)))) {
    const record = strip<Extract<AccountRecord, { kind: K }>>(item);
    found.set(record.reference, record);
  }
  return found;
}

/**
 * Stops an active card of the consumer at `at`, keeping `reason` when one is given. False, and
 * nothing written, when the card is gone or no longer Active (stopped by a concurrent request).
 */
export async function stopCardRecord(consumerReference: string, cardReference: string, reason: string | null | undefined, at: Date): Promise<boolean> {
  return conditionHeld(db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: accountKeys.account(consumerReference, 'CARD', cardReference),
    UpdateExpression: `SET #status = :stopped, stoppedAt = :now, updatedAt = :now${reason ? ', stoppedReason = :reason' : ''}`,
    ConditionExpression: 'attribute_exists(PK) AND #status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':stopped': 'Stopped', ':active': 'Active', ':now': at.toISOString(), ...(reason ? { ':reason': reason } : {}) },
  })));
}

/** A debit order's move: the status it was read with, and the one it takes. */
export interface DebitOrderMove {
  reference: string;
  from: DebitOrderStatus;
  to: DebitOrderStatus;
}

/**
 * Moves debit orders of the consumer in one transaction, stamping `stamp` the first time (it is
 * never overwritten). False, and nothing written, when any of them is gone or no longer has the
 * status it was read with.
 */
export async function moveDebitOrders(consumerReference: string, moves: DebitOrderMove[], stamp: 'disputedAt' | 'stoppedAt', at: Date): Promise<boolean> {
  const nowIso = at.toISOString();
  const items = moves.map((move) => ({
    Update: {
      TableName: config.tableName,
      Key: accountKeys.account(consumerReference, 'DEBIT', move.reference),
      // The status read is the status changed: a concurrent change cancels the whole request.
      UpdateExpression: `SET #status = :next, updatedAt = :now, ${stamp} = if_not_exists(${stamp}, :now)`,
      ConditionExpression: 'attribute_exists(PK) AND #status = :read',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':next': move.to, ':read': move.from, ':now': nowIso },
    },
  }));
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (cancelledAt(error)?.length) return false;
    throw error;
  }
}

/** A card the payments engine may charge: active, not stopped, not expired at `now`. */
export function isCardUsable(card: CardRecord, now = new Date()): boolean {
  const expiresAfter = Date.UTC(card.expiryYear, card.expiryMonth, 1); // first instant after the expiry month
  return card.isActive && card.status === 'Active' && now.getTime() < expiresAfter;
}

/**
 * Why a card (by BIN and last four) may not pay for a consumer that stored it stopped, inactive or
 * expired; undefined when it may, or is not stored. Any stored record of it that is stopped refuses
 * it; otherwise one usable record is enough (an expired record beside its renewal's). POST /v1/pay checks a card number with it, an
 * ACP checkout a delegated card (docs/decisions/payments.md; agentic.md, ACP-19).
 */
export function storedCardRefusal(cards: readonly CardRecord[], card: { bin: string; lastFour: string }, now: Date): string | undefined {
  const stored = cards.filter((c) => sameCard(c, card));
  // A stop is final: a twin stored beside it (registered again before CON-24) does not lift it.
  if (stored.some((c) => c.status === 'Stopped')) return 'this card is stopped';
  if (stored.length === 0 || stored.some((c) => isCardUsable(c, now))) return undefined;
  return 'this card is not usable (inactive or expired)';
}

/** One card as the platform can tell: the first six digits of the BIN and the last four. */
const sameCard = (a: { bin: string; lastFour: string }, b: { bin: string; lastFour: string }) => a.bin.slice(0, 6) === b.bin.slice(0, 6) && a.lastFour === b.lastFour;

/** Masked PAN from what the vault tells us; the length is not known, so the common 16 digits are shown. */
export function maskPan(bin: string, lastFour: string): string {
  return `${bin}${'*'.repeat(Math.max(16 - bin.length - lastFour.length, 2))}${lastFour}`;
}

// ---- writing accounts from a consumer body ----

/** Most a TransactWriteItems takes is 100 items; the profile, markers and user need a few. */
export const MAX_ACCOUNT_ITEMS_PER_REQUEST = 90;

function requireFields(input: object, names: string[], field: string, issues: FieldIssue[]): void {
  const values = input as Record<string, unknown>;
  for (const name of names) {
    if (values[name] === undefined || values[name] === null) issues.push({ field: `${field}.${name}`, reason: 'is required for a new account' });
  }
}

/** Identity fields of a stored account cannot change: they name it in the ledger and to the rails. */
function fixedFields(stored: object, input: object, names: string[], field: string, issues: FieldIssue[]): void {
  const s = stored as Record<string, unknown>;
  const i = input as Record<string, unknown>;
  for (const name of names) {
    if (i[name] !== undefined && i[name] !== null && i[name] !== s[name]) {
      issues.push({ field: `${field}.${name}`, reason: 'cannot change once stored; add a new account instead' });
    }
  }
}

/** What an answer shows and the platform sets: accepted so a fetched profile can be sent back, never taken (CON-16). */
const READ_ONLY = ['createdDate', 'bankName', 'operatorName', 'bankAccountReference', 'stoppedAt', 'disputedAt'] as const;
const IGNORED_ON_UPDATE = new Set(['reference', 'status', 'maskedPan', 'stoppedReason', 'debitOrders', 'cardNumber', 'pan', 'cvv', 'cvc', ...READ_ONLY]);

/** The item without the read-only fields an answer carries. */
function withoutReadOnly<T extends object>(item: T): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const key of READ_ONLY) delete copy[key];
  return copy as T;
}

interface Plan {
  records: AccountRecord[];
  issues: FieldIssue[];
  missing: FieldIssue[];
}

/** A card's free text: what a client writes about the card, where a number pasted by mistake would be kept (CON-25). */
const CARD_FREE_TEXT = ['cardholderName', 'scheme', 'stoppedReason', 'yourReference'] as const;

/**
 * A card's vault token and free text never hold its number: one that does is 400 and nothing is
 * stored (CON-25; the named card fields are refused by the schema). The vault token is opaque (a
 * network token is a Luhn-valid number too), so it is refused only when it is this card's own
 * number, whatever separates its digits: its BIN, then its last four, Luhn-valid. The free text is
 * refused when it holds any card number; references and dates are ours (a UUID's digits can pass Luhn).
 */
function cardNumberIssues(item: Partial<Record<'vaultToken' | 'bin' | 'lastFour' | (typeof CARD_FREE_TEXT)[number], string | null>>, stored: { bin?: string; lastFour?: string } | undefined, field: string): FieldIssue[] {
  const bin = item.bin ?? stored?.bin;
  const lastFour = item.lastFour ?? stored?.lastFour;
  const digits = (item.vaultToken ?? '').replace(/[\s._/-]/g, '');
  const ownNumber = /^\d{13,19}$/.test(digits) && typeof bin === 'string' && typeof lastFour === 'string' && digits.startsWith(bin) && digits.endsWith(lastFour) && isLuhnValid(digits);
  const keys = [...(ownNumber ? ['vaultToken' as const] : []), ...CARD_FREE_TEXT.filter((key) => { const text = item[key]; return typeof text === 'string' && holdsCardNumber(text); })];
  return keys.map((key) => ({ field: `${field}.${key}`, reason: 'holds a full card number; the card is registered by its vault token, BIN and last four only' }));
}

/**
 * The account records a consumer body asks for: items without a reference are new (a platform
 * reference is assigned), items with one update that account of this consumer (404 naming the
 * field when it has none). Accounts the body leaves out are kept: ledger entries, limits and
 * mandates hang off them, so they are deactivated (isActive false), never dropped by omission.
 */
export function planAccountChanges(consumerReference: string, input: ConsumerAccountsInput | null | undefined, stored: ConsumerAccounts, now = new Date()): AccountRecord[] {
  const plan: Plan = { records: [], issues: [], missing: [] };
  if (!input) return [];
  const nowIso = now.toISOString();
  const base = (reference: string | null | undefined) => ({ consumerReference, createdDate: nowIso, updatedAt: nowIso, reference: reference ?? randomUUID() });
  const byRef = <T extends AccountBase>(list: T[]) => new Map(list.map((r) => [r.reference, r]));
  const banks = byRef(stored.bankAccounts);
  const wallets = byRef(stored.mobileWallets);
  const cards = byRef(stored.cards);
  const debits = byRef(stored.debitOrders);

  const existing = <T extends AccountBase>(map: Map<string, T>, reference: string | null | undefined, field: string): T | undefined | null => {
    if (!reference) return undefined;
    const found = map.get(reference);
    if (!found) plan.missing.push({ field: `${field}.reference`, reason: 'not found' });
    return found ?? null;
  };

  (input.bankAccounts ?? []).map(withoutReadOnly).forEach((item, i) => {
    const field = `body.accounts.bankAccounts[${i}]`;
    const input = item.accountNumber ? { ...item, accountNumber: bankAccountNumber(item.accountNumber) } : item;
    const found = existing(banks, item.reference, field);
    if (found === null) return;
    let account: BankAccountRecord;
    if (found) {
      fixedFields(found, input, ['accountNumber', 'bank', 'currency'], field, plan.issues);
      account = { ...applyChanges(found, input, IGNORED_ON_UPDATE), updatedAt: nowIso };
    } else {
      requireFields(input, ['accountNumber', 'bank', 'currency'], field, plan.issues);
      // One record per account: payments find a consumer's own account by bank and number (PAY-31).
      const twin = [...stored.bankAccounts, ...plan.records].find((r) => r.kind === 'BANK' && r.bank === input.bank && r.accountNumber === input.accountNumber);
      if (twin) plan.issues.push({ field: `${field}.accountNumber`, reason: `is already registered at this bank (account ${twin.reference}); update that account instead` });
      const { debitOrders: _d, ...fields } = withoutNulls(input);
      account = { isActive: true, ...fields, ...base(undefined), kind: 'BANK' } as BankAccountRecord;
    }
    plan.records.push(account);
    (item.debitOrders ?? []).forEach((order, j) => planDebitOrder(order, `${field}.debitOrders[${j}]`, account));
  });

  function planDebitOrder(given: DebitOrderInput, field: string, account: BankAccountRecord): void {
    const order = withoutReadOnly(given);
    const found = existing(debits, order.reference, field);
    if (found === null) return;
    if (found) {
      fixedFields(found, order, ['currency'], field, plan.issues);
      plan.records.push({ ...applyChanges(found, order, IGNORED_ON_UPDATE), updatedAt: nowIso });
      return;
    }
    requireFields(order, ['creditorName', 'amountInCents', 'currency', 'frequency'], field, plan.issues);
    if (order.currency && account.currency && order.currency !== account.currency) {
      plan.issues.push({ field: `${field}.currency`, reason: `must be the bank account's currency (${account.currency})` });
    }
    const { status: _s, ...fields } = withoutNulls(order);
    plan.records.push({ ...fields, ...base(undefined), kind: 'DEBIT', bankAccountReference: account.reference, status: 'Active' } as DebitOrderRecord);
  }

  (input.mobileWallets ?? []).map(withoutReadOnly).forEach((item, i) => {
    const field = `body.accounts.mobileWallets[${i}]`;
    const msisdn = item.msisdn ? normaliseMsisdn(item.msisdn) : undefined;
    if (item.msisdn && !msisdn) plan.issues.push({ field: `${field}.msisdn`, reason: 'must be a valid international mobile number' });
    const input = msisdn ? { ...item, msisdn } : item;
    const found = existing(wallets, item.reference, field);
    if (found === null) return;
    if (found) {
      fixedFields(found, input, ['msisdn', 'mobileWalletOperator', 'currency'], field, plan.issues);
      plan.records.push({ ...applyChanges(found, input, IGNORED_ON_UPDATE), updatedAt: nowIso });
      return;
    }
    requireFields(input, ['msisdn', 'mobileWalletOperator'], field, plan.issues);
    const operator = MOBILE_WALLET_OPERATOR_DATA.find((o) => o.code === item.mobileWalletOperator);
    if (operator && input.currency && input.currency !== operator.currency) {
      plan.issues.push({ field: `${field}.currency`, reason: `must be ${operator.currency}, the currency of ${operator.name}` });
    }
    plan.records.push({ isActive: true, currency: operator?.currency, ...withoutNulls(input), ...base(undefined), kind: 'WALLET' } as MobileWalletRecord);
  });

  (input.cards ?? []).map(withoutReadOnly).forEach((item, i) => {
    const field = `body.accounts.cards[${i}]`;
    const found = existing(cards, item.reference, field);
    plan.issues.push(...cardNumberIssues(item, found ?? undefined, field));
    if (found === null) return;
    if (found) {
      fixedFields(found, item, ['bin', 'lastFour'], field, plan.issues);
      plan.records.push({ ...applyChanges(found, item, IGNORED_ON_UPDATE), updatedAt: nowIso });
      return;
    }
    requireFields(item, ['vaultToken', 'bin', 'lastFour', 'expiryMonth', 'expiryYear'], field, plan.issues);
    // One record per card (CON-24): a second record of a stopped card would pay again, and payments tell cards apart only by BIN and last four.
    const { bin, lastFour } = item;
    const twin = bin && lastFour ? [...stored.cards, ...plan.records].find((r) => r.kind === 'CARD' && sameCard(r, { bin, lastFour })) : undefined;
    if (twin) plan.issues.push({ field: `${field}.lastFour`, reason: `is already registered with this BIN (card ${twin.reference}); update that card instead` });
    const { status: _s, maskedPan: _m, stoppedReason: _r, cardNumber: _c, pan: _p, cvv: _v, cvc: _x, ...fields } = withoutNulls(item);
    plan.records.push({
      isActive: true, ...fields, ...base(undefined), kind: 'CARD', status: 'Active', maskedPan: maskPan(item.bin ?? '', item.lastFour ?? ''),
    } as CardRecord);
  });

  if (plan.missing.length > 0) throw new NotFoundError('Account', plan.missing[0]?.field);
  if (plan.records.length > MAX_ACCOUNT_ITEMS_PER_REQUEST) {
    plan.issues.push({ field: 'body.accounts', reason: `must change at most ${MAX_ACCOUNT_ITEMS_PER_REQUEST} accounts and debit orders in one request` });
  }
  if (plan.issues.some((p) => p.reason.startsWith('cannot change'))) throw new UnprocessableError('An account\'s identifying fields cannot change.', plan.issues);
  if (plan.issues.length > 0) throw new ValidationError(plan.issues);
  return plan.records;
}

/** Puts for a TransactWriteItems: new accounts must not exist, changed ones must (no resurrection). */
export function accountPuts(records: AccountRecord[], isNew: (r: AccountRecord) => boolean): Record<string, unknown>[] {
  return records.map((record) => ({
    Put: {
      TableName: config.tableName,
      Item: { ...accountKeys.account(record.consumerReference, record.kind, record.reference), entity: 'Account', ...record },
      ConditionExpression: isNew(record) ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
    },
  }));
}

// ---- results ----

const meta = ({ consumerReference: _c, kind: _k, updatedAt: _u, ...rest }: AccountRecord) => rest;

function debitOrderResult(order: DebitOrderRecord): Record<string, unknown> {
  return meta(order);
}

/** Oldest first, then by reference: the same order whether the accounts were just written or read back. */
const inOrder = <T extends AccountBase>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.reference.localeCompare(b.reference));

/** The profile's `accounts` lists; a card's vault token is write-only. */
export function accountsResult(accounts: ConsumerAccounts): { bankAccounts: Record<string, unknown>[]; mobileWallets: Record<string, unknown>[]; cards: Record<string, unknown>[] } {
  return {
    bankAccounts: inOrder(accounts.bankAccounts).map((a) => ({
      ...meta(a),
      bankName: bankName(a.bank),
      debitOrders: inOrder(accounts.debitOrders.filter((d) => d.bankAccountReference === a.reference)).map(debitOrderResult),
    })),
    mobileWallets: inOrder(accounts.mobileWallets).map((w) => ({ ...meta(w), operatorName: operatorName(w.mobileWalletOperator) })),
    cards: inOrder(accounts.cards).map((c) => {
      const { vaultToken: _t, ...rest } = meta(c) as Omit<CardRecord, 'consumerReference' | 'kind' | 'updatedAt'>;
      return rest;
    }),
  };
}
