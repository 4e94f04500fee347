/**
 * A write that lost only to another transaction writing the same item is retried as a lost race:
 * the payment and refund tasks answer TransientError (which their workflows retry) instead of the
 * raw cancellation, which their Catch would take for a failure and compensate.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../shared/db/client.js';
import { lostToConflict } from '../../shared/db/transactions.js';
import type { PaymentRecord } from '../../shared/payments/payments.js';
import { commitPayment, TransientError } from '../../shared/payments/tasks/record.js';
import type { RefundRecord } from '../../shared/refunds/refunds.js';
import { commitRefund } from '../../shared/refunds/tasks/record.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
const named = (name: string) => Object.assign(new Error(name), { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lostToConflict', () => {
  it('is a cancellation by TransactionConflict alone, or a single write\'s TransactionConflictException', () => {
    expect(lostToConflict(cancelled('None', 'TransactionConflict', 'None'))).toBe(true);
    expect(lostToConflict(named('TransactionConflictException'))).toBe(true);
    expect(lostToConflict(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(lostToConflict(cancelled('None', 'ConditionalCheckFailed'))).toBe(false);
    expect(lostToConflict(named('ProvisionedThroughputExceededException'))).toBe(false);
    expect(lostToConflict(new Error('boom'))).toBe(false);
  });
});

describe('a task\'s commit that lost to another transaction', () => {
  it('is a TransientError for a refund (two refunds of one payment completing together)', async () => {
    vi.spyOn(db, 'send').mockRejectedValueOnce(cancelled('None', 'TransactionConflict', 'None', 'None') as never);
    const refund = { refundReference: 'r-1', version: 3 } as unknown as RefundRecord;
    await expect(commitRefund(refund, 3, [{ Put: { TableName: 't', Item: { PK: 'P' } } }])).rejects.toBeInstanceOf(TransientError);
  });

  it('is a TransientError for a payment, as a transaction and as a single write', async () => {
    const payment = { paymentReference: 'p-1', version: 1, sources: [], destinations: [] } as unknown as PaymentRecord;
    const spy = vi.spyOn(db, 'send');
    spy.mockRejectedValueOnce(cancelled('None', 'TransactionConflict') as never);
    await expect(commitPayment({ ...payment, status: 'Processing' } as PaymentRecord, payment, undefined, [{ Put: { TableName: 't', Item: { PK: 'X' } } }])).rejects.toBeInstanceOf(TransientError);
    spy.mockRejectedValueOnce(named('TransactionConflictException') as never);
    await expect(commitPayment({ ...payment, status: 'Processing' } as PaymentRecord, payment)).rejects.toBeInstanceOf(TransientError);
  });

  it('is thrown as it came when a condition of another item failed', async () => {
    const error = cancelled('None', 'ConditionalCheckFailed');
    vi.spyOn(db, 'send').mockRejectedValueOnce(error as never);
    const refund = { refundReference: 'r-2', version: 1 } as unknown as RefundRecord;
    await expect(commitRefund(refund, 1, [{ Put: { TableName: 't', Item: { PK: 'P' } } }])).rejects.toBe(error);
  });
});
