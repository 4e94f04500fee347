/**
 * Transaction limits of a consumer's bank account, one per transaction limit type and reset period,
 * in the account's currency. The payments issue enforces them with `checkLimit` over the amount
 * already spent in the period that `periodStart` opens.
 *
 * Keys and access patterns (single table):
 *   limit   PK = CONSUMER#<consumerReference>   SK = LIMIT#<bankAccountReference>#<transactionLimitType>#<resetPeriod>
 *           get one limit; the limits of one account: Query PK, SK begins_with LIMIT#<bankAccountReference>#
 *           (limitsOfAccount); set or replaced by a Put (putLimit), removed by a Delete (deleteLimit)
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { consumerKeys } from '../consumers/consumers.js';
import { db } from '../db/client.js';
import { queryPrefix } from '../db/query.js';
import { ledgerAccountKey } from '../ledger/accounts.js';
import { spentSince } from '../ledger/statement.js';
import type { Caller } from '../http/caller.js';
import { ValidationError } from '../http/errors.js';
import type { LimitResult, ResetPeriod, SetLimitBody, TransactionLimitType } from '../schemas/account.js';
import { ownBankAccount } from './operations.js';

export const limitKeys = {
  limit: (consumerReference: string, bankAccountReference: string, type: TransactionLimitType, period: ResetPeriod) => ({
    PK: consumerKeys.partition(consumerReference), SK: `LIMIT#${bankAccountReference}#${type}#${period}`,
  }),
  accountPrefix: (bankAccountReference: string) => `LIMIT#${bankAccountReference}#`,
};

export interface LimitRecord {
  consumerReference: string;
  bankAccountReference: string;
  transactionLimitType: TransactionLimitType;
  resetPeriod: ResetPeriod;
  limitAmountInCents: number;
  currency: string;
  updatedAt: string;
}

/** Every limit set on one bank account of a consumer. */
export async function limitsOfAccount(consumerReference: string, bankAccountReference: string): Promise<LimitRecord[]> {
  return (await queryPrefix(consumerKeys.partition(consumerReference), limitKeys.accountPrefix(bankAccountReference))) as unknown as LimitRecord[];
}

/** Sets the limit the record names (its account, type and period), replacing one that was there. */
export async function putLimit(record: LimitRecord): Promise<void> {
  const key = limitKeys.limit(record.consumerReference, record.bankAccountReference, record.transactionLimitType, record.resetPeriod);
  await db.send(new PutCommand({ TableName: config.tableName, Item: { ...key, entity: 'Limit', ...record } }));
}

/** Removes that limit of the account; nothing happens when there is none. */
export async function deleteLimit(consumerReference: string, bankAccountReference: string, type: TransactionLimitType, period: ResetPeriod): Promise<void> {
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: limitKeys.limit(consumerReference, bankAccountReference, type, period) }));
}

/** GET .../bank-account/{bankAccountReference}/limit: the limits set on one of the caller's accounts. */
export async function listLimits(caller: Caller, bankAccountReference: string): Promise<LimitResult[]> {
  const account = await ownBankAccount(caller, bankAccountReference);
  return (await limitsOfAccount(account.consumerReference, account.reference)).map((l) => ({
    transactionLimitType: l.transactionLimitType, resetPeriod: l.resetPeriod, limitAmountInCents: l.limitAmountInCents, currency: l.currency,
  }));
}

/** POST .../limit: sets the limit of that type and period, or removes it when no amount is given. */
export async function setLimit(caller: Caller, bankAccountReference: string, body: SetLimitBody, now = new Date()): Promise<void> {
  if (body.transactionLimitType === 'Unknown') {
    throw new ValidationError([{ field: 'body.transactionLimitType', reason: 'Unknown is not a kind of transaction a limit can apply to' }]);
  }
  const account = await ownBankAccount(caller, bankAccountReference);
  if (body.newLimitAmountInCents === undefined || body.newLimitAmountInCents === null) {
    await deleteLimit(account.consumerReference, account.reference, body.transactionLimitType, body.resetPeriod);
    return;
  }
  await putLimit({
    consumerReference: account.consumerReference, bankAccountReference: account.reference, transactionLimitType: body.transactionLimitType,
    resetPeriod: body.resetPeriod, limitAmountInCents: body.newLimitAmountInCents, currency: account.currency, updatedAt: now.toISOString(),
  });
}

// ---- enforcement, for the payments issue ----

export interface LimitCheck {
  allowed: boolean;
  /** What may still be spent in the period before this transaction (never negative). */
  remainingInCents: number;
  reason?: string;
}

/**
 * Whether a transaction of `amountInCents` fits `limit`, given what was already spent of this kind
 * in the current period (ignored for PerTransaction limits). Pure: payments sums the period's
 * spending from the ledger since `periodStart(limit.resetPeriod, now)`.
 */
export function checkLimit(
  limit: Pick<LimitRecord, 'limitAmountInCents' | 'currency' | 'resetPeriod' | 'transactionLimitType'>,
  amountInCents: number,
  currency: string,
  spentInPeriodInCents = 0,
): LimitCheck {
  if (currency !== limit.currency) {
    return { allowed: false, remainingInCents: 0, reason: `the ${limit.transactionLimitType} limit is in ${limit.currency}, not ${currency}` };
  }
  const spent = limit.resetPeriod === 'PerTransaction' ? 0 : Math.max(spentInPeriodInCents, 0);
  const remainingInCents = Math.max(limit.limitAmountInCents - spent, 0);
  if (amountInCents <= remainingInCents) return { allowed: true, remainingInCents };
  const period = limit.resetPeriod === 'PerTransaction' ? 'per transaction' : `${limit.resetPeriod.toLowerCase()}, ${remainingInCents} cents left`;
  return { allowed: false, remainingInCents, reason: `exceeds the ${limit.transactionLimitType} limit of ${limit.limitAmountInCents} ${limit.currency} cents (${period})` };
}

/**
 * The start of the period a limit counts in, in UTC: midnight for Daily, Monday for Weekly, the
 * first of the month or year; `now` itself for PerTransaction (nothing earlier counts).
 */
export function periodStart(resetPeriod: ResetPeriod, now = new Date()): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (resetPeriod) {
    case 'PerTransaction':
      return new Date(now.getTime());
    case 'Daily':
      return new Date(Date.UTC(y, m, d));
    case 'Weekly':
      return new Date(Date.UTC(y, m, d - ((now.getUTCDay() + 6) % 7)));
    case 'Monthly':
      return new Date(Date.UTC(y, m, 1));
    case 'Yearly':
      return new Date(Date.UTC(y, 0, 1));
  }
}

/**
 * What payments ask of accounts: whether spending `amountInCents` from one of the consumer's own
 * bank accounts breaks one of its limits of `limitType`, counting what the account already spent in
 * each limit's period from its ledger entries. The reason when it does.
 */
export async function bankAccountLimitIssue(
  consumerReference: string, bankAccountReference: string, spend: { amountInCents: number; currency: string; limitType: TransactionLimitType }, now = new Date(),
): Promise<string | undefined> {
  const limits = await limitsOfAccount(consumerReference, bankAccountReference);
  for (const limit of limits.filter((l) => l.transactionLimitType === spend.limitType)) {
    const spent = await spentSince(ledgerAccountKey.consumerBankAccount(bankAccountReference), spend.currency, periodStart(limit.resetPeriod, now));
    const check = checkLimit(limit, spend.amountInCents, spend.currency, spent);
    if (!check.allowed) return check.reason ?? 'exceeds a limit of this account';
  }
  return undefined;
}
