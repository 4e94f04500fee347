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
  /** ISO 8601: after it the task has timed out and the token is no longer usable. */
  expiresAt: string;
}

export async function readWait(transactionReference: string): Promise<WaitItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: waitKeys.wait(transactionReference), ConsistentRead: true }));
  if (out.Item === undefined) return undefined;
  const { paymentReference, taskToken, awaiting, expiresAt } = out.Item as WaitItem;
  return { paymentReference, taskToken, awaiting, expiresAt };
}
