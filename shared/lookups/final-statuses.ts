/**
 * Which transaction states are final, as a short list rather than the whole status table
 * (data/transaction-statuses.ts, with names and descriptions for the lookup): every payment and
 * refund read asks it, and the table was 2.5 KB of each such bundle (issue 16). The list is the
 * table's `isFinal`, generated into data/short-lists.ts by data/generate-code-sets.ts.
 */
import type { TransactionStatusCode } from './data/transaction-statuses.js';
import { FINAL_STATUSES } from './data/short-lists.js';

export { FINAL_STATUS_CODES } from './data/short-lists.js';

/** Processing has ended: `isComplete` is true and clients may stop polling. */
export function isFinalStatus(code: TransactionStatusCode): boolean {
  return FINAL_STATUSES.has(code);
}
