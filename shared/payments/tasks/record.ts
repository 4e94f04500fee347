/**
 * How the workflow's tasks read and change a payment. Each change writes what changed — the header
 * under the version it was read at (or a ConditionCheck on it), each changed leg under its own
 * version — in one transaction with what must change with it (ledger postings, a wait item, webhook
 * outbox items). A lost race is a TransientError: Step Functions retries the task, which reads
 * again; the rail and the ledger are idempotent by key, so nothing moves twice.
 */
import { PutCommand, TransactWriteCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../db/client.js';
import { cancelledAt, isConditionFailure, lostToConflict } from '../../db/transactions.js';
import { NOTHING, type Alongside } from './notify.js';
import { getPayment, paymentWrites, type DestinationLegRecord, type LegRecord, type PaymentRecord, type SourceLegRecord } from '../payments.js';

/** Thrown for trouble worth a retry; the workflow's Retry clauses match the name. */
export class TransientError extends Error {
  override readonly name = 'TransientError';
}

/** A task asked about a payment or leg that does not exist: a bug or a tampered input, never retried. */
export class PaymentTaskInvalid extends Error {
  override readonly name = 'PaymentTaskInvalid';
}

export async function mustGetPayment(paymentReference: string): Promise<PaymentRecord> {
  const payment = await getPayment(paymentReference);
  if (!payment) throw new PaymentTaskInvalid(`no payment ${paymentReference}`);
  return payment;
}

export function sourceLeg(payment: PaymentRecord, transactionReference: string): SourceLegRecord {
  const leg = payment.sources.find((l) => l.transactionReference === transactionReference);
  if (!leg) throw new PaymentTaskInvalid(`no source ${transactionReference} in payment ${payment.paymentReference}`);
  return leg;
}

export function destinationLeg(payment: PaymentRecord, transactionReference: string): DestinationLegRecord {
  const leg = payment.destinations.find((l) => l.transactionReference === transactionReference);
  if (!leg) throw new PaymentTaskInvalid(`no destination ${transactionReference} in payment ${payment.paymentReference}`);
  return leg;
}

/** The payment with one leg replaced (matched by transaction reference). */
export function withLeg(payment: PaymentRecord, changed: LegRecord): PaymentRecord {
  return changed.side === 'source'
    ? { ...payment, sources: payment.sources.map((l) => (l.transactionReference === changed.transactionReference ? changed : l)) }
    : { ...payment, destinations: payment.destinations.map((l) => (l.transactionReference === changed.transactionReference ? changed : l)) };
}

/**
 * Commits the payment's change from `previous` (as read) with what goes with it (its webhooks'
 * outbox items); a lost race on the header or a leg is transient.
 */
export async function commitPayment(next: PaymentRecord, previous: PaymentRecord, alongside: Alongside = NOTHING, extraItems: Record<string, unknown>[] = []): Promise<void> {
  const writes = paymentWrites(next, previous);
  const items = [...writes, ...alongside.items, ...extraItems];
  const lone = items.length === 1 ? (items[0]?.['Put'] as PutCommandInput | undefined) : undefined;
  try {
    // One Put alone (a completion without webhooks or bills) is a conditional write: the same
    // condition and outcome at half a transaction's write units (issue 16, goal 2).
    if (lone) await db.send(new PutCommand(lone));
    else await db.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    // The payment changed, or another transaction was writing one of these items: nothing was written.
    if ((lone ? isConditionFailure(error) : cancelledAt(error)?.some((index) => index < writes.length)) || lostToConflict(error)) {
      throw new TransientError(`payment ${next.paymentReference} changed meanwhile`);
    }
    throw error;
  }
}
