/**
 * Receipt send counters: how many receipts went out in one UTC day per payment and channel, per
 * recipient and per caller, so the receipt routes can cap each (shared/payments/receipts.ts,
 * docs/decisions/receipts.md RCP-8, RCP-9).
 *
 * Keys and access patterns (single table; every counter's TTL is the day after its day):
 *   per payment    PK = RECEIPTS#<paymentReference>#<channel>#<UTC day>       SK = RECEIPTS
 *   per recipient  PK = RECEIPTS#TO#<channel>#<normalised number or address>#<UTC day>   SK = RECEIPTS
 *   per caller     PK = RECEIPTS#CALLER#<callerScope>#<UTC day>               SK = RECEIPTS   (both channels)
 *                  each a conditional update: count one more send unless the day's allowance is used up
 * Item: sent, entity, expiresAt. (A payment reference is a UUID, so it never reads as TO or CALLER.)
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { keyPart } from '../db/keys.js';
import { cancelledAt, isTransactionCancelled } from '../db/transactions.js';
import type { FieldIssue } from '../http/errors.js';
import type { Channel } from '../messages/templates.js';
import { epochSeconds } from '../epoch.js';

export const receiptKeys = {
  counter: (paymentReference: string, channel: Channel, day: string) => ({ PK: `RECEIPTS#${paymentReference}#${channel}#${day}`, SK: 'RECEIPTS' }),
  recipient: (channel: Channel, to: string, day: string) => ({ PK: `RECEIPTS#TO#${channel}#${keyPart(to)}#${day}`, SK: 'RECEIPTS' }),
  caller: (scope: string, day: string) => ({ PK: `RECEIPTS#CALLER#${keyPart(scope)}#${day}`, SK: 'RECEIPTS' }),
};

/** One daily allowance a send counts against: its counter, its size, and what a 429 says when it is used up. */
export interface ReceiptAllowance {
  key: { PK: string; SK: string };
  perDay: number;
  issue: FieldIssue;
}

/** `now`'s UTC day, as counters name it. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Seconds from `now` to the next UTC midnight, at least 1: when a day's allowance starts again. */
export function secondsToNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Counts one send against each allowance for `now`'s UTC day and makes `writes` (the outbox item,
 * an idempotency record), in one transaction: a refused send writes nothing. Answers undefined when
 * it went through; else the index (allowances first, then writes) of the item whose condition
 * failed, or 'busy' when it only lost to a concurrent send on the same counter (not retried here:
 * the caller is told to retry in a second, RCP-9).
 */
export async function countReceiptSend(allowances: readonly ReceiptAllowance[], writes: readonly object[], now: Date): Promise<number | 'busy' | undefined> {
  const expires = epochSeconds(now) + secondsToNextUtcDay(now) + 24 * 3600;
  const counts = allowances.map(({ key, perDay }) => ({
    Update: {
      TableName: config.tableName, Key: key,
      UpdateExpression: 'SET sent = if_not_exists(sent, :zero) + :one, entity = :entity, expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': perDay, ':entity': 'ReceiptCounter', ':expires': expires },
    },
  }));
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [...counts, ...writes] as never }));
    return undefined;
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    return cancelledAt(error)?.[0] ?? 'busy';
  }
}
