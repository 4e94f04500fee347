/**
 * The integer codes of each transaction state, as a short table rather than the whole status table
 * (data/transaction-statuses.ts, with names, descriptions and moves for the lookup): the refund
 * routes answer these codes, and the table was 2.5 KB of each such bundle (issue 16). Generated
 * from the table into data/short-lists.ts by data/generate-code-sets.ts.
 */
import type { TransactionStatusCode } from './data/transaction-statuses.js';
import { STATUS_CODES } from './data/short-lists.js';

/** The integer codes of a state (refund status resource). */
export function statusCodes(code: TransactionStatusCode): { status: number; category: number; summaryStatus: number } {
  const found = STATUS_CODES.get(code);
  if (!found) throw new Error(`no transaction status ${code}`);
  const [status, category, summaryStatus] = found;
  return { status, category, summaryStatus };
}
