/**
 * The payment and transaction states (shared/lookups/data/transaction-statuses.ts) and the moves
 * between them: the payments issue uses `canMoveTo` so no code path invents a transition.
 */
import { TRANSACTION_STATUS_DATA, type TransactionStatusCode, type TransactionStatusData } from './data/transaction-statuses.js';

export type TransactionStatus = TransactionStatusData;
export type { TransactionStatusCode };

export const TRANSACTION_STATUS_CODES: readonly TransactionStatusCode[] = TRANSACTION_STATUS_DATA.map((s) => s.code);

export function transactionStatuses(): readonly TransactionStatus[] {
  return TRANSACTION_STATUS_DATA;
}

export function transactionStatus(code: string): TransactionStatus | undefined {
  return TRANSACTION_STATUS_DATA.find((s) => s.code === code);
}

export function canMoveTo(from: TransactionStatusCode, to: TransactionStatusCode): boolean {
  return transactionStatus(from)?.next.includes(to) ?? false;
}

export function isFinalStatus(code: TransactionStatusCode): boolean {
  return transactionStatus(code)?.isFinal ?? false;
}
