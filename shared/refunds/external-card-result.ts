/**
 * The answer of a recorded external card refund, in the refund status shape: POST /v2/refund/merchant/external-card
 * and the refund status and receipt of such a refund both answer it.
 */
import type { RefundStatusResult } from '../schemas/refund-status-result.js';
import type { ExternalCardRefundRecord } from './external-card-refunds.js';

const identifierData = (r: ExternalCardRefundRecord): Record<string, unknown>[] =>
  (['terminalNumber', 'batchNumber', 'transactionNumber', 'globalUniqueIdentifier', 'stan', 'receiptNumber', 'authCode', 'maskedCardNumber'] as const)
    .flatMap((name) => (r[name] === undefined ? [] : [{ name, value: r[name] }]));

/** The refund as recorded, in the refund status shape. */
export function refundResultOf(r: ExternalCardRefundRecord): RefundStatusResult {
  return {
    reference: r.reference,
    createdDate: r.createdDate,
    ...(r.transactionDateUtc === undefined ? {} : { refundCompletedDate: r.transactionDateUtc }),
    ...(r.customDescription === undefined ? {} : { description: r.customDescription }),
    originalAmountInCents: r.requestedAmountInCents ?? r.approvedAmountInCents,
    amountAttemptedInCents: r.requestedAmountInCents ?? r.approvedAmountInCents,
    amountInCents: r.approvedAmountInCents,
    cashbackAmountInCents: r.approvedCashbackAmountInCents ?? 0,
    fees: r.approvedMerchantFeeInCents === undefined ? [] : [{ name: 'merchantFee', amountInCents: r.approvedMerchantFeeInCents }],
    data: identifierData(r),
    currency: r.currency,
    status: r.status,
    category: r.category,
    summaryStatus: r.summaryStatus,
    isComplete: true,
    message: 'Recorded: a card refund the terminal processed outside the platform; no money moved here.',
  };
}
