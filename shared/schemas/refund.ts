/**
 * Refunds: the refund request, the external card refund record, refund status and receipt. Each lives
 * in a module of its own, so a function builds only the schemas its route names; this module gathers them.
 */
export { externalCardRefundBody, type ExternalCardRefundBody } from './external-card-refund-body.js';
export { refundAcceptedResult, refundBody, type RefundAcceptedResult, type RefundBody } from './refund-request.js';
export { refundReceiptResult, type RefundReceiptResult } from './refund-receipt-result.js';
export { refundStatusResult, type RefundStatusResult } from './refund-status-result.js';
