/**
 * Receipt send counters: how many receipts of one payment went out on one channel in one UTC day,
 * so the receipt routes can cap them (shared/payments/receipts.ts).
 *
 * Keys and access patterns (single table):
 *   send counter  PK = RECEIPTS#<paymentReference>#<channel>#<UTC day>  SK = RECEIPTS   (TTL: the day after)
 *                 conditional update: count one more send unless the day's allowance is used up
 * Item: sent, entity, expiresAt.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { isTransactionCancelled } from '../db/transactions.js';
import type { OutboxPut } from '../messages/outbox-item.js';
import type { Channel } from '../messages/templates.js';

export const receiptKeys = {
  counter: (paymentReference: string, channel: Channel, day: string) => ({ PK: `RECEIPTS#${paymentReference}#${channel}#${day}`, SK: 'RECEIPTS' }),
};

/** Seconds from `now` to the next UTC midnight, at least 1: when a day's allowance starts again. */
export function secondsToNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Counts one send of the payment's receipt on the channel for `now`'s UTC day and writes the
 * outbox item, in one transaction. Answers false, writing nothing, when the transaction is
 * cancelled: the day's `perDay` sends are used up (or, rarely, a concurrent send clashed).
 */
export async function countReceiptSend(paymentReference: string, channel: Channel, perDay: number, outbox: OutboxPut, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: config.tableName,
            Key: receiptKeys.counter(paymentReference, channel, day),
            UpdateExpression: 'SET sent = if_not_exists(sent, :zero) + :one, entity = :entity, expiresAt = :expires',
            ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
            ExpressionAttributeValues: {
              ':zero': 0, ':one': 1, ':max': perDay, ':entity': 'ReceiptCounter',
              ':expires': Math.floor(now.getTime() / 1000) + secondsToNextUtcDay(now) + 24 * 3600,
            },
          },
        },
        outbox,
      ],
    }));
    return true;
  } catch (error) {
    if (isTransactionCancelled(error)) return false;
    throw error;
  }
}
