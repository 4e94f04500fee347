/**
 * The Idempotency-Key record of every route that takes one: the stored answer under a scope and a
 * key, with an HMAC of the request (never the request). Its rules (what a replay means) are in
 * rules.ts. The scope keeps routes apart: POST /v1/pay uses the caller's scope, POST /v2/refund
 * `refund|<callerScope>`, the ACP routes `acp|<method path>|<callerScope>` (shared/agentic), the
 * receipt routes `receipt|<channel>|<callerScope>` (shared/payments/receipt-replay.ts), so one key
 * may name a payment, a refund, a receipt and a checkout session without them meeting.
 *
 * Keys and access patterns (single table):
 *   record   PK = PAYIDEM#<scope>#<Idempotency-Key>   SK = PAYIDEM
 *            the stored answer under that key (HMAC of the request, never the request); 24 h
 *            (the PAYIDEM prefix predates the other routes: kept so stored records stay readable)
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { keyPart } from '../db/keys.js';
import { isConditionFailure } from '../db/transactions.js';

export const idempotencyKeys = {
  record: (scope: string, idempotencyKey: string) => ({ PK: `PAYIDEM#${keyPart(scope)}#${keyPart(idempotencyKey)}`, SK: 'PAYIDEM' }),
};

/** R: the stored answer (PayResult for POST /v1/pay, the refund's accepted result for POST /v2/refund, a sealed ACP body). */
export interface IdempotencyRecord<R> {
  scope: string;
  idempotencyKey: string;
  /** HMAC-SHA256 (hex) of the canonical body; a receipt's, whose request holds no secret, a plain SHA-256 (RCP-12). */
  requestHmac: string;
  state: 'started' | 'completed';
  result: R;
  /** Epoch seconds. */
  createdAt: number;
  /** Epoch seconds: the table's TTL. */
  expiresAt: number;
}

export async function readIdempotency<R>(scope: string, key: string, now = new Date()): Promise<IdempotencyRecord<R> | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: idempotencyKeys.record(scope, key), ConsistentRead: true }));
  const record = out.Item as IdempotencyRecord<R> | undefined;
  // TTL deletion is lazy: an expired record is as good as absent.
  return record && record.expiresAt > now.getTime() / 1000 ? record : undefined;
}

/** The Put for the payment's TransactWriteItems; an expired record under the key is replaced. */
export function idempotencyPut<R>(record: IdempotencyRecord<R>): Record<string, unknown> {
  return {
    Put: {
      TableName: config.tableName,
      Item: { ...idempotencyKeys.record(record.scope, record.idempotencyKey), entity: 'PayIdempotency', ...record },
      ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
      ExpressionAttributeValues: { ':now': record.createdAt },
    },
  };
}

export function idempotencyDelete(scope: string, key: string): Record<string, unknown> {
  return { Delete: { TableName: config.tableName, Key: idempotencyKeys.record(scope, key) } };
}

/**
 * Frees the key on its own (a request that failed: nothing was done). A single DeleteItem, not a
 * one-item transaction, so the ACP routes need not bundle TransactWriteItems (issue 16).
 */
export async function deleteIdempotency(scope: string, key: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: idempotencyKeys.record(scope, key) }));
}

export async function markIdempotencyCompleted(scope: string, key: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: config.tableName, Key: idempotencyKeys.record(scope, key),
    UpdateExpression: 'SET #state = :completed', ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':completed': 'completed' },
  })).catch((error: unknown) => {
    // Gone already (expired and swept): nothing to mark.
    if (!isConditionFailure(error)) throw error;
  });
}

/** Marks the record completed with the answer to replay (when the answer is only known after the first write). */
export async function completeIdempotency<R>(scope: string, key: string, result: R): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: config.tableName, Key: idempotencyKeys.record(scope, key),
    UpdateExpression: 'SET #state = :completed, #result = :result', ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#state': 'state', '#result': 'result' }, ExpressionAttributeValues: { ':completed': 'completed', ':result': result },
  })).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}
