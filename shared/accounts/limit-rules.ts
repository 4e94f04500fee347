/**
 * The rules of a bank account's transaction limits: reading and setting them for the account's
 * owner, whether a spend fits one (`checkLimit`, pure) and the verdict payments ask for
 * (`bankAccountLimitVerdict`, with what a payment reserves: limit-spend.ts). The limits themselves are the entity in limits.ts.
 */
import type { Caller } from '../http/caller.js';
import { ValidationError } from '../http/errors.js';
import { ledgerAccountKey } from '../ledger/accounts.js';
import { spentSince } from '../ledger/statement.js';
import type { SetLimitBody } from '../schemas/account-limit-body.js';
import type { LimitResult } from '../schemas/account-limit-result.js';
import { ENFORCED_LIMIT_TYPES, isEnforcedLimitType, type TransactionLimitType } from '../schemas/account-limit-types.js';
import { isCountedPeriod, periodStart, type CountedPeriod } from './limit-periods.js';
import type { LimitReservation } from './limit-spend.js';
import { accountLimits, limitsOfAccount, putLimit, removeLimit, type LimitRecord } from './limits.js';
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
  if (!isEnforcedLimitType(body.transactionLimitType)) {
    // The enum names thirteen types; a payment is only ever one of these, so a limit of another would never hold (CON-21).
    const reason = body.transactionLimitType === 'Unknown' ? 'Unknown is not a kind of transaction' : `no payment is of type ${body.transactionLimitType}, so its limit would never apply`;
    throw new ValidationError([{ field: 'body.transactionLimitType', reason: `${reason}: a limit applies to ${ENFORCED_LIMIT_TYPES.join(', ')}` }]);
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
    await removeLimit(account.consumerReference, account.reference, body.transactionLimitType, body.resetPeriod, now);
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
  if (limit.limitAmountInCents === 0) return { allowed: false, remainingInCents, reason: `this account's ${limit.transactionLimitType} limit is 0: it allows no ${limit.transactionLimitType}` };
  const period = limit.resetPeriod === 'PerTransaction' ? 'per transaction' : `${limit.resetPeriod.toLowerCase()}, ${remainingInCents} cents left`;
  return { allowed: false, remainingInCents, reason: `exceeds the ${limit.transactionLimitType} limit of ${limit.limitAmountInCents} ${limit.currency} cents (${period})` };
}

/** One period counter a payment reserves in (limit-spend.ts), as the plan found it. */
export interface PlannedReservation {
  reservation: LimitReservation;
  /** What the ledger shows spent in the period: where a counter created by this payment starts. */
  ledgerSpentInCents: number;
  /**
   * Set when a limit of the period governs the payment (the smallest): the counter may hold at most
   * `maxBefore` before this reservation, and `refusal` says why not, from what it held. None: counted only.
   */
  cap?: { maxBefore: number; refusal: (spentInCents: number) => string };
}

/** A governing limit as a counter's condition: what the counter may hold before `amountInCents`, and the refusal's reason. */
const capOf = (limit: LimitRecord, amountInCents: number) => ({
  maxBefore: limit.limitAmountInCents - amountInCents,
  refusal: (spent: number) => checkLimit(limit, amountInCents, limit.currency, spent).reason ?? 'exceeds a limit of this account',
});

/** Accounts' verdict on a spend: the reason it breaks a limit, else what its insert reserves. */
export type LimitVerdict = { reason: string } | { reservations: PlannedReservation[] };

/**
 * What payments ask of accounts: whether spending `amountInCents` from one of the consumer's own
 * bank accounts breaks one of its limits of any of `limitTypes` (a mixed payment is held to each
 * type it contains, PAY-3), counting what the account already spent in each limit's period from
 * its ledger entries; if not, the counters the payment's insert reserves in: one per period among
 * all the account's limits in that currency, since every debit counts toward each (PAY-32), and
 * among those removed, so a counter never misses what was spent while its limit was gone (PAY-46).
 */
export async function bankAccountLimitVerdict(
  consumerReference: string, bankAccountReference: string, spend: { amountInCents: number; currency: string; limitTypes: readonly TransactionLimitType[] }, now = new Date(),
): Promise<LimitVerdict> {
  const { inForce: limits, removed } = await accountLimits(consumerReference, bankAccountReference);
  const counted = [...limits, ...removed].filter((l) => l.currency === spend.currency);
  const spentIn = new Map<CountedPeriod, number>();
  for (const period of new Set(counted.map((l) => l.resetPeriod).filter(isCountedPeriod))) {
    spentIn.set(period, await spentSince(ledgerAccountKey.consumerBankAccount(bankAccountReference), spend.currency, periodStart(period, now)));
  }
  const governing = limits.filter((l) => spend.limitTypes.includes(l.transactionLimitType));
  for (const limit of governing) {
    const check = checkLimit(limit, spend.amountInCents, spend.currency, isCountedPeriod(limit.resetPeriod) ? spentIn.get(limit.resetPeriod) : 0);
    if (!check.allowed) return { reason: check.reason ?? 'exceeds a limit of this account' };
  }
  return {
    reservations: [...spentIn].map(([resetPeriod, ledgerSpentInCents]) => {
      const limit = governing.filter((l) => l.resetPeriod === resetPeriod).sort((a, b) => a.limitAmountInCents - b.limitAmountInCents)[0];
      const reservation = { bankAccountReference, resetPeriod, periodStart: periodStart(resetPeriod, now).toISOString(), amountInCents: spend.amountInCents };
      return { reservation, ledgerSpentInCents, ...(limit ? { cap: capOf(limit, spend.amountInCents) } : {}) };
    }),
  };
}
