/**
 * A source's wait item on DynamoDB Local (shared/payments/waits.ts): taken once, given back with a
 * PIN failure counted (a wrong PIN), or reopened as it was (the workflow could not be reached).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, inject, vi } from 'vitest';
import type * as Waits from '../../shared/payments/waits.js';
import type * as WaitWriter from '../../shared/payments/tasks/waits-write.js';
import { localTable } from './identity-fixtures.js';

let waits: typeof Waits;
let writer: typeof WaitWriter;

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  waits = await import('../../shared/payments/waits.js');
  writer = await import('../../shared/payments/tasks/waits-write.js');
});

describe('a source\'s wait', () => {
  it('is taken once, reopened with no failure counted, and given back with one', async () => {
    const reference = randomUUID();
    const { db, tableName } = localTable();
    const put = (await writer.waitPut(randomUUID(), reference, 'task-token', 'pin')) as { Put: { Item: Record<string, unknown> } };
    await db.send(new PutCommand({ TableName: tableName, Item: put.Put.Item }));
    const wait = (await waits.readWait(reference))!;
    expect(wait.taskToken).toBe('task-token');

    expect(await waits.takeWait(reference, wait, new Date().toISOString())).toBe(true);
    expect(await waits.takeWait(reference, wait, new Date().toISOString())).toBe(false);
    await waits.reopenWait(reference, wait);
    const reopened = (await waits.readWait(reference))!;
    expect(reopened.answeredAt).toBeUndefined();
    expect(reopened.pinFailures ?? 0).toBe(0);

    expect(await waits.takeWait(reference, wait, new Date().toISOString())).toBe(true);
    expect(await waits.releaseWait(reference, wait)).toBe(1);
    expect(await waits.takeWait(reference, wait, new Date().toISOString())).toBe(true);
  });
});
