/**
 * A leg waiting for an answer (PIN or confirmation): the workflow's AwaitSourceAnswer task stores
 * the task token here; POST /v1/transaction/pin|confirm/{transactionReference} reads it and
 * resumes the execution with SendTaskSuccess / SendTaskFailure. One definition for both sides.
 *
 * Keys and access patterns (single table):
 *   wait   PK = TXNWAIT#<transactionReference>   SK = TXNWAIT   get the token to answer a leg
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import type { AwaitedAnswer } from './payments.js';

export const waitKeys = {
  wait: (transactionReference: string) => ({ PK: `TXNWAIT#${transactionReference}`, SK: 'TXNWAIT' }),
};

export interface WaitItem {
  paymentReference: string;
  /** The Step Functions task token of the AwaitSourceAnswer state (never returned to a caller). */
  taskToken: string;
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

export async function readWait(transactionReference: string): Promise<WaitItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: waitKeys.wait(transactionReference), ConsistentRead: true }));
  if (out.Item === undefined) return undefined;
  const { paymentReference, taskToken, awaiting, expiresAt, answeredAt, pinFailures } = out.Item as WaitItem;
  return { paymentReference, taskToken, awaiting, expiresAt, answeredAt, pinFailures };
}
