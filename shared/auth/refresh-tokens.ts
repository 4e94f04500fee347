/**
 * Refresh tokens: opaque, 256 bits from the CSPRNG, stored only as a SHA-256 hash, with an absolute
 * and an idle lifetime. Each token belongs to a family (one login or one admin grant) so that
 * rotation and reuse detection can revoke the whole family.
 *
 * Keys and access patterns (single table):
 *   refresh token   PK = RTOKEN#<sha256>      SK = RTOKEN            get by presented token
 *   by subject      GSI1PK = RSUBJ#<subject>  GSI1SK = <lastUsedAt>  most recently active token of a subject
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import type { TokenClaims } from './claims.js';
import { REFRESH_TOKEN_PREFIX } from './tokens.js';

export const REFRESH_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 3600;
export const REFRESH_IDLE_LIFETIME_SECONDS = 7 * 24 * 3600;

export const refreshTokenKeys = {
  item: (hash: string) => ({ PK: `RTOKEN#${hash}`, SK: 'RTOKEN' }),
  bySubject: (subject: string, lastUsedAt: string) => ({ GSI1PK: `RSUBJ#${subject}`, GSI1SK: lastUsedAt }),
};

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface NewRefreshToken {
  subject: string;
  claims: TokenClaims;
  /** Lifetime in seconds of the access tokens minted from it. */
  accessTokenTtlSeconds: number;
  familyId?: string;
}

/** Creates and stores a refresh token; returns the only copy of its clear value. */
export async function createRefreshToken(input: NewRefreshToken, now = new Date()): Promise<string> {
  const token = REFRESH_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const hash = hashRefreshToken(token);
  const nowIso = now.toISOString();
  const absoluteExpiry = Math.floor(now.getTime() / 1000) + REFRESH_ABSOLUTE_LIFETIME_SECONDS;
  await db.send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...refreshTokenKeys.item(hash),
        ...refreshTokenKeys.bySubject(input.subject, nowIso),
        entity: 'RefreshToken',
        subject: input.subject,
        claims: input.claims,
        accessTokenTtlSeconds: input.accessTokenTtlSeconds,
        familyId: input.familyId ?? randomUUID(),
        status: 'active',
        createdAt: nowIso,
        lastUsedAt: nowIso,
        absoluteExpiresAt: absoluteExpiry,
        idleExpiresAt: Math.floor(now.getTime() / 1000) + REFRESH_IDLE_LIFETIME_SECONDS,
        // TTL clean-up a day after the token can no longer be used.
        expiresAt: absoluteExpiry + 86400,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return token;
}
