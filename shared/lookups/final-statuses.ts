/**
 * Which transaction states are final, as a short list rather than the whole status table
 * (data/transaction-statuses.ts, with names and descriptions for the lookup): every payment and
 * refund read asks it, and the table was 2.5 KB of each such bundle (issue 16). Held to the table's
 * `isFinal` by test/unit/lookups-data.test.ts.
 */
import type { TransactionStatusCode } from './data/transaction-statuses.js';

export const FINAL_STATUS_CODES: readonly TransactionStatusCode[] = ['Completed', 'Failed', 'Cancelled', 'Expired', 'Reversed', 'PartiallyRefunded', 'Refunded'];

const FINAL: ReadonlySet<string> = new Set(FINAL_STATUS_CODES);

/** Processing has ended: `isComplete` is true and clients may stop polling. */
export function isFinalStatus(code: TransactionStatusCode): boolean {
  return FINAL.has(code);
}
