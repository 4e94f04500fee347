/**
 * The refund workflow's money steps (lib/workflows/refund.asl.json), each undone by compensate.ts:
 *   RecoverFunds   takes the amount back from the payment's destination into the refund's holding
 *                  account: a posting alone for a merchant's balance or a wallet (guarded: it may
 *                  not go negative), else a recall at the destination's rail and the posting;
 *   GiveBackToSource  gives it from the holding account back to the payment's source: a refund at
 *                  the source's rail (idempotent by the refund's key) and the posting that shrinks
 *                  the source's refund cap (shared/ledger/refund-cap.ts), a posting alone inside the platform.
 * Each reads the refund first and moves nothing once it is compensating or ended; its write is
 * conditioned on the version it read, so one that lost the race to compensation reverses its own
 * rail call (docs/decisions/refunds.md, REF-4).
 */
import { cancellationCodes, CONDITION_FAILED, isTransactionCancelled } from '../../db/transactions.js';
import { InsufficientFunds, RefundCapExceeded } from '../../ledger/errors.js';
import { postLedgerTransaction } from '../../ledger/postings.js';
import { connectorFor } from '../../rails/registry.js';
import type { RailResult } from '../../rails/types.js';
import { WALLET_NOT_ACTIVE } from '../../wallets/rules.js';
import { activeWalletCheck } from '../../wallets/wallets.js';
import type { RefundRecord, RefundStep } from '../refunds.js';
import { giveBackPosting, recoverPosting, undoStepAtRail, railKey, type StepName } from './postings.js';
import { commitRefund, mustGetRefund, nowIso, refundMayMove, refundPut, RefundDeclined, RefundSettling, TransientError } from './record.js';

export interface RefundInput {
  refundReference: string;
}

/** The rail's answer to a step, or the ledger's own for a step inside the platform. */
async function callRail(refund: RefundRecord, step: StepName): Promise<RailResult> {
  const base = { idempotencyKey: railKey(refund, step), amountInCents: refund.amountInCents, currency: refund.currency };
  if (step === 'recover') {
    if (refund.destination.inPlatform) return { outcome: 'succeeded', connectorReference: `ledger:recover:${refund.refundReference}` };
    return connectorFor(refund.destination.leg.rail).recall({ ...base, destination: refund.destination.leg, originalIdempotencyKey: refund.destination.transactionReference });
  }
  if (refund.source.inPlatform) return { outcome: 'succeeded', connectorReference: `ledger:refund:${refund.refundReference}` };
  return connectorFor(refund.source.leg.rail).refund({ ...base, source: refund.source.leg, originalIdempotencyKey: refund.source.transactionReference });
}

/** The wallet a step moves money out of or into, held active in the posting's own transaction (REF-11). */
function walletChecks(refund: RefundRecord, step: StepName): Record<string, unknown>[] {
  const leg = step === 'recover' ? refund.destination.leg : refund.source.leg;
  return leg.rail === 'wallet' ? [activeWalletCheck(leg.instrument.walletReference)] : [];
}

const withStep = (refund: RefundRecord, step: StepName, change: RefundStep): RefundRecord => ({ ...refund, [step]: change });

/** A step the rail (or a ledger guard) refused: recorded on the refund, then the workflow compensates. */
async function decline(refund: RefundRecord, step: StepName, declineCode: string, message: string | undefined): Promise<never> {
  await commitRefund(withStep(refund, step, { status: 'Failed', declineCode, ...(message ? { failureReason: message } : {}), updatedAt: nowIso() }), refund.version);
  throw new RefundDeclined(`${step === 'recover' ? 'taking the money back from the destination' : 'giving the money back to the source'} was declined: ${declineCode}`);
}

/** One money step, guarded against compensation as the payment's legs are (PAY-17). */
async function runStep(input: RefundInput, step: StepName): Promise<RefundInput> {
  const refund = await mustGetRefund(input.refundReference);
  if (refund[step].status === 'Completed') return input;
  if (!refundMayMove(refund)) {
    await undoStepAtRail(refund, step);
    throw new RefundSettling(`refund ${refund.refundReference} is ${refund.compensatingSince ? 'compensating' : refund.status}; ${step} moves nothing`);
  }
  const result = await callRail(refund, step);
  if (result.outcome !== 'succeeded') return decline(refund, step, result.declineCode ?? result.outcome, result.message);
  const next = withStep(refund, step, { status: 'Completed', connectorReference: result.connectorReference, updatedAt: nowIso() });
  const posting = step === 'recover' ? recoverPosting(refund) : giveBackPosting(refund);
  const walletCheck = walletChecks(refund, step);
  try {
    await postLedgerTransaction(posting, [refundPut(next, refund.version), ...walletCheck]);
    return input;
  } catch (error) {
    // A wallet leg has no rail: nothing to undo but the step itself, declined.
    if (walletCheck.length > 0 && cancellationCodes(error)?.at(-1) === CONDITION_FAILED) return decline(refund, step, 'wallet_inactive', WALLET_NOT_ACTIVE);
    if (error instanceof InsufficientFunds || error instanceof RefundCapExceeded) {
      // The destination's balance no longer covers it (or the source's cap is spent): undo the rail's side and decline.
      await undoStepAtRail(refund, step);
      return error instanceof InsufficientFunds
        ? decline(refund, step, 'insufficient_funds', "the destination's balance no longer covers the refund")
        : decline(refund, step, 'refund_cap_exceeded', 'the source transaction has less left to refund than this');
    }
    if (!isTransactionCancelled(error)) throw error;
    const now = await mustGetRefund(input.refundReference);
    if (!refundMayMove(now)) {
      await undoStepAtRail(now, step);
      throw new RefundSettling(`refund ${now.refundReference} began compensating; ${step} was reversed at its rail`);
    }
    throw new TransientError(`refund ${refund.refundReference} changed meanwhile`);
  }
}

export const recoverFunds = (input: RefundInput) => runStep(input, 'recover');
export const giveBackToSource = (input: RefundInput) => runStep(input, 'giveBack');
