/**
 * Payments: one record per payment holding its legs (one per source and destination item), so a
 * status read is one GetItem and every state change is one conditional write.
 *
 * Keys and access patterns (single table):
 *   payment      PK = PAYMENT#<paymentReference>   SK = PAYMENT   get by reference (status, receipt, tasks)
 *   transaction  marker 'transaction' [transactionReference] → paymentReference
 *                the payment a PIN or confirmation answer belongs to (shared/db/markers.ts)
 *   yourRef      marker 'payment-ref' [callerScope, yourReference] → paymentReference
 *                the same yourReference from the same caller returns the first payment
 *   idempotency  shared/idempotency/ (records.ts, rules.ts): the stored answer to a POST /v1/pay under an Idempotency-Key
 *   wait         shared/payments/waits.ts: the task token of a leg waiting for a PIN or confirmation
 *   execution    the Step Functions execution is named after the payment reference
 *   reconcile    GSI1PK = RECONCILE#<shard 0–7>   GSI1SK = <last change, ISO>#<paymentReference>
 *                sparse: every payment until reconciliation finds it settled at the rails and in the
 *                ledger; the reconciler queries each shard for payments quiet for a while
 *                (sharded so no index partition takes every payment's writes)
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { keyPart } from '../db/keys.js';
import { markerDelete, markerPut, readMarker } from '../db/markers.js';
import { cancelledAt } from '../db/transactions.js';
import { isFinalStatus, type TransactionStatusCode } from '../lookups/transaction-statuses.js';
import type { DestinationLeg, SourceLeg } from '../rails/types.js';
import type { Channel, PayResult } from '../schemas/payment.js';
import { idempotencyDelete, type IdempotencyRecord } from '../idempotency/records.js';
import { appendUniqueness } from './request-uniqueness.js';

/** Shards of the reconcile index: the reconciler queries each. */
export const RECONCILE_SHARDS = 8;

/** The shard of a reference in a sharded reconcile index (payments', refunds'). */
export function reconcileShard(paymentReference: string): number {
  let hash = 0;
  for (const char of paymentReference) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % RECONCILE_SHARDS;
}

export const paymentKeys = {
  payment: (paymentReference: string) => ({ PK: `PAYMENT#${paymentReference}`, SK: 'PAYMENT' }),
  reconcileShard: (shard: number) => `RECONCILE#${shard}`,
  reconcile: (paymentReference: string, changedAt: string) => ({ GSI1PK: `RECONCILE#${reconcileShard(paymentReference)}`, GSI1SK: `${changedAt}#${paymentReference}` }),
};

/** Marker kinds and their parts (shared/db/markers.ts). */
export const paymentMarkers = {
  transaction: (transactionReference: string) => ({ kind: 'transaction', parts: [transactionReference.toLowerCase()] }),
  yourReference: (scope: string, yourReference: string) => ({ kind: 'payment-ref', parts: [keyPart(scope), keyPart(yourReference)] }),
};

/** What a leg waits for while its transaction is AwaitingPin or AwaitingConfirmation. */
export type AwaitedAnswer = 'pin' | 'confirmation';

interface LegBase {
  transactionReference: string;
  /** Position among the payment's sources or destinations (the request's order). */
  index: number;
  /** The request key it came from (`cards`, `mobileWallets`, `cash` ...) and its position in that list (0 for single objects). */
  group: string;
  groupIndex: number;
  amountInCents: number;
  currency: string;
  status: TransactionStatusCode;
  /** For people: "Visa •••• 4242", "MTN +233 •••• 4567"; never a full number. */
  display: string;
  /** The connector's own reference once the rail answered. */
  connectorReference?: string;
  declineCode?: string;
  failureReason?: string;
  awaiting?: AwaitedAnswer;
  /**
   * The ledger account this leg draws from or pays into instead of the rail's clearing account: one
   * of the paying consumer's registered bank accounts, a wallet held on the platform (`WALLET#<ref>`),
   * a bill's merchant. Its balance guards a debit, and its entries are what an account's limits count.
   */
  ledgerAccount?: string;
  /** What completed refunds gave back to this source, or took back from this destination. */
  refundedInCents?: number;
  updatedAt: string;
}

export interface SourceLegRecord extends LegBase {
  side: 'source';
  leg: SourceLeg;
}

export interface DestinationLegRecord extends LegBase {
  side: 'destination';
  leg: DestinationLeg;
  /** The QR bill a dynamic code of this platform named: claimed with the payment's insert, marked Paid with its completion (docs/decisions/qr.md, QR-36). */
  qrBillReference?: string;
}

export type LegRecord = SourceLegRecord | DestinationLegRecord;

export interface PaymentWebhook {
  callbackUrl: string;
  onPaymentCompleteOnly: boolean;
  /** Whose secret signs the calls (shared/webhooks). */
  receiverId: string;
}

export interface PaymentRecord {
  paymentReference: string;
  /** Compact reference for people and USSD. */
  shortPaymentReference: string;
  status: TransactionStatusCode;
  /** callerScope of whoever submitted it: reads and answers are limited to it, the destination merchants and Admin. */
  createdBy: string;
  consumerReference?: string;
  /**
   * The consumer as the payment shows it: the request's own description of it (PAY-22), overlaid by
   * the paying consumer's reference and name from its profile when it paid (PAY-21).
   */
  consumer?: Record<string, unknown>;
  /** Merchants credited by this payment: they may read it too. */
  merchantReferences: string[];
  channel: Channel;
  yourReference?: string;
  description?: string;
  splitReference?: string;
  /** The hosted payment form session it used (single use, FORM-5). */
  paymentFormSessionReference?: string;
  webhook?: PaymentWebhook;
  sources: SourceLegRecord[];
  destinations: DestinationLegRecord[];
  /** Per currency: what the sources give (= what the destinations get). */
  amountTotals: { currency: string; amountInCents: number }[];
  lineItems?: Record<string, unknown>[];
  /** As the request described them (PAY-22): descriptive only, shown on the status and receipt; they grant no access. */
  location?: { latitude: number; longitude: number; timeZone?: string; description?: string };
  merchant?: Record<string, unknown>;
  /** Per currency: what completed refunds gave back (shared/refunds). */
  refundedAmountTotals?: { currency: string; amountInCents: number }[];
  failureReason?: string;
  /**
   * Set by CompensatePayment's first write, before it undoes anything: from then on no task may move
   * money for the payment (docs/decisions/payments.md, PAY-17).
   */
  compensatingSince?: string;
  createdAt: string;
  startedAt?: string;
  completedAt?: string;
  /** When reconciliation found the payment settled at every rail and in the ledger (it leaves the reconcile index). */
  reconciledAt?: string;
  /** Bumped by every write: each change is conditioned on the version it read. */
  version: number;
}

/** The stored item of a payment: its keys, and its reconcile index entry until it is reconciled. */
export function paymentItem(payment: PaymentRecord, now = new Date()): Record<string, unknown> {
  return {
    ...paymentKeys.payment(payment.paymentReference), entity: 'Payment', ...payment,
    ...(payment.reconciledAt === undefined ? paymentKeys.reconcile(payment.paymentReference, now.toISOString()) : {}),
  };
}

/** A payment whose money moved: Completed, and still so after refunds (some or all of it given back since). */
export function hasSettled(payment: Pick<PaymentRecord, 'status'>): boolean {
  return payment.status === 'Completed' || payment.status === 'PartiallyRefunded' || payment.status === 'Refunded';
}

/**
 * The payment after a completed refund: what its source got back and its destination gave back,
 * the totals per currency, and Refunded once every currency is given back in full.
 */
export function withRefundApplied(payment: PaymentRecord, refund: { sourceTransactionReference: string; destinationTransactionReference: string; amountInCents: number; currency: string }): PaymentRecord {
  const add = <L extends LegRecord>(leg: L, ref: string): L => (leg.transactionReference === ref ? { ...leg, refundedInCents: (leg.refundedInCents ?? 0) + refund.amountInCents } : leg);
  const totals = (payment.refundedAmountTotals ?? []).map((t) => ({ ...t }));
  const seen = totals.find((t) => t.currency === refund.currency);
  if (seen) seen.amountInCents += refund.amountInCents;
  else totals.push({ currency: refund.currency, amountInCents: refund.amountInCents });
  const whole = payment.amountTotals.every((t) => (totals.find((r) => r.currency === t.currency)?.amountInCents ?? 0) >= t.amountInCents);
  return {
    ...payment,
    status: whole ? 'Refunded' : 'PartiallyRefunded',
    refundedAmountTotals: totals,
    sources: payment.sources.map((l) => add(l, refund.sourceTransactionReference)),
    destinations: payment.destinations.map((l) => add(l, refund.destinationTransactionReference)),
  };
}

/** Money may move for a payment until it ends or starts compensating; every leg task asks first. */
export function moneyMayMove(payment: Pick<PaymentRecord, 'status' | 'compensatingSince'>): boolean {
  return payment.compensatingSince === undefined && !isFinalStatus(payment.status);
}

export async function getPayment(paymentReference: string): Promise<PaymentRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: paymentKeys.payment(paymentReference), ConsistentRead: true }));
  if (!out.Item) return undefined;
  // The record without its storage attributes: a write puts back exactly what paymentItem derives.
  const { PK: _pk, SK: _sk, entity: _entity, GSI1PK: _g1pk, GSI1SK: _g1sk, ...record } = out.Item;
  return record as PaymentRecord;
}

/** The payment a leg belongs to, through the leg's `transaction` marker. */
export async function paymentOfTransaction(transactionReference: string): Promise<PaymentRecord | undefined> {
  const marker = paymentMarkers.transaction(transactionReference);
  const found = await readMarker(marker.kind, ...marker.parts);
  return typeof found?.['paymentReference'] === 'string' ? getPayment(found['paymentReference']) : undefined;
}

/** Progress for the status endpoint: the share of legs whose money has moved; 100 once complete. */
export function percentageComplete(payment: Pick<PaymentRecord, 'status' | 'sources' | 'destinations'>): number {
  if (payment.status === 'Completed') return 100;
  const legs = [...payment.sources, ...payment.destinations];
  if (legs.length === 0) return 0;
  const moved = legs.filter((l) => l.status === 'Completed').length;
  // Never 100 before the payment itself completes: the last write is still to come.
  return Math.min(99, Math.floor((moved / legs.length) * 100));
}

/**
 * Writes a new payment in one transaction with a `transaction` marker per leg, its yourReference
 * marker, its Idempotency-Key record and its claims (conditional writes such as a QR bill's, which
 * must hold as the payment is accepted), so none exists without the others. Which uniqueness or
 * claim (its index in `claims`) lost when another request won the race; anything else throws.
 */
export async function insertPayment(
  payment: PaymentRecord, idempotency: IdempotencyRecord<PayResult> | undefined, claims: readonly Record<string, unknown>[] = [],
): Promise<'inserted' | 'idempotency-key-taken' | 'your-reference-taken' | { claimLost: number }> {
  const items: Record<string, unknown>[] = [{ Put: { TableName: config.tableName, Item: paymentItem(payment), ConditionExpression: 'attribute_not_exists(PK)' } }];
  for (const leg of [...payment.sources, ...payment.destinations]) {
    const marker = paymentMarkers.transaction(leg.transactionReference);
    items.push(markerPut(marker.kind, marker.parts, { paymentReference: payment.paymentReference, side: leg.side }));
  }
  const marker = payment.yourReference ? { ...paymentMarkers.yourReference(payment.createdBy, payment.yourReference), target: { paymentReference: payment.paymentReference } } : undefined;
  const { yourRefIndex, keyIndex } = appendUniqueness(items, marker, idempotency);
  const firstClaim = items.length;
  items.push(...claims);
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items as never }));
    return 'inserted';
  } catch (error) {
    const failed = cancelledAt(error);
    if (failed?.includes(keyIndex)) return 'idempotency-key-taken';
    if (failed?.includes(yourRefIndex)) return 'your-reference-taken';
    const lost = failed?.find((index) => index >= firstClaim);
    if (lost !== undefined) return { claimLost: lost - firstClaim };
    throw error;
  }
}

/**
 * A payment whose workflow never started ends as `failed` says, its yourReference and key freed in
 * the same transaction; 'running' when the workflow took it meanwhile (the start did go through).
 */
export async function failUnstartedPayment(failed: PaymentRecord, readVersion: number, idempotencyKey: string | undefined): Promise<'failed' | 'running'> {
  const items: Record<string, unknown>[] = [{
    Put: {
      TableName: config.tableName, Item: paymentItem({ ...failed, version: readVersion + 1 }),
      ConditionExpression: 'version = :read AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':read': readVersion, ':pending': 'Pending' },
    },
  }];
  if (failed.yourReference) {
    const marker = paymentMarkers.yourReference(failed.createdBy, failed.yourReference);
    items.push(markerDelete(marker.kind, marker.parts));
  }
  if (idempotencyKey) items.push(idempotencyDelete(failed.createdBy, idempotencyKey));
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items as never }));
    return 'failed';
  } catch (error) {
    if (cancelledAt(error)?.includes(0)) return 'running';
    throw error;
  }
}
