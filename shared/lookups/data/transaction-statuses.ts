/**
 * The payment and transaction states: our own list, because the interface shows none ("the full list
 * of payment and transaction states: not shown"). GET /v1/lookup/transaction-status serves it and the
 * payments issue moves transactions along `next`. Codes are stable API values; never rename one.
 *
 * isFinal: processing has ended, so `isComplete` is true and clients may stop polling. A Completed or
 * PartiallyRefunded transaction is final yet can still move on, because refunds and rail reversals
 * are separate operations that act on a finished transaction.
 */
export interface TransactionStatusData {
  code: string;
  /** The integer a refund status (and the lookup) carries for this state: stable, never reused. */
  status: number;
  /** What kind of state it is: see TRANSACTION_CATEGORIES. */
  category: number;
  /** Where it leaves the money: see SUMMARY_STATUSES. */
  summaryStatus: number;
  name: string;
  description: string;
  isFinal: boolean;
  /** Statuses this one may move to. */
  next: readonly string[];
}

/**
 * The integer codes of the interface's refund status (`status`, `category`, `summaryStatus`; "not
 * shown" there). One table, documented in docs/decisions/payments.md (PAY-20) and served by
 * GET /v1/lookup/transaction-status with their names.
 */
export const TRANSACTION_CATEGORIES = {
  1: 'InProgress',
  2: 'WaitingForPayer',
  3: 'Succeeded',
  4: 'Unsuccessful',
  5: 'Undone',
} as const;

export const SUMMARY_STATUSES = {
  0: 'InProgress',
  1: 'Succeeded',
  2: 'NotSucceeded',
} as const;

export const TRANSACTION_STATUS_DATA = [
  {
    code: 'Pending',
    status: 1,
    category: 1,
    summaryStatus: 0,
    name: 'Pending',
    description: 'Accepted and recorded; not yet sent to a payment rail.',
    isFinal: false,
    // Completed: a leg whose rail answered at once (the payments API's legs go Pending → Completed).
    next: ['AwaitingPin', 'AwaitingConfirmation', 'Processing', 'Completed', 'Cancelled', 'Failed', 'Expired'],
  },
  {
    code: 'AwaitingPin',
    status: 2,
    category: 2,
    summaryStatus: 0,
    name: 'Awaiting PIN',
    description: 'Waiting for the payer to supply a PIN or voucher code (POST /v1/transaction/pin/{transactionReference}).',
    isFinal: false,
    next: ['Processing', 'Completed', 'Cancelled', 'Failed', 'Expired'],
  },
  {
    code: 'AwaitingConfirmation',
    status: 3,
    category: 2,
    summaryStatus: 0,
    name: 'Awaiting confirmation',
    description: 'Waiting for the payer to confirm or decline (POST /v1/transaction/confirm/{transactionReference}); declining cancels it.',
    isFinal: false,
    // Completed or Failed: the rail's answer to the confirmation, for a leg that moves without Processing.
    next: ['Processing', 'Completed', 'Cancelled', 'Failed', 'Expired'],
  },
  {
    code: 'Processing',
    status: 4,
    category: 1,
    summaryStatus: 0,
    name: 'Processing',
    description: 'Sent to the payment rail; waiting for its outcome. The rail may still ask for a PIN or a confirmation.',
    isFinal: false,
    next: ['AwaitingPin', 'AwaitingConfirmation', 'Completed', 'Failed'],
  },
  {
    code: 'Completed',
    status: 5,
    category: 3,
    summaryStatus: 1,
    name: 'Completed',
    description: 'The funds moved. A refund or a rail reversal may still follow.',
    isFinal: true,
    next: ['PartiallyRefunded', 'Refunded', 'Reversed'],
  },
  {
    code: 'Failed',
    status: 6,
    category: 4,
    summaryStatus: 2,
    name: 'Failed',
    description: 'Declined or rejected by the rail, or failed validation there; no funds moved.',
    isFinal: true,
    next: [],
  },
  {
    code: 'Cancelled',
    status: 7,
    category: 4,
    summaryStatus: 2,
    name: 'Cancelled',
    description: 'Stopped before any funds moved: the payer declined the confirmation or the request was withdrawn.',
    isFinal: true,
    next: [],
  },
  {
    code: 'Expired',
    status: 8,
    category: 4,
    summaryStatus: 2,
    name: 'Expired',
    description: 'The PIN, confirmation or rail answer did not arrive in time; no funds moved.',
    isFinal: true,
    next: [],
  },
  {
    code: 'Reversed',
    status: 9,
    category: 5,
    summaryStatus: 2,
    name: 'Reversed',
    description: 'Completed, then undone by the rail (for example a reversal after a timeout or a dispute); the funds went back.',
    isFinal: true,
    next: [],
  },
  {
    code: 'PartiallyRefunded',
    status: 10,
    category: 5,
    summaryStatus: 1,
    name: 'Partially refunded',
    description: 'Completed, and part of the amount has been refunded; further refunds up to the original amount may follow.',
    isFinal: true,
    next: ['PartiallyRefunded', 'Refunded'],
  },
  {
    code: 'Refunded',
    status: 11,
    category: 5,
    summaryStatus: 1,
    name: 'Refunded',
    description: 'Completed, and the whole amount has been refunded.',
    isFinal: true,
    next: [],
  },
] as const satisfies readonly TransactionStatusData[];

export type TransactionStatusCode = (typeof TRANSACTION_STATUS_DATA)[number]['code'];
