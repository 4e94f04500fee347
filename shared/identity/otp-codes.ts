/**
 * The OTP entity: the live code of one address (its HMAC, never the code), its wrong tries and the
 * send counts the resend throttle reads. The rules (what a code is, when it may be sent or used)
 * are in otp.ts; this module is the only place that knows the item's keys.
 *
 * Keys and access patterns (single table):
 *   otp   PK = OTP#<channel>#<address>   SK = OTP   the live code of one address
 *         readOtp: get (consistent) · putOtp: replace, conditional on the code it replaces
 *         countWrongOtp: one more wrong try on this exact code · deleteOtp: use this exact code up
 */
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { conditionHeld, isConditionFailure, isTransactionCancelled } from '../db/transactions.js';
import type { OutboxPut } from '../messages/outbox.js';

export type OtpChannel = 'sms' | 'email';

/** Where a code goes: a mobile number in E.164 by SMS, or a normalised e-mail address. */
export interface OtpTarget {
  channel: OtpChannel;
  address: string;
}

/** The stored code of one address, as the rules see it. */
export interface OtpItem {
  codeHash: string;
  codeExpiresAt: number;
  attempts: number;
  sentAt: number;
  windowStartedAt: number;
  sendsInWindow: number;
  userReference?: string;
}

export const otpKeys = {
  otp: (target: OtpTarget) => ({ PK: `OTP#${target.channel}#${target.address}`, SK: 'OTP' }),
};

/** The live code of an address, if any (consistent: the throttle and single use depend on it). */
export async function readOtp(target: OtpTarget): Promise<OtpItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: otpKeys.otp(target), ConsistentRead: true }));
  return out.Item as OtpItem | undefined;
}

export interface OtpPut {
  /** The code this one replaces, as read just before; undefined when there was none. */
  replacing?: Pick<OtpItem, 'sentAt'>;
  /** Epoch seconds the item may be removed (the table's TTL). */
  keepUntil: number;
  /** Outbox items that must commit with the code (its message). */
  alsoWrite: readonly OutboxPut[];
}

/**
 * Stores a new code in one transaction with `alsoWrite`. Optimistic: false (nothing written) when the
 * transaction was cancelled, e.g. another send replaced the code first, so two sends at once cannot
 * both pass the throttle.
 */
export async function putOtp(target: OtpTarget, item: OtpItem, put: OtpPut): Promise<boolean> {
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: config.tableName,
            Item: { ...otpKeys.otp(target), entity: 'Otp', ...item, expiresAt: put.keepUntil },
            ConditionExpression: put.replacing ? 'sentAt = :previous' : 'attribute_not_exists(PK)',
            ...(put.replacing ? { ExpressionAttributeValues: { ':previous': put.replacing.sentAt } } : {}),
          },
        },
        ...put.alsoWrite,
      ],
    }));
    return true;
  } catch (error) {
    if (isTransactionCancelled(error)) return false;
    throw error;
  }
}

/** Counts one wrong try against the code whose hash is `codeHash`; a code replaced or used meanwhile is left alone. */
export async function countWrongOtp(target: OtpTarget, codeHash: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: config.tableName, Key: otpKeys.otp(target),
    UpdateExpression: 'SET attempts = attempts + :one',
    ConditionExpression: 'codeHash = :hash',
    ExpressionAttributeValues: { ':one': 1, ':hash': codeHash },
  })).catch((error: unknown) => {
    // The code was replaced or used meanwhile: nothing left to count against.
    if (!isConditionFailure(error)) throw error;
  });
}

/**
 * Uses up the code whose hash is `codeHash` while it has fewer than `maxAttempts` wrong tries; false
 * when it is no longer there so (replaced, used by a concurrent request, or out of tries).
 */
export async function deleteOtp(target: OtpTarget, codeHash: string, maxAttempts: number): Promise<boolean> {
  return conditionHeld(db.send(new DeleteCommand({
    TableName: config.tableName, Key: otpKeys.otp(target),
    ConditionExpression: 'codeHash = :hash AND attempts < :max',
    ExpressionAttributeValues: { ':hash': codeHash, ':max': maxAttempts },
  })));
}
