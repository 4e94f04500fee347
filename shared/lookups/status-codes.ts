/**
 * The integer codes of each transaction state, as a short table rather than the whole status table
 * (data/transaction-statuses.ts, with names, descriptions and moves for the lookup): the refund
 * routes answer these codes, and the table was 2.5 KB of each such bundle (issue 16). Held to the
 * table by test/unit/lookups-data.test.ts.
 */
import type { TransactionStatusCode } from './data/transaction-statuses.js';

/** status, category, summaryStatus of each state. */
const CODES = new Map<string, readonly [number, number, number]>([
  ['Pending', [1, 1, 0]], ['AwaitingPin', [2, 2, 0]], ['AwaitingConfirmation', [3, 2, 0]], ['Processing', [4, 1, 0]],
  ['Completed', [5, 3, 1]], ['Failed', [6, 4, 2]], ['Cancelled', [7, 4, 2]], ['Expired', [8, 4, 2]],
  ['Reversed', [9, 5, 2]], ['PartiallyRefunded', [10, 5, 1]], ['Refunded', [11, 5, 1]],
]);

/** The integer codes of a state (refund status resource). */
export function statusCodes(code: TransactionStatusCode): { status: number; category: number; summaryStatus: number } {
  const found = CODES.get(code);
  if (!found) throw new Error(`no transaction status ${code}`);
  const [status, category, summaryStatus] = found;
  return { status, category, summaryStatus };
}
