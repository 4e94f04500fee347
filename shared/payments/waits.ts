/**
 * A leg waiting for an answer (PIN or confirmation): the workflow's AwaitSourceAnswer task stores
 * the task token here; POST /v1/transaction/pin|confirm/{transactionReference} reads it and
 * resumes the execution with SendTaskSuccess / SendTaskFailure. One definition for both sides.
 *
 * The token resumes a payment, so the item holds it sealed (AES-256-GCM under a key of its own,
 * the transaction reference bound in), never in clear; conditions compare the sealed text.
 *
 * Keys and access patterns (single table):
 *   wait   PK = TXNWAIT#<transactionReference>   SK = TXNWAIT   get the token to answer a leg
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { derivedKey } from '../auth/platform-secret.js';
import { sealSecrets, unsealSecrets } from '../messages/seal.js';
import { config } from '../config.js';
import { db } from '../db/client.js';
import type { AwaitedAnswer } from './payments.js';
import { conditionHeld } from '../db/transactions.js';

export const waitKeys = {
  wait: (transactionReference: string) => ({ PK: `TXNWAIT#${transactionReference}`, SK: 'TXNWAIT' }),
};

/** As stored: the token sealed. */
export interface StoredWait {
  paymentReference: string;
  /** The Step Functions task token of the AwaitSourceAnswer state, sealed (sealTaskToken). */
  sealedTaskToken: string;
  awaiting: AwaitedAnswer;
  expiresAt: number;
  answeredAt?: string;
  pinFailures?: number;
}

/** As read: the token opened for the answer endpoints (never returned to a caller). */
export interface WaitItem {
  paymentReference: string;
  taskToken: string;
  /** What conditions compare: the stored text. */
  sealedTaskToken: string;
  awaiting: AwaitedAnswer;
  /**
   * Epoch seconds when the AwaitSourceAnswer task times out (its TimeoutSeconds after the wait was
   * stored): the table's TTL attribute, so stale waits go away on their own; after it the token is unusable.
   */
  expiresAt: number;
  /** Set by the PIN/confirm endpoint when it takes the token (one answer per wait); never by the task. */
  answeredAt?: string;
  /** Wrong PINs the rail let the payer retry (see shared/payments/answers.ts). */
  pinFailures?: number;
}

const sealId = (transactionReference: string) => `task-token:${transactionReference}`;

export async function sealTaskToken(transactionReference: string, taskToken: string): Promise<string> {
  return sealSecrets(sealId(transactionReference), { taskToken }, await derivedKey('task-token'));
}

export async function readWait(transactionReference: string): Promise<WaitItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: waitKeys.wait(transactionReference), ConsistentRead: true }));
  if (out.Item === undefined) return undefined;
  const { paymentReference, sealedTaskToken, awaiting, expiresAt, answeredAt, pinFailures } = out.Item as StoredWait;
  const taskToken = (await unsealSecrets(sealId(transactionReference), sealedTaskToken, await derivedKey('task-token')))['taskToken'] ?? '';
  return { paymentReference, taskToken, sealedTaskToken, awaiting, expiresAt, answeredAt, pinFailures };
}

/** Takes the wait for one answer (one answer per wait); false when another answer took it first. */
export async function takeWait(transactionReference: string, wait: Pick<WaitItem, 'sealedTaskToken'>, at: string): Promise<boolean> {
  return conditionHeld(db.send(new UpdateCommand({
    TableName: config.tableName, Key: waitKeys.wait(transactionReference),
    UpdateExpression: 'SET answeredAt = :at',
    ConditionExpression: 'sealedTaskToken = :token AND attribute_not_exists(answeredAt)',
    ExpressionAttributeValues: { ':at': at, ':token': wait.sealedTaskToken },
  })));
}

/**
 * The answer was taken by the rail but the workflow could not be reached: the wait is given back
 * as it was (no PIN failure counted), so the payer's next try hands the same answer on.
 */
export async function reopenWait(transactionReference: string, wait: Pick<WaitItem, 'sealedTaskToken'>): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: config.tableName, Key: waitKeys.wait(transactionReference),
    UpdateExpression: 'REMOVE answeredAt',
    ConditionExpression: 'sealedTaskToken = :token',
    ExpressionAttributeValues: { ':token': wait.sealedTaskToken },
  }));
}

/** A wrong PIN the rail will take again: the wait is given back with one failure more; answers the failures so far. */
export async function releaseWait(transactionReference: string, wait: Pick<WaitItem, 'sealedTaskToken'>): Promise<number> {
  const out = await db.send(new UpdateCommand({
    TableName: config.tableName, Key: waitKeys.wait(transactionReference),
    UpdateExpression: 'REMOVE answeredAt ADD pinFailures :one',
    ConditionExpression: 'sealedTaskToken = :token',
    ExpressionAttributeValues: { ':one': 1, ':token': wait.sealedTaskToken },
    ReturnValues: 'ALL_NEW',
  }));
  return Number(out.Attributes?.['pinFailures'] ?? 1);
}
