/**
 * NTF-14: deleting or re-dating a template touches every shard item in one transaction, which a
 * fan-out page committing on one of those shards at that moment cancels with TransactionConflict.
 * The write is sent again; if it keeps losing the route answers 503 (nothing written), not 500. The
 * SDK is mocked for these answers only; the routes' path through the real table, fan-out running, is
 * in test/integration/notifications.test.ts.
 */
import type { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../shared/db/client.js';
import { ApiError, ConflictError, NotFoundError } from '../../shared/http/errors.js';
import { toErrorResponse } from '../../shared/http/response.js';
import { changeTemplateDates, deleteTemplate } from '../../shared/notifications/template-service.js';
import { markDeleting, SHARD_WRITE_ATTEMPTS, type TemplateRecord } from '../../shared/notifications/templates.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
/** What DynamoDB answers when a page's transaction holds one of the 16 shard items (item 0 is the template). */
const lostToAPage = () => cancelled('None', 'None', 'None', 'TransactionConflict', ...Array.from({ length: 29 }, () => 'None'));

const REFERENCE = '6f9d8a52-3b1e-4c8f-9a0d-2f4b7c1e5a90';
const template: TemplateRecord = {
  reference: REFERENCE, messageType: 'Information', messageTarget: 'Portal', messagePlacement: 'None', header: 'h', body: 'b', buttonText: null,
  visibleFromDate: null, visibleUntilDate: '2031-01-01T00:00:00.000Z', audienceFilters: ['AllMerchants'], isExtended: false,
  createdDate: '2030-01-01T00:00:00.000Z', createdBy: 'admin', datesVersion: 0, status: 'Active', shardsTotal: 16, shardsDeleted: 0,
};
const storedItems = () => [
  { PK: `NTFTPL#${REFERENCE}`, SK: 'TEMPLATE', ...template },
  ...Array.from({ length: 16 }, (_, shard) => ({ PK: `NTFTPL#${REFERENCE}`, SK: `SHARD#${String(shard).padStart(2, '0')}`, shard, messageCount: 0, merchantsExamined: 0, datesVersion: 0, redatedVersion: 0 })),
];

/** The transactions sent, and how many of the next ones lose to a page (Infinity: every one). */
let transactions: TransactWriteCommand['input'][];
let conflicts: number;
let answer: () => Error | undefined;

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'platform');
  transactions = [];
  conflicts = 0;
  answer = () => (conflicts-- > 0 ? lostToAPage() : undefined);
  vi.spyOn(db, 'send').mockImplementation(async (command: unknown) => {
    const name = (command as object).constructor.name;
    if (name === 'QueryCommand') {
      expect((command as QueryCommand).input.KeyConditionExpression).toBe('PK = :pk');
      return { Items: storedItems() };
    }
    if (name !== 'TransactWriteCommand') throw new Error(`unexpected ${name}`);
    transactions.push((command as TransactWriteCommand).input);
    const error = answer();
    if (error) throw error;
    return {};
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('a template write that loses to a fan-out page (NTF-14)', () => {
  it('is sent again, the same transaction, and succeeds (delete)', async () => {
    conflicts = 1;
    await expect(markDeleting(template, new Date('2030-06-01T00:00:00.000Z'))).resolves.toBe(true);
    expect(transactions).toHaveLength(2);
    expect(transactions[1]).toEqual(transactions[0]);
    expect(transactions[0]!.TransactItems).toHaveLength(17);
  });

  it('is sent again and succeeds (re-date through the route\'s use case)', async () => {
    conflicts = 2;
    const result = await changeTemplateDates(REFERENCE, { visibleUntilDate: '2031-02-01T00:00:00.000Z' }, new Date('2030-06-01T00:00:00.000Z'));
    expect(result.reference).toBe(REFERENCE);
    expect(transactions).toHaveLength(3);
    // 1 template Update, 16 shard Updates, 16 queued re-date units.
    expect(transactions[2]!.TransactItems).toHaveLength(33);
  });

  it('answers 503 with Retry-After once it kept losing, for delete and re-date, never a 500', async () => {
    conflicts = Infinity;
    for (const call of [
      () => deleteTemplate(REFERENCE, new Date('2030-06-01T00:00:00.000Z')),
      () => changeTemplateDates(REFERENCE, { visibleUntilDate: '2031-02-01T00:00:00.000Z' }, new Date('2030-06-01T00:00:00.000Z')),
    ]) {
      transactions = [];
      const error = await call().then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': '1' } });
      expect(transactions).toHaveLength(SHARD_WRITE_ATTEMPTS);
      const response = toErrorResponse(error, 'req-1');
      expect(response.statusCode).toBe(503);
      expect(response.headers).toMatchObject({ 'Retry-After': '1' });
    }
  });

  it('is not sent again when a condition failed: 404 for a delete, 409 for a re-date, as before', async () => {
    answer = () => cancelled('ConditionalCheckFailed', ...Array.from({ length: 32 }, () => 'None'));
    await expect(deleteTemplate(REFERENCE, new Date('2030-06-01T00:00:00.000Z'))).rejects.toBeInstanceOf(NotFoundError);
    expect(transactions).toHaveLength(1);
    // A conflict beside a failed condition is the condition's answer, not a retry.
    transactions = [];
    answer = () => cancelled('ConditionalCheckFailed', 'TransactionConflict', ...Array.from({ length: 31 }, () => 'None'));
    await expect(changeTemplateDates(REFERENCE, { visibleUntilDate: '2031-02-01T00:00:00.000Z' }, new Date('2030-06-01T00:00:00.000Z'))).rejects.toBeInstanceOf(ConflictError);
    expect(transactions).toHaveLength(1);
  });

  it('throws any other error as it came, unretried (a 500)', async () => {
    const outage = Object.assign(new Error('down'), { name: 'InternalServerError' });
    answer = () => outage;
    await expect(deleteTemplate(REFERENCE, new Date('2030-06-01T00:00:00.000Z'))).rejects.toBe(outage);
    expect(transactions).toHaveLength(1);
  });
});
