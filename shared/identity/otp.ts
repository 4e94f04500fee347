/**
 * One-time passwords: six digits from the CSPRNG, kept only as an HMAC under a key derived from the
 * platform secret (a bare hash of six digits is reversed in a second), valid OTP_TTL_SECONDS, used
 * once, dead after OTP_MAX_ATTEMPTS wrong tries. Sending is throttled per address: one send per
 * RESEND_INTERVAL_SECONDS and MAX_SENDS_PER_HOUR an hour. The code leaves only through the outbox,
 * sealed, in the same transaction that stores its HMAC.
 *
 * Keys and access patterns (single table):
 *   otp   PK = OTP#<channel>#<address>   SK = OTP   the live code of one address (get, replace, delete)
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { derivedKey } from '../auth/platform-secret.js';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { isConditionFailure, isTransactionCancelled } from '../db/transactions.js';
import { TooManyRequestsError } from '../http/errors.js';
import { enqueueOutbox, outboxEntry } from '../messages/outbox.js';
import { OtpInvalidError } from './errors.js';

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_SENDS_PER_HOUR = 5;
const HOUR = 3600;

export type OtpChannel = 'sms' | 'email';

/** Where a code goes: a mobile number in E.164 by SMS, or a normalised e-mail address. */
export interface OtpTarget {
  channel: OtpChannel;
  address: string;
}

interface OtpItem {
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

const epoch = (now: Date) => Math.floor(now.getTime() / 1000);

async function codeHash(target: OtpTarget, code: string): Promise<string> {
  return createHmac('sha256', await derivedKey('otp-hmac')).update(`${target.channel}:${target.address}:${code}`).digest('hex');
}

async function readOtp(target: OtpTarget): Promise<OtpItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: otpKeys.otp(target), ConsistentRead: true }));
  return out.Item as OtpItem | undefined;
}

export interface IssueOptions {
  /** Shown in the message: what the code is for. */
  purpose: string;
  /** The user the code verifies, when known. */
  userReference?: string;
  /** Greeting name for e-mail. */
  recipientName?: string;
}

/** Sends a new code to the target, replacing any live one; 429 with Retry-After when throttled. */
export async function issueOtp(target: OtpTarget, options: IssueOptions, now = new Date()): Promise<void> {
  const t = epoch(now);
  const previous = await readOtp(target);
  if (previous && previous.sentAt + RESEND_INTERVAL_SECONDS > t) {
    throw new TooManyRequestsError(previous.sentAt + RESEND_INTERVAL_SECONDS - t);
  }
  const sameWindow = previous !== undefined && previous.windowStartedAt + HOUR > t;
  if (sameWindow && previous.sendsInWindow >= MAX_SENDS_PER_HOUR) {
    throw new TooManyRequestsError(previous.windowStartedAt + HOUR - t);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const windowStartedAt = sameWindow ? previous.windowStartedAt : t;
  const item: OtpItem = {
    codeHash: await codeHash(target, code),
    codeExpiresAt: t + OTP_TTL_SECONDS,
    attempts: 0,
    sentAt: t,
    windowStartedAt,
    sendsInWindow: sameWindow ? previous.sendsInWindow + 1 : 1,
    userReference: options.userReference,
  };
  const message = await outboxEntry({
    channel: target.channel,
    to: target.address,
    template: 'otp',
    params: { purpose: options.purpose, expiresInMinutes: String(OTP_TTL_SECONDS / 60), ...(options.recipientName ? { name: options.recipientName } : {}) },
    secrets: { code },
    subject: options.userReference,
  }, now);
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: config.tableName,
            // The item outlives its code so the hourly send count holds for the whole hour.
            Item: { ...otpKeys.otp(target), entity: 'Otp', ...item, expiresAt: windowStartedAt + HOUR + 60 },
            // Optimistic: two sends at once cannot both pass the throttle.
            ConditionExpression: previous ? 'sentAt = :previous' : 'attribute_not_exists(PK)',
            ...(previous ? { ExpressionAttributeValues: { ':previous': previous.sentAt } } : {}),
          },
        },
        message.put,
      ],
    }));
  } catch (error) {
    if (isTransactionCancelled(error)) throw new TooManyRequestsError(RESEND_INTERVAL_SECONDS);
    throw error;
  }
  await enqueueOutbox([message.id]);
}

/**
 * Checks a code and uses it up. Any failure is the same 401: no live code, expired, too many tries,
 * wrong code, a code sent for another user than `forUser`, or already used by a concurrent request.
 */
export async function consumeOtp(target: OtpTarget, code: string, forUser?: string, now = new Date()): Promise<void> {
  const item = await readOtp(target);
  if (!item || item.codeExpiresAt <= epoch(now) || item.attempts >= OTP_MAX_ATTEMPTS) throw new OtpInvalidError();
  // A code sent for one user verifies no one else who happens to share the number or address.
  const otherUser = forUser !== undefined && item.userReference !== forUser;
  const presented = Buffer.from(await codeHash(target, code), 'hex');
  const stored = Buffer.from(item.codeHash, 'hex');
  const key = otpKeys.otp(target);
  if (otherUser || presented.length !== stored.length || !timingSafeEqual(presented, stored)) {
    await db.send(new UpdateCommand({
      TableName: config.tableName, Key: key,
      UpdateExpression: 'SET attempts = attempts + :one',
      ConditionExpression: 'codeHash = :hash',
      ExpressionAttributeValues: { ':one': 1, ':hash': item.codeHash },
    })).catch((error: unknown) => {
      // The code was replaced or used meanwhile: nothing left to count against.
      if (!isConditionFailure(error)) throw error;
    });
    throw new OtpInvalidError();
  }
  try {
    // Single use: only one request can remove this exact code.
    await db.send(new DeleteCommand({
      TableName: config.tableName, Key: key,
      ConditionExpression: 'codeHash = :hash AND attempts < :max',
      ExpressionAttributeValues: { ':hash': item.codeHash, ':max': OTP_MAX_ATTEMPTS },
    }));
  } catch (error) {
    if (isConditionFailure(error)) throw new OtpInvalidError();
    throw error;
  }
}
