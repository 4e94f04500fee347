/**
 * The limit spend counters (docs/decisions/payments.md, PAY-32): what one of a consumer's bank
 * accounts has spent in one period, counting the payments not yet posted to its ledger. A payment
 * reserves its debit in the same transaction that inserts it, so two payments can never both fit
 * a limit that fits one; the write that ends it unpaid gives the reservation back.
 *
 * Keys and access patterns (single table):
 *   spend   PK = LIMITSPEND#<bankAccountReference>   SK = <resetPeriod>#<periodStart, ISO>
 *           never read alone: updated by the payment's insert (reserveItem, conditional on the
 *           smallest limit of that period governing the payment; its value at a refusal comes back
 *           with the cancellation) and by the write ending a payment Failed, Cancelled or Expired
 *           (releaseItem); gone by TTL (expiresAt) a week after its period ends
 */
import { config } from '../config.js';
import { periodEnd, type CountedPeriod } from './limit-periods.js';

export const limitSpendKeys = {
  counter: (bankAccountReference: string, resetPeriod: CountedPeriod, periodStart: string) => ({ PK: `LIMITSPEND#${bankAccountReference}`, SK: `${resetPeriod}#${periodStart}` }),
};

/** What a payment reserved of one account's counter; stored on the payment to be released. */
export interface LimitReservation {
  bankAccountReference: string;
  resetPeriod: CountedPeriod;
  /** ISO instant: the period's start, part of the counter's key. */
  periodStart: string;
  amountInCents: number;
}

/** The kept days after a period ends: a payment ending that late still finds its counter. */
const KEEP_SECONDS = 7 * 86_400;

const expiresAt = (r: LimitReservation) => Math.floor(periodEnd(r.resetPeriod, new Date(r.periodStart)).getTime() / 1000) + KEEP_SECONDS;

/**
 * The insert's write of one reservation: a new counter starts from what the ledger already shows
 * spent in the period; with `maxBefore` (the period's smallest governing limit less this amount) it
 * is refused when the counter already holds more. The old value comes back with a refusal.
 */
export function reserveItem(reservation: LimitReservation, ledgerSpentInCents: number, maxBefore: number | undefined): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName, Key: limitSpendKeys.counter(reservation.bankAccountReference, reservation.resetPeriod, reservation.periodStart),
      UpdateExpression: 'SET spentInCents = if_not_exists(spentInCents, :ledger) + :amount, expiresAt = :ttl, #entity = :entity',
      ExpressionAttributeNames: { '#entity': 'entity' },
      ...(maxBefore === undefined ? {} : { ConditionExpression: 'attribute_not_exists(spentInCents) OR spentInCents <= :maxBefore', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
      ExpressionAttributeValues: {
        ':ledger': ledgerSpentInCents, ':amount': reservation.amountInCents, ':ttl': expiresAt(reservation), ':entity': 'LimitSpend',
        ...(maxBefore === undefined ? {} : { ':maxBefore': maxBefore }),
      },
    },
  };
}

/** Gives one reservation back, in the write that ends its payment unpaid (so exactly once). */
export function releaseItem(reservation: LimitReservation): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName, Key: limitSpendKeys.counter(reservation.bankAccountReference, reservation.resetPeriod, reservation.periodStart),
      // A counter gone by TTL comes back only to expire again: it names a period long over.
      UpdateExpression: 'ADD spentInCents :minus SET expiresAt = if_not_exists(expiresAt, :ttl)',
      ExpressionAttributeValues: { ':minus': -reservation.amountInCents, ':ttl': expiresAt(reservation) },
    },
  };
}

/** The writes giving back everything a payment reserved (none for most payments). */
export const releaseItems = (reservations: readonly LimitReservation[] | undefined): Record<string, unknown>[] => (reservations ?? []).map(releaseItem);

/** The counter's value in a refused reservation's old item, as the cancellation returns it (marshalled). */
export function spentInCancelled(item: Record<string, unknown> | undefined): number {
  const value = item?.['spentInCents'];
  const raw = value && typeof value === 'object' && 'N' in value ? (value as { N: unknown }).N : value;
  return Number(raw ?? 0);
}
