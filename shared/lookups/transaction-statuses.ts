/**
 * The payment and transaction states (shared/lookups/data/transaction-statuses.ts) and the moves
 * between them: the payments issue uses `canMoveTo` so no code path invents a transition.
 */
import { SUMMARY_STATUSES, TRANSACTION_CATEGORIES, TRANSACTION_STATUS_DATA, type TransactionStatusCode, type TransactionStatusData } from './data/transaction-statuses.js';

export type TransactionStatus = TransactionStatusData;
export type { TransactionStatusCode };

export const TRANSACTION_STATUS_CODES: readonly TransactionStatusCode[] = TRANSACTION_STATUS_DATA.map((s) => s.code);

export function transactionStatuses(): readonly TransactionStatus[] {
  return TRANSACTION_STATUS_DATA;
}

/** A status with the names of its category and summary codes, as the lookup serves it. */
export function describedStatus(status: TransactionStatus): TransactionStatus & { categoryName: string; summaryStatusName: string } {
  return {
    ...status,
    categoryName: TRANSACTION_CATEGORIES[status.category as keyof typeof TRANSACTION_CATEGORIES],
    summaryStatusName: SUMMARY_STATUSES[status.summaryStatus as keyof typeof SUMMARY_STATUSES],
  };
}

export function transactionStatus(code: string): TransactionStatus | undefined {
  return TRANSACTION_STATUS_DATA.find((s) => s.code === code);
}

export function canMoveTo(from: TransactionStatusCode, to: TransactionStatusCode): boolean {
  return transactionStatus(from)?.next.includes(to) ?? false;
}

export { isFinalStatus } from './final-statuses.js';
