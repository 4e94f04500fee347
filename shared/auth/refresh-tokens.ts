/**
 * Refresh tokens: opaque, 256 bits from the CSPRNG, stored only as a SHA-256 hash. Each token
 * belongs to a family (one login, one password change or one admin grant: a session). Refreshing
 * rotates: the presented token is marked rotated and a new one joins the family. Presenting a
 * rotated token again means it was copied: the whole family is revoked. A family has an absolute
 * lifetime (from its start); each token has an idle lifetime (from its issue).
 *
 * Keys and access patterns (single table):
 *   token    PK = RTOKEN#<sha256>   SK = RTOKEN     get by the presented token
 *   family   PK = RFAMILY#<id>      SK = RFAMILY    get by id (validity of every token in it)
 *            GSI1PK = RSUBJ#<subject>  GSI1SK = <lastUsedAt>
 *                                                  a subject's sessions, most recently active first
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { queryAll } from '../db/query.js';
import { isTransactionCancelled } from '../db/transactions.js';
import type { TokenClaims } from './claims.js';
import { REFRESH_TOKEN_PREFIX } from './refresh-token-prefix.js';
import { epochSeconds } from '../epoch.js';

export const REFRESH_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 3600;
export const REFRESH_IDLE_LIFETIME_SECONDS = 7 * 24 * 3600;

export const refreshTokenKeys = {
  token: (hash: string) => ({ PK: `RTOKEN#${hash}`, SK: 'RTOKEN' }),
  family: (familyId: string) => ({ PK: `RFAMILY#${familyId}`, SK: 'RFAMILY' }),
  subjectPartition: (subject: string) => `RSUBJ#${subject}`,
  bySubject: (subject: string, lastUsedAt: string) => ({ GSI1PK: refreshTokenKeys.subjectPartition(subject), GSI1SK: lastUsedAt }),
};

export type FamilyStatus = 'active' | 'revoked';
export type TokenStatus = 'active' | 'rotated';

export interface RefreshFamily {
  familyId: string;
  subject: string;
  /** Set when the session belongs to a login user: refreshing re-reads the user. */
  userReference?: string;
  /** Set when a partner minted the session's claims (AUTH-11): refresh checks the user but keeps them. */
  claimsAsMinted?: boolean;
  claims: TokenClaims;
  /** Lifetime in seconds of the access tokens minted in this session. */
  accessTokenTtlSeconds: number;
  status: FamilyStatus;
  revokedReason?: string;
  createdAt: string;
  lastUsedAt: string;
  absoluteExpiresAt: number;
}

export interface RefreshTokenItem {
  familyId: string;
  status: TokenStatus;
  idleExpiresAt: number;
}

export interface NewSession {
  subject: string;
  userReference?: string;
  claimsAsMinted?: boolean;
  claims: TokenClaims;
  accessTokenTtlSeconds: number;
  /** The latest the session may end (epoch seconds), when sooner than its usual absolute lifetime (IDN-20). */
  endsAt?: number;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newTokenPut(familyId: string, familyExpiresAt: number, now: Date): { token: string; put: Record<string, unknown> } {
  const token = REFRESH_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return {
    token,
    put: {
      Put: {
        TableName: config.tableName,
        Item: {
          ...refreshTokenKeys.token(hashRefreshToken(token)),
          entity: 'RefreshToken',
          familyId,
          status: 'active' satisfies TokenStatus,
          createdAt: now.toISOString(),
          idleExpiresAt: Math.min(epochSeconds(now) + REFRESH_IDLE_LIFETIME_SECONDS, familyExpiresAt),
          // TTL clean-up a day after no token of the family can be used any more.
          expiresAt: familyExpiresAt + 86400,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}

/** Starts a session: a family and its first token. Returns the only copy of the token's clear value. */
export async function startRefreshFamily(input: NewSession, now = new Date()): Promise<string> {
  const familyId = randomUUID();
  const nowIso = now.toISOString();
  const absoluteExpiresAt = Math.min(epochSeconds(now) + REFRESH_ABSOLUTE_LIFETIME_SECONDS, input.endsAt ?? Infinity);
  const family: RefreshFamily = {
    familyId, subject: input.subject, userReference: input.userReference, claimsAsMinted: input.claimsAsMinted, claims: input.claims,
    accessTokenTtlSeconds: input.accessTokenTtlSeconds, status: 'active', createdAt: nowIso, lastUsedAt: nowIso, absoluteExpiresAt,
  };
  const first = newTokenPut(familyId, absoluteExpiresAt, now);
  await db.send(new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: config.tableName,
          Item: { ...refreshTokenKeys.family(familyId), ...refreshTokenKeys.bySubject(input.subject, nowIso), entity: 'RefreshFamily', ...family, expiresAt: absoluteExpiresAt + 86400 },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      first.put,
    ],
  }));
  return first.token;
}

export interface PresentedRefresh {
  hash: string;
  token: RefreshTokenItem;
  family: RefreshFamily;
}

/** Why a presented refresh token cannot be used; the caller answers 401 and logs the reason. */
export class RefreshRejected extends Error {
  constructor(readonly reason: 'unknown' | 'revoked' | 'expired' | 'reused' | 'race') {
    super(`refresh token refused: ${reason}`);
  }
}

/** Reads a presented token and its family; refuses anything not usable, revoking the family on reuse. */
export async function loadRefresh(presented: string, now = new Date()): Promise<PresentedRefresh> {
  const hash = hashRefreshToken(presented);
  const tokenOut = await db.send(new GetCommand({ TableName: config.tableName, Key: refreshTokenKeys.token(hash), ConsistentRead: true }));
  const token = tokenOut.Item as RefreshTokenItem | undefined;
  if (!token) throw new RefreshRejected('unknown');
  const familyOut = await db.send(new GetCommand({ TableName: config.tableName, Key: refreshTokenKeys.family(token.familyId), ConsistentRead: true }));
  const family = familyOut.Item as RefreshFamily | undefined;
  if (!family || family.status !== 'active') throw new RefreshRejected('revoked');
  if (token.status === 'rotated') {
    // A rotated token came back: someone holds a copy. End the whole session.
    await revokeFamily(family.familyId, 'refresh token reused');
    throw new RefreshRejected('reused');
  }
  if (family.absoluteExpiresAt <= epochSeconds(now) || token.idleExpiresAt <= epochSeconds(now)) throw new RefreshRejected('expired');
  return { hash, token, family };
}

/** Rotates a loaded token: it becomes unusable and a new token of the same family is returned. */
export async function rotateRefresh(loaded: PresentedRefresh, now = new Date()): Promise<string> {
  const next = newTokenPut(loaded.family.familyId, loaded.family.absoluteExpiresAt, now);
  const nowIso = now.toISOString();
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: config.tableName,
            Key: refreshTokenKeys.token(loaded.hash),
            UpdateExpression: 'SET #status = :rotated, rotatedAt = :now',
            ConditionExpression: '#status = :active',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':rotated': 'rotated', ':active': 'active', ':now': nowIso },
          },
        },
        next.put,
        {
          Update: {
            TableName: config.tableName,
            Key: refreshTokenKeys.family(loaded.family.familyId),
            UpdateExpression: 'SET lastUsedAt = :now, GSI1SK = :now',
            ConditionExpression: '#status = :active',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':active': 'active', ':now': nowIso },
          },
        },
      ],
    }));
  } catch (error) {
    // Two refreshes with the same token at once (two tabs): one wins, the other is refused
    // without ending the session, since nothing shows the token was copied.
    if (isTransactionCancelled(error)) throw new RefreshRejected('race');
    throw error;
  }
  return next.token;
}

export async function revokeFamily(familyId: string, reason: string, now = new Date()): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: refreshTokenKeys.family(familyId),
    UpdateExpression: 'SET #status = :revoked, revokedReason = :reason, revokedAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':revoked': 'revoked', ':reason': reason, ':now': now.toISOString() },
  }));
}

/** Ends every active session of a subject (a password change signs out every other device). */
export async function revokeSubjectFamilies(subject: string, reason: string): Promise<number> {
  const families = (await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: '#status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': refreshTokenKeys.subjectPartition(subject), ':active': 'active' },
  })) as unknown as RefreshFamily[];
  for (const family of families) await revokeFamily(family.familyId, reason);
  return families.length;
}
