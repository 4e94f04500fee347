/**
 * Webhook receivers' rotation state: which secret generation signs now, and which previous one
 * still does until when. The secrets themselves are derived, never stored (shared/webhooks/receivers.ts).
 *
 * Keys and access patterns (single table):
 *   receiver   PK = WEBHOOK#RECEIVER#<sha256(receiverId), hex>   SK = SECRET   get by receiver (sender, secret route)
 * Item: receiverId, generation, previousGeneration, previousValidUntil, rotatedAt. No item = generation 0.
 */
import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { config } from '../config.js';
import { db } from '../db/client.js';

export const receiverKeys = {
  receiver: (receiverId: string) => ({ PK: `WEBHOOK#RECEIVER#${createHash('sha256').update(receiverId, 'utf8').digest('hex')}`, SK: 'SECRET' }),
};

const StateSchema = z.object({
  generation: z.number(),
  previousGeneration: z.optional(z.number()),
  previousValidUntil: z.optional(z.string()),
});
export type ReceiverState = z.infer<typeof StateSchema>;

/** The receiver's rotation state; generation 0 when it never rotated. */
export async function loadReceiverState(receiverId: string): Promise<ReceiverState> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: receiverKeys.receiver(receiverId), ConsistentRead: true }));
  return out.Item ? StateSchema.parse(out.Item) : { generation: 0 };
}

/**
 * Moves the receiver to the next generation, the current one staying in force until `previousValidUntil`;
 * one atomic update (right-hand sides read the item before it), so concurrent rotations each count.
 */
export async function rotateReceiverState(receiverId: string, previousValidUntil: Date, now: Date): Promise<ReceiverState> {
  const out = await db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: receiverKeys.receiver(receiverId),
    UpdateExpression: 'SET previousGeneration = if_not_exists(generation, :zero), generation = if_not_exists(generation, :zero) + :one, '
      + 'previousValidUntil = :until, rotatedAt = :now, receiverId = :receiver, entity = :entity',
    ExpressionAttributeValues: {
      ':zero': 0, ':one': 1, ':until': previousValidUntil.toISOString(), ':now': now.toISOString(),
      ':receiver': receiverId, ':entity': 'WebhookReceiver',
    },
    ReturnValues: 'ALL_NEW',
  }));
  return StateSchema.parse(out.Attributes);
}
