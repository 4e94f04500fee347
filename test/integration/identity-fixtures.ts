/**
 * Users for the identity tests. Until consumers and merchants create login users, tests create them
 * through the domain service, against the same local DynamoDB the platform uses (the functions'
 * environment is handed to this worker). Reads of table items check side effects.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type * as NewUserRules from '../../shared/identity/new-user.js';
import type { NewUser } from '../../shared/identity/new-user.js';
import type { User } from '../../shared/identity/users.js';

type UsersModule = typeof NewUserRules;
let users: Promise<UsersModule> | undefined;

/** The domain's new-user rules (and the user entity they write through), pointed at the local platform. */
function usersModule(): Promise<UsersModule> {
  users ??= (async () => {
    Object.assign(process.env, inject('functionEnv'));
    return import('../../shared/identity/new-user.js');
  })();
  return users;
}

export const STRONG_PASSWORD = 'Lantern-Copper-Orchid-42';
export const uniqueEmail = (): string => `user-${randomUUID()}@example.com`;
/** A valid South African mobile number, different each call. */
export const uniqueMsisdn = (): string => `+2782${randomInt(1_000_000, 10_000_000)}`;

export interface GivenUser {
  user: User;
  username: string;
  password: string;
}

/** A user that can sign in straight away unless the overrides say otherwise (e-mail verified). */
export async function givenUser(overrides: Partial<NewUser> = {}): Promise<GivenUser> {
  const input: NewUser = { username: uniqueEmail(), password: STRONG_PASSWORD, isEmailVerified: true, isMobileNumberVerified: true, ...overrides };
  const user = await (await usersModule()).createUser(input);
  return { user, username: input.username, password: input.password };
}

const table = (): string => inject('functionEnv').TABLE_NAME ?? '';
let client: DynamoDBDocumentClient | undefined;
function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: inject('awsEndpoints').dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));
  return client;
}

/** The local table and a client of it, for a test's own writes (tampering with what the platform wrote, say). */
export const localTable = (): { db: DynamoDBDocumentClient; tableName: string } => ({ db: db(), tableName: table() });

export async function tableItem(PK: string, SK: string): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: table(), Key: { PK, SK }, ConsistentRead: true }))).Item;
}

/** Every item of one partition, in sort-key order (strongly consistent). */
export async function partitionItems(PK: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK }, ExclusiveStartKey: start, ConsistentRead: true }));
    found.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Sets attributes of an existing item in place (to age a record past its expiry, say). */
export async function setTableAttributes(PK: string, SK: string, values: Record<string, unknown>): Promise<void> {
  const names = Object.keys(values);
  await db().send(new UpdateCommand({
    TableName: table(), Key: { PK, SK }, ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
    ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n]])),
  }));
}

/** Every item of the table whose JSON holds `text` anywhere (a Scan: tests only, on the local table). */
export async function itemsContaining(text: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new ScanCommand({ TableName: table(), ExclusiveStartKey: start, ConsistentRead: true }));
    found.push(...(out.Items ?? []).filter((item) => JSON.stringify(item).includes(text)));
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Sets attributes of an item directly: how tests move time forward (expiry, lockout end). */
export async function setItem(PK: string, SK: string, values: Record<string, unknown>): Promise<void> {
  const names = Object.keys(values);
  await db().send(new UpdateCommand({
    TableName: table(), Key: { PK, SK },
    UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#k${i}`, n])),
    ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n]])),
  }));
}

export const userItem = (user: User) => tableItem(`USER#${user.userReference}`, 'USER');

/** Payload of a JWT, unverified (tests read what they were given). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** An outbox item (shared/messages/outbox.ts), which must exist. */
export async function outboxItem(id: string): Promise<Record<string, unknown>> {
  const found = await tableItem(`OUTBOX#${id}`, 'OUTBOX');
  if (!found) throw new Error(`no outbox item ${id}`);
  return found;
}

/**
 * Writes an outbox item whose queue message was never sent: the table's stream shows it as a
 * change of a placeholder written first, not as a new outbox item, so the outbox relay (MSG-11),
 * which takes only new outbox items, never enqueues it. Only the sweeper can find it.
 */
export async function writeUnrelayed(item: Record<string, unknown>): Promise<void> {
  await db().send(new PutCommand({ TableName: table(), Item: { PK: item['PK'], SK: item['SK'], entity: 'UnrelayedPlaceholder' } }));
  await db().send(new PutCommand({ TableName: table(), Item: item }));
}

/** Polls an outbox item until `predicate` holds. */
export async function outboxItemWhen(id: string, predicate: (i: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await outboxItem(id);
    if (predicate(current)) return current;
    if (Date.now() > deadline) throw new Error(`outbox item ${id} never matched; last status ${String(current['status'])}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
