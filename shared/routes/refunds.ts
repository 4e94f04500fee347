/** Refunds: full or partial refund of a transaction, progress and receipt, and refunds recorded by card terminals. */
export { refund } from './refunds/refund.js';
export { refundStatus } from './refunds/refund-status.js';
export { refundReceipt } from './refunds/refund-receipt.js';
export { externalCardRefund } from './refunds/external-card-refund.js';
