/**
 * CreditDestination: pays one destination out of the payment's holding account: to a merchant's
 * ledger account (a merchant, or the merchant owning a bill's product) by a posting alone, or out
 * through its rail. Undone by compensateCredit. Safe to run again.
 */
import { railMoves } from '../../rails/leg-connectors.js';
import type { RailResult } from '../../rails/types.js';
import type { DestinationLegRecord, PaymentRecord } from '../payments.js';
import { WALLET_NOT_ACTIVE } from '../../wallets/rules.js';
import { CreditFailed, WalletInactive } from './errors.js';
import { guardedLegTask, movesOnlyInLedger, nowIso, reverseLeg, type LegInput } from './legs.js';
import { notifications } from './notify.js';
import { creditPosting, postWithPayment } from './postings.js';
import { commitPayment, destinationLeg, withLeg } from './record.js';

export function creditDestination(input: LegInput): Promise<{ transactionReference: string }> {
  return guardedLegTask(input, destinationLeg, creditLeg);
}

async function creditLeg(payment: PaymentRecord, leg: DestinationLegRecord): Promise<{ transactionReference: string }> {
  if (leg.status === 'Completed') return { transactionReference: leg.transactionReference };
  const result: RailResult = movesOnlyInLedger(leg)
    ? { outcome: 'succeeded', connectorReference: `ledger:credit:${leg.transactionReference}` }
    : await railMoves(leg.leg.rail).credit({ idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, destination: leg.leg });
  const at = nowIso();
  const decline = async (declineCode: string | undefined, failureReason: string | undefined, outcome: string): Promise<never> => {
    await commitPayment(withLeg(payment, { ...leg, status: 'Failed', declineCode, failureReason, updatedAt: at }), payment);
    throw new CreditFailed(declineCode ?? outcome);
  };
  if (result.outcome !== 'succeeded') return decline(result.declineCode, result.message, result.outcome);
  const next = withLeg(payment, { ...leg, status: 'Completed', connectorReference: result.connectorReference, updatedAt: at });
  try {
    await postWithPayment(creditPosting(payment, leg), next, payment, 'legs', notifications(next, payment));
  } catch (error) {
    // The wallet was frozen since the payment was accepted (WAL-11): declined like a rail's refusal.
    if (error instanceof WalletInactive) return decline('wallet_inactive', WALLET_NOT_ACTIVE, 'declined');
    throw error;
  }
  return { transactionReference: leg.transactionReference };
}

/** The credit's compensation: reversed at the rail (forbidden there if it never ran) and, if posted, in the ledger. */
export function compensateCredit(payment: PaymentRecord, leg: DestinationLegRecord): Promise<PaymentRecord> {
  return reverseLeg(payment, leg);
}
