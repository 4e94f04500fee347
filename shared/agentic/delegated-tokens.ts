/**
 * Delegated payment tokens (vt_…): a card vaulted for one allowance. The card itself is only in the
 * card vault (shared/rails/card-vault.ts); this record holds the vault's token, BIN, last four,
 * masked PAN and expiry, as a payment leg does, and the allowance. The vt_ token is never stored:
 * the record is keyed by its SHA-256 (192 random bits make the hash as good as the token to no one).
 *
 * Keys and access patterns (single table):
 *   token   PK = DELEGATED#<sha256(vt_ token)>   SK = DELEGATED
 *           get by token at completion; TTL 30 days after the allowance expires
 * Use: one conditional update (consumeCondition) inside the completion's transaction claims the
 * token only when unused, unexpired and within its allowance, so single use holds under races.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import type { CardInstrument } from '../rails/types.js';
import { epochSeconds } from '../epoch.js';

export const DELEGATED_TOKEN_PREFIX = 'vt_';

export interface DelegatedTokenRecord {
  tokenHash: string;
  createdBy: string;
  card: CardInstrument;
  allowance: {
    maxAmount: number;
    /** Upper case ISO 4217. */
    currency: string;
    checkoutSessionId: string;
    merchantId: string;
    expiresAt: string;
    /** Epoch seconds, for the condition. */
    expiresAtEpoch: number;
  };
  used: boolean;
  usedBySession?: string;
  /** The agent's signals that asked for a manual review (ACP-15), kept for operations to review. */
  reviewSignals?: { type: string; score: number }[];
  createdAt: string;
}

const RETENTION_SECONDS = 30 * 24 * 60 * 60;

export const newDelegatedToken = (): string => `${DELEGATED_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const delegatedTokenKeys = {
  token: (hash: string) => ({ PK: `DELEGATED#${hash}`, SK: 'DELEGATED' }),
};

export async function putDelegatedToken(record: DelegatedTokenRecord): Promise<void> {
  await db.send(new PutCommand({
    TableName: config.tableName,
    Item: { ...delegatedTokenKeys.token(record.tokenHash), entity: 'DelegatedToken', ...record, ttl: record.allowance.expiresAtEpoch + RETENTION_SECONDS },
    ConditionExpression: 'attribute_not_exists(PK)',
  }));
}

export async function getDelegatedToken(token: string): Promise<DelegatedTokenRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: delegatedTokenKeys.token(tokenHash(token)), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _e, ttl: _ttl, ...record } = out.Item;
  return record as DelegatedTokenRecord;
}

/** What a use must match: the allowance is checked again by the write itself. */
export interface TokenUse {
  sessionId: string;
  merchantId: string;
  currency: string;
  amountInCents: number;
  now: Date;
}

/** The transaction item that claims the token for one use (fails when used, expired or outside its allowance). */
export function consumeToken(token: string, use: TokenUse): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName,
      Key: delegatedTokenKeys.token(tokenHash(token)),
      UpdateExpression: 'SET used = :true, usedBySession = :session',
      ConditionExpression: 'attribute_exists(PK) AND used = :false AND allowance.expiresAtEpoch > :now AND allowance.maxAmount >= :amount'
        + ' AND allowance.checkoutSessionId = :session AND allowance.merchantId = :merchant AND allowance.currency = :currency',
      ExpressionAttributeValues: {
        ':true': true, ':false': false, ':now': epochSeconds(use.now), ':amount': use.amountInCents,
        ':session': use.sessionId, ':merchant': use.merchantId, ':currency': use.currency,
      },
    },
  };
}

/** Gives the token back after a payment that could not start (nothing was taken). */
export function releaseToken(token: string, sessionId: string): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName,
      Key: delegatedTokenKeys.token(tokenHash(token)),
      UpdateExpression: 'SET used = :false REMOVE usedBySession',
      ConditionExpression: 'usedBySession = :session',
      ExpressionAttributeValues: { ':false': false, ':session': sessionId },
    },
  };
}
