/**
 * Everything POST /v2/refund checks before any money moves (docs/decisions/refunds.md), in order:
 *   1. the source transaction: a source leg of a payment this caller may refund (404 otherwise,
 *      the same answer as for one that does not exist); a destination leg named as the source → 400
 *   2. the destination transaction: a destination leg of the same payment (400/404 naming it, to a
 *      caller that may refund another destination of the payment; 404 as in 1 to anyone else, REF-15)
 *   3. a merchant's own refund: the merchant is active (422 naming header.authorization, MER-22);
 *      the payment has settled (Completed or PartiallyRefunded): a failed or pending one → 422
 *   4. one currency on both legs (422); the token's claims: AllowedCurrencies and both amount caps
 *      (403 naming body.refundAmountInCents, REF-12); a wallet leg that is frozen (422 naming the leg's field, REF-11);
 *      the amount within what each leg moved (400)
 *   5. a rail no connector serves in this environment (422, naming the leg's field)
 *   6. money inside the platform (a merchant's balance, a wallet) covers it now (422 INSUFFICIENT_FUNDS)
 * What remains of each leg after other refunds is claimed atomically by the insert (refunds.ts).
 */
import { assertMoveAllowed } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { ApiError, type FieldIssue, InsufficientFundsError, NotFoundError, UnprocessableError, ValidationError } from '../http/errors.js';
import { accountBalance } from '../ledger/balances.js';
import { hasSettled, paymentOfTransaction, type DestinationLegRecord, type PaymentRecord, type SourceLegRecord } from '../payments/payments.js';
import { destinationAccount, movesOnlyInLedger, sourceAccount } from '../payments/tasks/ledger-legs.js';
import type { RefundBody } from '../schemas/refund-request.js';
import { isRefundOperator, mayRefund } from './access.js';
import { assertConsumerActive } from '../consumers/deactivated.js';
import { getConsumer } from '../consumers/consumers.js';
import { assertMerchantActive } from '../merchants/deactivated.js';
import { getMerchant } from '../merchants/merchant-read.js';
import { railIsServed } from '../rails/registry.js';
import { WALLET_NOT_ACTIVE } from '../wallets/rules.js';
import { getWallet, type WalletRecord } from '../wallets/wallets.js';
import { remainingAllowance, type RefundDestination, type RefundSource } from './refunds.js';

export interface RefundPlan {
  payment: PaymentRecord;
  source: RefundSource;
  destination: RefundDestination;
  amountInCents: number;
  currency: string;
}

const SOURCE = 'body.sourceTransactionReference';
const DESTINATION = 'body.destinationTransactionReference';
const AMOUNT = 'body.refundAmountInCents';

function refundSource(leg: SourceLegRecord): RefundSource {
  return { transactionReference: leg.transactionReference, amountInCents: leg.amountInCents, display: leg.display, leg: leg.leg, ledgerAccount: sourceAccount(leg), inPlatform: movesOnlyInLedger(leg) };
}

function refundDestination(leg: DestinationLegRecord): RefundDestination {
  return { transactionReference: leg.transactionReference, amountInCents: leg.amountInCents, display: leg.display, leg: leg.leg, ledgerAccount: destinationAccount(leg), inPlatform: movesOnlyInLedger(leg) };
}

/** 400 naming the amount, with what remains of the leg that ran out (also as `remainingInCents`). */
export function overRemaining(which: 'source' | 'destination', remainingInCents: number): ApiError {
  const left = Math.max(0, remainingInCents);
  const reason = which === 'source'
    ? `only ${left} cents of what the source transaction sourced remain refundable`
    : `only ${left} cents of what the destination transaction received remain to be taken back`;
  return new ApiError(400, 'VALIDATION_FAILED', 'The refund is above what remains refundable.', [{ field: AMOUNT, reason }], { remainingInCents: left });
}

/** Whether the caller may refund any destination of the payment (it then knows the payment exists). */
async function mayRefundSome(caller: Caller, payment: PaymentRecord): Promise<boolean> {
  for (const leg of payment.destinations) {
    const wallet = leg.leg.rail === 'wallet' ? await getWallet(leg.leg.instrument.walletReference) : undefined;
    if (mayRefund(caller, leg, wallet)) return true;
  }
  return false;
}

/** A wallet leg whose wallet is frozen (or gone): the issue naming the leg's field. */
function frozenWallet(field: string, leg: SourceLegRecord | DestinationLegRecord, wallet: WalletRecord | undefined): FieldIssue[] {
  return leg.leg.rail === 'wallet' && wallet?.isActive !== true ? [{ field, reason: WALLET_NOT_ACTIVE }] : [];
}

/**
 * A holder's own refund (its token, not an operator's) needs the holder active (MER-22, CON-20): a
 * deactivated merchant or consumer starts no money movement of its own; an operator refunds for it.
 * The holder is the wallet's owner for a wallet destination, else the token's merchant.
 */
async function assertRefundingHolderActive(caller: Caller, wallet: WalletRecord | undefined): Promise<void> {
  if (caller.kind !== 'user' || isRefundOperator(caller)) return;
  const what = 'it cannot refund (an operator can)';
  if (wallet?.ownerType === 'Consumer') {
    const consumer = await getConsumer(wallet.ownerReference);
    if (consumer) assertConsumerActive(consumer, 'header.authorization', what);
    return;
  }
  const own = wallet?.ownerType === 'Merchant' ? wallet.ownerReference : caller.claims['MerchantReference'];
  const merchant = own === undefined ? undefined : await getMerchant(own);
  if (merchant) assertMerchantActive(merchant, 'header.authorization', what);
}

export async function planRefund(caller: Caller, body: RefundBody): Promise<RefundPlan> {
  const sourceRef = body.sourceTransactionReference.toLowerCase();
  const destinationRef = body.destinationTransactionReference.toLowerCase();
  const payment = await paymentOfTransaction(sourceRef);
  const destinationLeg = payment?.destinations.find((l) => l.transactionReference === destinationRef);
  const wallet = destinationLeg?.leg.rail === 'wallet' ? await getWallet(destinationLeg.leg.instrument.walletReference) : undefined;
  // Only who may take the money back from that destination learns that the payment exists; one who
  // may take it back from another of its destinations is told what is wrong with the one named (REF-15).
  const allowed = destinationLeg ? mayRefund(caller, destinationLeg, wallet) : payment !== undefined && await mayRefundSome(caller, payment);
  if (!payment || !allowed) throw new NotFoundError('Transaction', SOURCE);
  const sourceLeg = payment.sources.find((l) => l.transactionReference === sourceRef);
  if (!sourceLeg) throw new ValidationError([{ field: SOURCE, reason: 'names a destination of the payment; give the source transaction the money came from' }]);
  if (!destinationLeg) {
    if (payment.sources.some((l) => l.transactionReference === destinationRef)) throw new ValidationError([{ field: DESTINATION, reason: 'names a source of the payment; give the destination transaction the money went to' }]);
    throw new NotFoundError('Transaction', DESTINATION);
  }
  await assertRefundingHolderActive(caller, wallet);
  if (!hasSettled(payment)) {
    throw new UnprocessableError('Only a completed payment can be refunded.', [{ field: SOURCE, reason: `the payment is ${payment.status}; only a completed payment can be refunded` }]);
  }
  if (sourceLeg.currency !== destinationLeg.currency) {
    throw new UnprocessableError('The two transactions are in different currencies.', [{ field: DESTINATION, reason: `is in ${destinationLeg.currency}, the source in ${sourceLeg.currency}` }]);
  }
  // The token's claims hold the money a refund moves as they hold a pay request's (REF-12).
  assertMoveAllowed(caller, { amountInCents: body.refundAmountInCents, currency: sourceLeg.currency }, { currency: AMOUNT, amount: AMOUNT });
  // No payment may use a frozen wallet, either way (WAL-2): a refund neither empties one nor fills one (REF-11).
  const sourceWallet = sourceLeg.leg.rail === 'wallet' ? await getWallet(sourceLeg.leg.instrument.walletReference) : undefined;
  const frozen = [...frozenWallet(SOURCE, sourceLeg, sourceWallet), ...frozenWallet(DESTINATION, destinationLeg, wallet)];
  if (frozen.length > 0) throw new UnprocessableError('The refund cannot be made as requested.', frozen);
  const issues = [];
  if (body.refundAmountInCents > sourceLeg.amountInCents) issues.push({ field: AMOUNT, reason: `must not exceed the ${sourceLeg.amountInCents} cents the source transaction sourced` });
  if (body.refundAmountInCents > destinationLeg.amountInCents) issues.push({ field: AMOUNT, reason: `must not exceed the ${destinationLeg.amountInCents} cents the destination transaction received` });
  if (issues.length > 0) throw new ValidationError(issues);
  // What other refunds left, read first for the clearest answer; the insert claims it atomically.
  const [sourceLeft, destinationLeft] = await Promise.all([
    remainingAllowance(sourceLeg.transactionReference, sourceLeg.amountInCents), remainingAllowance(destinationLeg.transactionReference, destinationLeg.amountInCents),
  ]);
  if (body.refundAmountInCents > sourceLeft) throw overRemaining('source', sourceLeft);
  if (body.refundAmountInCents > destinationLeft) throw overRemaining('destination', destinationLeft);

  const source = refundSource(sourceLeg);
  const destination = refundDestination(destinationLeg);
  // A rail no connector serves here (production without a processor for it) cannot move this refund.
  const unserved = ([[SOURCE, source], [DESTINATION, destination]] as const)
    .filter(([, leg]) => !leg.inPlatform && !railIsServed(leg.leg.rail))
    .map(([field, leg]) => ({ field, reason: `no connector serves the ${leg.leg.rail} rail in this environment` }));
  if (unserved.length > 0) throw new UnprocessableError('The refund cannot be made in this environment.', unserved);
  if (destination.inPlatform) {
    const { availableAmountInCents } = await accountBalance(destination.ledgerAccount, destinationLeg.currency);
    if (availableAmountInCents < body.refundAmountInCents) {
      throw new InsufficientFundsError([
        { field: AMOUNT, reason: `insufficient_funds: the recipient's balance holds ${availableAmountInCents} cents, less than the refund` },
      ], "The recipient's balance does not cover this refund; nothing was moved.");
    }
  }
  return { payment, source, destination, amountInCents: body.refundAmountInCents, currency: sourceLeg.currency };
}
