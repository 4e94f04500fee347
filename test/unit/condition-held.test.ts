import { describe, expect, it } from 'vitest';
import { conditionHeld } from '../../shared/db/transactions.js';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('conditionHeld', () => {
  it('is true when the write went through and false when its condition did not hold', async () => {
    await expect(conditionHeld(Promise.resolve({}))).resolves.toBe(true);
    await expect(conditionHeld(Promise.reject(named('ConditionalCheckFailedException')))).resolves.toBe(false);
  });

  it('throws any other error as it came, a cancelled transaction included', async () => {
    const throttled = named('ProvisionedThroughputExceededException');
    await expect(conditionHeld(Promise.reject(throttled))).rejects.toBe(throttled);
    await expect(conditionHeld(Promise.reject(named('TransactionCanceledException')))).rejects.toThrow('TransactionCanceledException');
  });
});
