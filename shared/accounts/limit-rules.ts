/**
 * The rules of a bank account's transaction limits: reading and setting them for the account's
 * owner, whether a spend fits one (`checkLimit`, pure) and the verdict payments ask for
 * (`bankAccountLimitIssue`). The limits themselves are the entity in limits.ts.
 */
import type { Caller } from '../http/caller.js';
import { ValidationError } from '../http/errors.js';
import { ledgerAccountKey } from '../ledger/accounts.js';
import { spentSince } from '../ledger/statement.js';
import type { SetLimitBody } from '../schemas/account-limit-body.js';
import type { LimitResult } from '../schemas/account-limit-result.js';
import type { ResetPeriod, TransactionLimitType } from '../schemas/account-limit-types.js';
import { deleteLimit, limitsOfAccount, putLimit, type LimitRecord } from './limits.js';
import { ownBankAccount } from './operations.js';

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
  const given = [body.newLimitAmountInCents, body.limitAmountInCents].filter((v) => v !== undefined);
  if (given.length === 2 && given[0] !== given[1]) {
    throw new ValidationError([{ field: 'body.limitAmountInCents', reason: 'differs from newLimitAmountInCents; send one of them' }]);
  }
  const amount = given[0] ?? null;
  const account = await ownBankAccount(caller, bankAccountReference);
  if (body.currency && body.currency !== account.currency) {
    throw new ValidationError([{ field: 'body.currency', reason: `must be the bank account's currency (${account.currency}) or be left out` }]);
  }
  if (amount === null) {
    await deleteLimit(account.consumerReference, account.reference, body.transactionLimitType, body.resetPeriod);
    return;
  }
  await putLimit({
    consumerReference: account.consumerReference, bankAccountReference: account.reference, transactionLimitType: body.transactionLimitType,
    resetPeriod: body.resetPeriod, limitAmountInCents: amount, currency: account.currency, updatedAt: now.toISOString(),
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
