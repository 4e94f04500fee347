/** What a workflow task takes as its input (shared/aws/task-input.ts, PERF-26): our own state machine's, read by hand. */
import { describe, expect, it } from 'vitest';
import { MalformedTaskInput } from '../../shared/aws/task-input.js';
import { awaitInput, compensateInput, legInput, paymentInput } from '../../shared/payments/tasks/inputs.js';
import { compensateRefundInput, refundInput } from '../../shared/refunds/tasks/inputs.js';

describe('a payment task input', () => {
  it('keeps the fields the task reads and drops the rest of the state', () => {
    expect(legInput({ paymentReference: 'P-1', transactionReference: 'T-1', answered: true, legs: [{ amount: 5 }] }))
      .toEqual({ paymentReference: 'P-1', transactionReference: 'T-1', answered: true });
    expect(legInput({ paymentReference: 'P-1', transactionReference: 'T-1' })).toEqual({ paymentReference: 'P-1', transactionReference: 'T-1' });
    expect(paymentInput({ paymentReference: 'P-1', other: 1 })).toEqual({ paymentReference: 'P-1' });
    expect(awaitInput({ paymentReference: 'P-1', transactionReference: 'T-1', taskToken: 'tok' })).toEqual({ paymentReference: 'P-1', transactionReference: 'T-1', taskToken: 'tok' });
    expect(compensateInput({ paymentReference: 'P-1', failure: { Error: 'RailDeclined', Cause: '{}', extra: 1 } }))
      .toEqual({ paymentReference: 'P-1', failure: { Error: 'RailDeclined', Cause: '{}' } });
    expect(compensateInput({ paymentReference: 'P-1', failure: {} })).toEqual({ paymentReference: 'P-1', failure: {} });
  });

  it('refuses an input the workflow never sends, naming the field', () => {
    const cases: [() => unknown, RegExp][] = [
      [() => paymentInput(null), /task input is not an object/],
      [() => paymentInput(['P-1']), /task input is not an object/],
      [() => paymentInput({}), /paymentReference must be a string of 1 to 128 characters/],
      [() => paymentInput({ paymentReference: '' }), /paymentReference/],
      [() => paymentInput({ paymentReference: 'P'.repeat(129) }), /paymentReference/],
      [() => legInput({ paymentReference: 'P-1', transactionReference: 7 }), /transactionReference/],
      [() => legInput({ paymentReference: 'P-1', transactionReference: 'T-1', answered: 'yes' }), /answered must be true or false/],
      [() => awaitInput({ paymentReference: 'P-1', transactionReference: 'T-1', taskToken: '' }), /taskToken must be a non-empty string/],
      [() => awaitInput({ paymentReference: 'P-1', transactionReference: 'T-1' }), /taskToken/],
      [() => compensateInput({ paymentReference: 'P-1' }), /failure is not an object/],
      [() => compensateInput({ paymentReference: 'P-1', failure: { Error: 3 } }), /Error must be a string when present/],
    ];
    for (const [read, reason] of cases) {
      expect(read, String(reason)).toThrow(MalformedTaskInput);
      expect(read, String(reason)).toThrow(reason);
    }
  });
});

describe('a refund task input', () => {
  it('reads the refund reference and the failure, refusing anything else', () => {
    expect(refundInput({ refundReference: 'R-1', paymentReference: 'P-1' })).toEqual({ refundReference: 'R-1' });
    expect(compensateRefundInput({ refundReference: 'R-1', failure: { Cause: 'x' } })).toEqual({ refundReference: 'R-1', failure: { Cause: 'x' } });
    expect(() => refundInput({ refundReference: 42 })).toThrow(/refundReference/);
    expect(() => compensateRefundInput({ refundReference: 'R-1', failure: 'boom' })).toThrow(/failure is not an object/);
  });
});
