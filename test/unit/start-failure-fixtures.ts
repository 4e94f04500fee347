/**
 * For the tests of a workflow start that fails (payments-start-failure, refunds-start-failure): the
 * DynamoDB client's transactions made to lose to other writes, and an Idempotency-Key record as
 * stored. Domain modules are imported on use, once the test file has stubbed the functions' environment.
 */
import { vi } from 'vitest';
import { tableItem } from '../integration/identity-fixtures.js';

/**
 * From now on the first `times` TransactWriteItems sent through the domain's DynamoDB client lose to
 * another transaction writing one of their items (cancelled with TransactionConflict, nothing
 * written), as racing writes of one counter or allowance do; counts every TransactWriteItems sent.
 */
export async function losingTransactions(times: number): Promise<{ transactions: () => number; restore: () => void }> {
  const { db } = await import('../../shared/db/client.js');
  const send = db.send.bind(db) as (command: unknown) => Promise<unknown>;
  let sent = 0;
  const spy = vi.spyOn(db, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
    if (command.constructor.name === 'TransactWriteCommand') {
      sent += 1;
      if (sent <= times) throw Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] });
    }
    return send(command);
  }) as never);
  return { transactions: () => sent, restore: () => spy.mockRestore() };
}

/** The Idempotency-Key record under a scope and a key, as stored; undefined when there is none. */
export async function keyRecord(scope: string, key: string): Promise<Record<string, unknown> | undefined> {
  const { idempotencyKeys } = await import('../../shared/idempotency/records.js');
  const { PK, SK } = idempotencyKeys.record(scope, key);
  return tableItem(PK, SK);
}
