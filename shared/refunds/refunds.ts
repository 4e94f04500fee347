/**
 * Refunds: one record per refund, holding the two steps of its workflow (take the money back from
 * the payment's destination, give it back to the payment's source), so a status read is one GetItem
 * and every change one conditional write.
 *
 * Keys and access patterns (single table):
 *   refund     PK = REFUND#<refundReference>          SK = REFUND
 *              get by reference (status, receipt, the workflow's tasks)
 *   allowance  PK = REFUNDCAP#<transactionReference>  SK = CAP
 *              per payment leg (a source, and a destination): `remainingInCents`, what refunds that
 *              have not failed leave of the leg's amount. Claimed by the refund's insert in the same
 *              transaction (guarded, so 50 racing refunds cannot claim more than the leg moved) and
 *              given back by the write that fails a refund. The ledger's own refund cap
 *              (shared/ledger/refund-cap.ts) guards the posting again when the money moves.
 *   yourRef    marker 'refund-ref' [callerScope, yourReference] → refundReference
 *              the same clientData.yourReference from the same caller answers the first refund
 *   idempotency  shared/idempotency/records.ts under the scope `refund|<callerScope>`
 *   execution  the refund workflow's execution is named after the refund reference
 *   reconcile  GSI1PK = REFUNDRECON#<shard 0–7>   GSI1SK = <last change, ISO>#<refundReference>
 *              sparse: every refund until reconciliation finds it settled at the rails and in the
 *              ledger (reconcile.ts); sharded as the payments' index is
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { keyPart } from '../db/keys.js';
import { markerDelete } from '../db/markers.js';
import { cancelledAt, lostToConflict } from '../db/transactions.js';
import type { TransactionStatusCode } from '../lookups/transaction-statuses.js';
import type { PaymentWebhook } from '../payments/payments.js';
import { idempotencyDelete, type IdempotencyRecord } from '../idempotency/records.js';
import { appendUniqueness, uniquenessLost } from '../payments/request-uniqueness.js';
import type { DestinationLeg, SourceLeg } from '../rails/types.js';
import type { RefundAcceptedResult } from '../schemas/refund-request.js';
import { reconcileShard, RECONCILE_SHARDS } from '../payments/payments.js';

export { RECONCILE_SHARDS };

export const refundKeys = {
  refund: (refundReference: string) => ({ PK: `REFUND#${refundReference}`, SK: 'REFUND' }),
  reconcileShard: (shard: number) => `REFUNDRECON#${shard}`,
  reconcile: (refundReference: string, changedAt: string) => ({ GSI1PK: `REFUNDRECON#${reconcileShard(refundReference)}`, GSI1SK: `${changedAt}#${refundReference}` }),
  allowance: (transactionReference: string) => ({ PK: `REFUNDCAP#${transactionReference}`, SK: 'CAP' }),
};

export const refundMarkers = {
  yourReference: (scope: string, yourReference: string) => ({ kind: 'refund-ref', parts: [keyPart(scope), keyPart(yourReference)] }),
};

/** The idempotency scope of a caller's refunds: apart from its payments'. */
export const refundIdempotencyScope = (callerScope: string) => `refund|${callerScope}`;

/** One step of a refund's workflow, as its rail (or the ledger) answered it. */
export interface RefundStep {
  status: 'Pending' | 'Completed' | 'Failed' | 'Reversed';
  /** The rail's reference, or `ledger:…` for a step inside the platform. */
  connectorReference?: string;
  declineCode?: string;
  failureReason?: string;
  updatedAt?: string;
}

/** The payment leg a refund gives back to (its source) or takes back from (its destination). */
interface RefundLegBase {
  transactionReference: string;
  /** What the leg moved in the payment (the most a refund may give back to or take from it). */
  amountInCents: number;
  display: string;
  /** The ledger account the payment's posting moved (the leg's own, or its rail's clearing account). */
  ledgerAccount: string;
  /** Inside the platform (a merchant's balance, a wallet): no connector is asked. */
  inPlatform: boolean;
}

export interface RefundSource extends RefundLegBase {
  leg: SourceLeg;
}

export interface RefundDestination extends RefundLegBase {
  leg: DestinationLeg;
}

export interface RefundRecord {
  refundReference: string;
  shortReference: string;
  /** Pending → Processing → Completed, or Failed (compensated). */
  status: TransactionStatusCode;
  paymentReference: string;
  source: RefundSource;
  destination: RefundDestination;
  amountInCents: number;
  currency: string;
  /** callerScope of whoever asked for it. */
  createdBy: string;
  /** The payment's readers read its refunds too (shared/payments/access.ts). */
  paymentCreatedBy: string;
  consumerReference?: string;
  merchantReferences: string[];
  yourReference?: string;
  description?: string;
  clientData?: Record<string, unknown>;
  /** The payment's webhook: refund status events go to it. */
  webhook?: PaymentWebhook;
  recover: RefundStep;
  giveBack: RefundStep;
  failureReason?: string;
  /** Set by CompensateRefund's first write: from then on no step moves money. */
  compensatingSince?: string;
  createdAt: string;
  startedAt?: string;
  completedAt?: string;
  /** When reconciliation found the refund settled at its rails and in the ledger (it leaves the reconcile index). */
  reconciledAt?: string;
  version: number;
  /** The Idempotency-Key it was asked under: freed with it when it never started, whichever request fails it (REF-20). */
  idempotencyKey?: string;
}

/** The stored item of a refund: its keys, and its reconcile index entry until it is reconciled. */
export function refundItem(refund: RefundRecord, now = new Date()): Record<string, unknown> {
  return {
    ...refundKeys.refund(refund.refundReference), entity: 'Refund', ...refund,
    ...(refund.reconciledAt === undefined ? refundKeys.reconcile(refund.refundReference, now.toISOString()) : {}),
  };
}

export async function getRefund(refundReference: string): Promise<RefundRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: refundKeys.refund(refundReference), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, GSI1PK: _g1pk, GSI1SK: _g1sk, ...record } = out.Item;
  return record as RefundRecord;
}

/** What is left to refund against one leg: its amount until a refund claims part of it. */
export async function remainingAllowance(transactionReference: string, legAmountInCents: number): Promise<number> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: refundKeys.allowance(transactionReference), ConsistentRead: true }));
  return out.Item ? Number(out.Item['remainingInCents']) : legAmountInCents;
}

/** Claims `amount` of a leg's allowance: created at the leg's amount on first use, never below 0. */
function claimAllowance(transactionReference: string, legAmountInCents: number, amountInCents: number, at: string): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName,
      Key: refundKeys.allowance(transactionReference),
      UpdateExpression: 'SET remainingInCents = if_not_exists(remainingInCents, :leg) - :amount, entity = :entity, transactionReference = :ref, updatedAt = :at',
      ConditionExpression: 'attribute_not_exists(remainingInCents) OR remainingInCents >= :amount',
      ExpressionAttributeValues: { ':leg': legAmountInCents, ':amount': amountInCents, ':entity': 'RefundAllowance', ':ref': transactionReference, ':at': at },
    },
  };
}

/** Gives a failed refund's claim back (in the same transaction as the write that fails it). */
export function releaseAllowance(transactionReference: string, amountInCents: number, at: string): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName,
      Key: refundKeys.allowance(transactionReference),
      UpdateExpression: 'ADD remainingInCents :amount SET updatedAt = :at',
      ConditionExpression: 'attribute_exists(remainingInCents)',
      ExpressionAttributeValues: { ':amount': amountInCents, ':at': at },
    },
  };
}

export type InsertOutcome = 'inserted' | 'source-exhausted' | 'destination-exhausted' | 'idempotency-key-taken' | 'your-reference-taken' | 'busy';

const CONFLICT_ATTEMPTS = 25;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes a new refund with both legs' allowance claims, its yourReference marker and its
 * Idempotency-Key record in one transaction. Racing refunds on one leg conflict on its allowance
 * item: a conflict (not a failed condition) is sent again after a short random pause.
 */
export async function insertRefund(refund: RefundRecord, idempotency: IdempotencyRecord<RefundAcceptedResult> | undefined): Promise<InsertOutcome> {
  const at = refund.createdAt;
  const items: Record<string, unknown>[] = [
    { Put: { TableName: config.tableName, Item: refundItem(refund), ConditionExpression: 'attribute_not_exists(PK)' } },
    claimAllowance(refund.source.transactionReference, refund.source.amountInCents, refund.amountInCents, at),
    claimAllowance(refund.destination.transactionReference, refund.destination.amountInCents, refund.amountInCents, at),
  ];
  const marker = refund.yourReference ? { ...refundMarkers.yourReference(refund.createdBy, refund.yourReference), target: { refundReference: refund.refundReference } } : undefined;
  const uniqueness = appendUniqueness(items, marker, idempotency);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items as never }));
      return 'inserted';
    } catch (error) {
      const failed = cancelledAt(error);
      const taken = uniquenessLost(failed, uniqueness);
      if (taken) return taken;
      if (failed?.includes(1)) return 'source-exhausted';
      if (failed?.includes(2)) return 'destination-exhausted';
      if (!lostToConflict(error)) throw error;
      // Lost to racing refunds every time it was sent: nothing of it was written (REF-21).
      if (attempt >= CONFLICT_ATTEMPTS) return 'busy';
      await pause(Math.min(400, 10 * attempt) + Math.floor(Math.random() * 40));
    }
  }
}

/**
 * Frees what a refund that never started held: its yourReference marker and the key it was inserted
 * under, whichever request fails it (REF-20; the allowance goes with the Failed write).
 */
export function unstartedRefundReleases(refund: RefundRecord, idempotencyKey: string | undefined): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  if (refund.yourReference) {
    const marker = refundMarkers.yourReference(refund.createdBy, refund.yourReference);
    items.push(markerDelete(marker.kind, marker.parts));
  }
  const key = refund.idempotencyKey ?? idempotencyKey;
  if (key) items.push(idempotencyDelete(refundIdempotencyScope(refund.createdBy), key));
  return items;
}
