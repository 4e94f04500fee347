/**
 * GET /v2/refund/status/{refundReference} and GET /v2/refund/receipt/{refundReference}: the refund as
 * its readers see it. Readers: whoever asked for it, the payment's readers (the payer, the merchants
 * it paid: shared/payments/access.ts) and operators (access.ts); anyone else gets 404, as for a refund that does not
 * exist. The integer codes are the transaction-status table's (docs/decisions/payments.md, PAY-20).
 */
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError } from '../http/errors.js';
import { statusCodes } from '../lookups/status-codes.js';
import { isFinalStatus } from '../lookups/final-statuses.js';
import { mayRead } from '../payments/access.js';
import { getPayment } from '../payments/payments.js';
import { asSeenBy, paymentReceiptOf } from '../payments/status.js';
import type { RefundReceiptResult } from '../schemas/refund-receipt-result.js';
import type { RefundStatusResult } from '../schemas/refund-status-result.js';
import { isRefundOperator } from './access.js';
import { refundResultOf } from './external-card-result.js';
import { readExternalCardRefund, type ExternalCardRefundRecord } from './external-card-refunds.js';
import { getRefund, type RefundRecord } from './refunds.js';

export const refundStatusUrls = (refundReference: string) => ({
  status: `/v2/refund/status/${refundReference}`,
  receipt: `/v2/refund/receipt/${refundReference}`,
});

function stepData(refund: RefundRecord) {
  const step = (name: 'recover' | 'giveBack', leg: RefundRecord['source'] | RefundRecord['destination']) => ({
    step: name === 'recover' ? 'takeBackFromDestination' : 'giveBackToSource',
    transactionReference: leg.transactionReference,
    display: leg.display,
    status: refund[name].status,
    ...(refund[name].declineCode ? { declineCode: refund[name].declineCode } : {}),
  });
  return [
    { name: 'paymentReference', value: refund.paymentReference },
    step('recover', refund.destination),
    step('giveBack', refund.source),
  ];
}

function messageOf(refund: RefundRecord): string {
  switch (refund.status) {
    case 'Completed':
      return `Refunded to ${refund.source.display}.`;
    case 'Failed':
      return `The refund failed and nothing was moved: ${refund.failureReason ?? 'unknown reason'}.`;
    default:
      return 'The refund is in progress.';
  }
}

/** The status answer of a stored refund (pure). */
export function refundStatusOf(refund: RefundRecord): RefundStatusResult {
  return {
    ...(refund.status === 'Completed' && refund.completedAt ? { refundCompletedDate: refund.completedAt } : {}),
    createdDate: refund.createdAt,
    reference: refund.refundReference,
    shortReference: refund.shortReference,
    ...(refund.description ? { description: refund.description } : {}),
    originalAmountInCents: refund.source.amountInCents,
    amountAttemptedInCents: refund.amountInCents,
    amountInCents: refund.status === 'Completed' ? refund.amountInCents : 0,
    cashbackAmountInCents: 0,
    fees: [],
    data: stepData(refund),
    currency: refund.currency,
    ...statusCodes(refund.status),
    isComplete: isFinalStatus(refund.status),
    message: messageOf(refund),
  };
}

function mayReadRefund(caller: Caller, refund: RefundRecord): boolean {
  if (isRefundOperator(caller) || (caller.kind === 'user' && callerScope(caller) === refund.createdBy)) return true;
  return mayRead(caller, { createdBy: refund.paymentCreatedBy, consumerReference: refund.consumerReference, merchantReferences: refund.merchantReferences });
}

type Readable = { kind: 'refund'; refund: RefundRecord } | { kind: 'recorded'; recorded: ExternalCardRefundRecord };

/**
 * The refund if this caller may read it: one of POST /v2/refund's, or one a terminal recorded (POST
 * /v2/refund/merchant/external-card, XCR-6: read by its merchant and operators). 404 otherwise, the
 * same answer as for one that does not exist.
 */
async function readable(caller: Caller, refundReference: string): Promise<Readable> {
  const reference = refundReference.toLowerCase();
  const refund = await getRefund(reference);
  if (refund && mayReadRefund(caller, refund)) return { kind: 'refund', refund };
  const recorded = refund ? undefined : await readExternalCardRefund(reference);
  const merchant = caller.kind === 'user' ? caller.claims['MerchantReference']?.toLowerCase() : undefined;
  if (recorded && (isRefundOperator(caller) || merchant === recorded.merchantReference)) return { kind: 'recorded', recorded };
  throw new NotFoundError('Refund', 'path.refundReference');
}

export async function refundStatus(caller: Caller, refundReference: string): Promise<RefundStatusResult> {
  const found = await readable(caller, refundReference);
  return found.kind === 'refund' ? refundStatusOf(found.refund) : refundResultOf(found.recorded);
}

/** The status plus yourReference and the original payment's receipt (as GET /v1/pay/receipt answers it). */
export async function refundReceipt(caller: Caller, refundReference: string): Promise<RefundReceiptResult> {
  const found = await readable(caller, refundReference);
  if (found.kind === 'recorded') {
    // The card transaction was processed outside the platform: there is no payment receipt here.
    const yourReference = found.recorded.clientData?.['yourReference'];
    return { ...refundResultOf(found.recorded), ...(typeof yourReference === 'string' ? { yourReference } : {}) };
  }
  const { refund } = found;
  const payment = await getPayment(refund.paymentReference);
  // Only to a caller who may read the payment itself, as that reader sees it: the owner of a wallet
  // the payment credited may refund it (REF-2) but is not its reader (REF-16).
  const shown = payment && (mayRead(caller, payment) || isRefundOperator(caller));
  return {
    ...refundStatusOf(refund),
    ...(refund.yourReference ? { yourReference: refund.yourReference } : {}),
    ...(shown ? { originalPaymentReceipt: asSeenBy(caller, payment, paymentReceiptOf(payment)) } : {}),
  };
}
