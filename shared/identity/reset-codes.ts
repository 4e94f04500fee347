/**
 * The password reset code entity: a user's live reset code (its SHA-256, never the code) and the
 * send counts the hourly limit reads. The rules (who gets a code, when it is spent) are in
 * password-forgot.ts and passwords.ts; this module is the only place that knows the item's keys.
 *
 * Keys and access patterns (single table):
 *   reset   PK = USER#<userReference>   SK = RESET   the live reset code of a user
 *           readReset: get (consistent) · putReset: replace, conditional on the code it replaces
 *           deleteReset: use this exact code up
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { conditionHeld } from '../db/transactions.js';
import type { OutboxPut } from '../messages/outbox.js';
import { userKeys } from './users.js';

export const resetKeys = {
  reset: (userReference: string) => ({ PK: userKeys.user(userReference).PK, SK: 'RESET' }),
};

/** What is stored of a reset code: its SHA-256, hex. */
export const resetCodeHash = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** The stored reset code of one user, as the rules see it. */
export interface ResetItem {
  codeHash: string;
  codeExpiresAt: number;
  windowStartedAt: number;
  sendsInWindow: number;
}

/** The live reset code of a user, if any (consistent: the hourly limit and single use depend on it). */
export async function readReset(userReference: string): Promise<ResetItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: resetKeys.reset(userReference), ConsistentRead: true }));
  return out.Item as ResetItem | undefined;
}

export interface ResetPut {
  /** The code this one replaces, as read just before; undefined when there was none. */
  replacing?: Pick<ResetItem, 'codeHash'>;
  /** Epoch seconds the item may be removed (the table's TTL). */
  keepUntil: number;
  /** Outbox items that must commit with the code (its message). */
  alsoWrite: readonly OutboxPut[];
}

/**
 * Stores a new reset code in one transaction with `alsoWrite`, conditional on the code it replaces
 * (optimistic); a cancelled transaction is thrown as DynamoDB's error.
 */
export async function putReset(userReference: string, item: ResetItem, put: ResetPut): Promise<void> {
  await db.send(new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: config.tableName,
          Item: { ...resetKeys.reset(userReference), entity: 'PasswordReset', ...item, expiresAt: put.keepUntil },
          ConditionExpression: put.replacing ? 'codeHash = :previous' : 'attribute_not_exists(PK)',
          ...(put.replacing ? { ExpressionAttributeValues: { ':previous': put.replacing.codeHash } } : {}),
        },
      },
      ...put.alsoWrite,
    ],
  }));
}

/** Uses up the reset code whose hash is `codeHash`; false when it was replaced or used meanwhile. */
export async function deleteReset(userReference: string, codeHash: string): Promise<boolean> {
  return conditionHeld(db.send(new DeleteCommand({
    TableName: config.tableName, Key: resetKeys.reset(userReference),
    ConditionExpression: 'codeHash = :hash', ExpressionAttributeValues: { ':hash': codeHash },
  })));
}
