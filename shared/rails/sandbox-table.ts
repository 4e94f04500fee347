/**
 * The sandbox's state on the single table, with a TTL: records expire after 90 days.
 *
 * Keys and access patterns (GetItem and UpdateItem by key only):
 *   operation   PK = RAILOP#<idempotencyKey>   SK = DEBIT | CREDIT
 *               attempts, fingerprint (SHA-256 of the request), result, reversed, expiresAt
 *   vaulted     PK = VAULT#<vaultToken>        SK = VAULTED
 *               kind (card | devicePayment), debit, credit (sandbox behaviour), bin, lastFour,
 *               expiryMonth, expiryYear, expiresAt — never a card number, CVV, name or device token
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { isConditionFailure } from '../db/transactions.js';
import type { OperationKind, OperationRecord, SandboxStore, VaultRecord } from './sandbox-store.js';
import type { RailOutcome, RailResult } from './types.js';
import { epochSeconds } from '../epoch.js';

const RETENTION_SECONDS = 90 * 24 * 3600;
const expiresAt = () => epochSeconds() + RETENTION_SECONDS;

export const sandboxKeys = {
  operation: (kind: OperationKind, idempotencyKey: string) => ({ PK: `RAILOP#${idempotencyKey}`, SK: kind.toUpperCase() }),
  vaulted: (vaultToken: string) => ({ PK: `VAULT#${vaultToken}`, SK: 'VAULTED' }),
};

function toOperation(item: Record<string, unknown> | undefined): OperationRecord | undefined {
  if (!item) return undefined;
  return {
    attempts: Number(item['attempts'] ?? 0),
    fingerprint: String(item['fingerprint'] ?? ''),
    result: item['result'] as RailResult | undefined,
    reversed: item['reversed'] === true,
  };
}

export async function read(kind: OperationKind, key: string): Promise<OperationRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: sandboxKeys.operation(kind, key), ConsistentRead: true }));
  return toOperation(out.Item);
}

/** Reads back after a lost condition: the record exists then, so undefined would be a bug. */
async function mustRead(kind: OperationKind, key: string): Promise<OperationRecord> {
  const record = await read(kind, key);
  if (!record) throw new Error(`sandbox operation ${kind} vanished`);
  return record;
}

/** The store's operations one by one, so a function bundles only those its connector calls (issue 16). */
export const countAttempt: SandboxStore['countAttempt'] = async (kind, key, fingerprint) => {
  const out = await db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: sandboxKeys.operation(kind, key),
    UpdateExpression: 'ADD attempts :one SET fingerprint = if_not_exists(fingerprint, :f), entity = :e, expiresAt = if_not_exists(expiresAt, :x)',
    ExpressionAttributeValues: { ':one': 1, ':f': fingerprint, ':e': 'RailOperation', ':x': expiresAt() },
    ReturnValues: 'ALL_NEW',
  }));
  return toOperation(out.Attributes) ?? mustRead(kind, key);
};

export const recordResult: SandboxStore['recordResult'] = async (kind, key, result, replacing?: RailOutcome) => {
  try {
    const out = await db.send(new UpdateCommand({
      TableName: config.tableName,
      Key: sandboxKeys.operation(kind, key),
      UpdateExpression: 'SET #result = :r',
      ConditionExpression: replacing === undefined ? 'attribute_exists(PK) AND attribute_not_exists(#result)' : '#result.outcome = :pending',
      ExpressionAttributeNames: { '#result': 'result' },
      ExpressionAttributeValues: { ':r': result, ...(replacing === undefined ? {} : { ':pending': replacing }) },
      ReturnValues: 'ALL_NEW',
    }));
    return toOperation(out.Attributes) ?? mustRead(kind, key);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return mustRead(kind, key);
  }
};

export const markReversed: SandboxStore['markReversed'] = async (kind, key, fingerprint, resultIfNone) => {
  const out = await db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: sandboxKeys.operation(kind, key),
    UpdateExpression:
      'SET reversed = :t, #result = if_not_exists(#result, :r), fingerprint = if_not_exists(fingerprint, :f), '
      + 'attempts = if_not_exists(attempts, :zero), entity = :e, expiresAt = if_not_exists(expiresAt, :x)',
    ExpressionAttributeNames: { '#result': 'result' },
    ExpressionAttributeValues: { ':t': true, ':r': resultIfNone, ':f': fingerprint, ':zero': 0, ':e': 'RailOperation', ':x': expiresAt() },
    ReturnValues: 'ALL_NEW',
  }));
  return toOperation(out.Attributes) ?? mustRead(kind, key);
};

export const putVaulted: SandboxStore['putVaulted'] = async (vaultToken, record) => {
  await db.send(new PutCommand({
    TableName: config.tableName,
    Item: { ...sandboxKeys.vaulted(vaultToken), entity: 'Vaulted', ...record, expiresAt: expiresAt() },
    // A token is random; a clash means a bug, never a reason to overwrite.
    ConditionExpression: 'attribute_not_exists(PK)',
  }));
};

export const getVaulted: SandboxStore['getVaulted'] = async (vaultToken) => {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: sandboxKeys.vaulted(vaultToken), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _e, expiresAt: _x, ...record } = out.Item;
  return record as VaultRecord;
};

export const dynamoSandboxStore: SandboxStore = { read, countAttempt, recordResult, markReversed, putVaulted, getVaulted };
