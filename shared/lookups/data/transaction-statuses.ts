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
  name: string;
  description: string;
  isFinal: boolean;
  /** Statuses this one may move to. */
  next: readonly string[];
}

export const TRANSACTION_STATUS_DATA = [
  {
    code: 'Pending',
    name: 'Pending',
    description: 'Accepted and recorded; not yet sent to a payment rail.',
    isFinal: false,
    // Completed: a leg whose rail answered at once (the payments API's legs go Pending → Completed).
    next: ['AwaitingPin', 'AwaitingConfirmation', 'Processing', 'Completed', 'Cancelled', 'Failed', 'Expired'],
  },
  {
    code: 'AwaitingPin',
    name: 'Awaiting PIN',
    description: 'Waiting for the payer to supply a PIN or voucher code (POST /v1/transaction/pin/{transactionReference}).',
    isFinal: false,
    next: ['Processing', 'Completed', 'Cancelled', 'Failed', 'Expired'],
  },
  {
    code: 'AwaitingConfirmation',
    name: 'Awaiting confirmation',
    description: 'Waiting for the payer to confirm or decline (POST /v1/transaction/confirm/{transactionReference}); declining cancels it.',
    isFinal: false,
    // Completed or Failed: the rail's answer to the confirmation, for a leg that moves without Processing.
    next: ['Processing', 'Completed', 'Cancelled', 'Failed', 'Expired'],
  },
  {
    code: 'Processing',
    name: 'Processing',
    description: 'Sent to the payment rail; waiting for its outcome. The rail may still ask for a PIN or a confirmation.',
    isFinal: false,
    next: ['AwaitingPin', 'AwaitingConfirmation', 'Completed', 'Failed'],
  },
  {
    code: 'Completed',
    name: 'Completed',
    description: 'The funds moved. A refund or a rail reversal may still follow.',
    isFinal: true,
    next: ['PartiallyRefunded', 'Refunded', 'Reversed'],
  },
  {
    code: 'Failed',
    name: 'Failed',
    description: 'Declined or rejected by the rail, or failed validation there; no funds moved.',
    isFinal: true,
    next: [],
  },
  {
    code: 'Cancelled',
    name: 'Cancelled',
    description: 'Stopped before any funds moved: the payer declined the confirmation or the request was withdrawn.',
    isFinal: true,
    next: [],
  },
  {
    code: 'Expired',
    name: 'Expired',
    description: 'The PIN, confirmation or rail answer did not arrive in time; no funds moved.',
    isFinal: true,
    next: [],
  },
  {
    code: 'Reversed',
    name: 'Reversed',
    description: 'Completed, then undone by the rail (for example a reversal after a timeout or a dispute); the funds went back.',
    isFinal: true,
    next: [],
  },
  {
    code: 'PartiallyRefunded',
    name: 'Partially refunded',
    description: 'Completed, and part of the amount has been refunded; further refunds up to the original amount may follow.',
    isFinal: true,
    next: ['PartiallyRefunded', 'Refunded'],
  },
  {
    code: 'Refunded',
    name: 'Refunded',
    description: 'Completed, and the whole amount has been refunded.',
    isFinal: true,
    next: [],
  },
] as const satisfies readonly TransactionStatusData[];

export type TransactionStatusCode = (typeof TRANSACTION_STATUS_DATA)[number]['code'];
