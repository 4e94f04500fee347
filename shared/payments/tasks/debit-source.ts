/**
 * DebitSource / DebitAnsweredSource: takes one source's money at its rail into the payment's holding
 * account, or records what the rail waits for (a PIN or a confirmation) and ends with
 * SourceAwaitsAnswer, which the workflow catches into the wait (PAY-25); a source inside the platform
 * (a wallet) by the ledger posting alone, no connector. Undone by compensateDebit.
 * Safe to run again: a leg done answers done, the rail answers one key one way, a posting with the
 * same id is not posted twice.
 */
import { InsufficientFunds } from '../../ledger/errors.js';
import { railMoves } from '../../rails/leg-connectors.js';
import type { RailResult } from '../../rails/types.js';
import { withLiveStatus, type AwaitedAnswer, type PaymentRecord, type SourceLegRecord } from '../payments.js';
import { PaymentDeclined, SourceAwaitsAnswer, WalletInactive } from './errors.js';
import { guardedLegTask, movesOnlyInLedger, nowIso, reverseLeg, undoAtRail, type LegInput } from './legs.js';
import { notifications } from './notify.js';
import { debitPosting, postWithPayment } from './postings.js';
import { commitPayment, sourceLeg, withLeg } from './record.js';

type DebitOutcome = 'debited';

const AWAIT_STATUS = { requires_pin: 'AwaitingPin', requires_confirmation: 'AwaitingConfirmation' } as const;

export function debitSource(input: LegInput & { answered?: boolean }): Promise<LegInput & { outcome: DebitOutcome }> {
  return guardedLegTask(input, sourceLeg, (payment, leg) => debitLeg(payment, leg, input.answered === true));
}

async function debitLeg(payment: PaymentRecord, leg: SourceLegRecord, answered: boolean): Promise<LegInput & { outcome: DebitOutcome }> {
  const done = { paymentReference: payment.paymentReference, transactionReference: leg.transactionReference };
  if (leg.status === 'Completed') return { ...done, outcome: 'debited' };
  // Declined by a run whose undo at the rail did not finish (PAY-37): finish it, decline again.
  if (leg.status === 'Failed') {
    await undoAtRail(leg);
    throw new PaymentDeclined(leg.declineCode ?? 'declined');
  }
  // Already waiting (a workflow run again after a restart): nothing new to ask the rail until the answer.
  if (!answered && leg.awaiting) throw new SourceAwaitsAnswer(`source ${leg.transactionReference} waits for a ${leg.awaiting}`);
  // A source inside the platform (a wallet) is taken by the posting alone; its guard is the balance.
  const result: RailResult = movesOnlyInLedger(leg)
    ? { outcome: 'succeeded', connectorReference: `ledger:debit:${leg.transactionReference}` }
    : await railMoves(leg.leg.rail).debit({ idempotencyKey: leg.transactionReference, amountInCents: leg.amountInCents, currency: leg.currency, source: leg.leg });
  const at = nowIso();
  switch (result.outcome) {
    case 'succeeded': {
      const moved = withLeg(payment, { ...leg, status: 'Completed', connectorReference: result.connectorReference, awaiting: undefined, updatedAt: at });
      // A payment still Pending reads as Processing once this leg is stored, without its header being
      // written (PAY-26); one that waited for an answer is moved on by this write.
      const next = payment.status === 'Pending' ? moved : { ...moved, status: 'Processing' as const, startedAt: payment.startedAt ?? at };
      try {
        await postWithPayment(debitPosting(payment, leg), next, payment, 'legs', notifications(withLiveStatus(next), payment));
      } catch (error) {
        const declineCode = error instanceof InsufficientFunds ? 'insufficient_funds' : error instanceof WalletInactive ? 'wallet_inactive' : undefined;
        if (declineCode === undefined) throw error;
        // The consumer's own account or wallet holds less than this (PAY-37), or the wallet was frozen
        // since the payment was accepted (WAL-11). Failed is written first,
        // under the leg's version as read: if another run of this step recorded the leg meanwhile, the
        // write is lost (TransientError, read again) and the rail's debit, now that run's, stays.
        // Only a leg recorded Failed is undone at the rail (none for a wallet).
        await commitPayment(withLeg(payment, { ...leg, status: 'Failed', declineCode, updatedAt: at }), payment);
        await undoAtRail(leg);
        throw new PaymentDeclined(declineCode);
      }
      return { ...done, outcome: 'debited' };
    }
    case 'requires_pin':
    case 'requires_confirmation': {
      const awaiting: AwaitedAnswer = result.outcome === 'requires_pin' ? 'pin' : 'confirmation';
      const status = AWAIT_STATUS[result.outcome];
      const next = { ...withLeg(payment, { ...leg, status, awaiting, connectorReference: result.connectorReference, updatedAt: at }), status, startedAt: payment.startedAt ?? at };
      await commitPayment(next, payment, notifications(next, payment));
      throw new SourceAwaitsAnswer(`source ${leg.transactionReference} waits for a ${awaiting}`);
    }
    case 'declined': {
      const next = withLeg(payment, { ...leg, status: 'Failed', declineCode: result.declineCode, failureReason: result.message, updatedAt: at });
      await commitPayment(next, payment);
      throw new PaymentDeclined(result.declineCode ?? 'declined');
    }
  }
}

/** The debit's compensation: reversed at the rail (forbidden there if it never ran) and, if posted, in the ledger. */
export function compensateDebit(payment: PaymentRecord, leg: SourceLegRecord): Promise<PaymentRecord> {
  return reverseLeg(payment, leg);
}
