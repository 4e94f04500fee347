/**
 * Payments: a header item per payment and one item per leg (source or destination) in the same
 * partition, so a read of the whole payment is one Query and a leg's step writes only its own leg
 * item (with a ConditionCheck on the header), never the other legs (docs/decisions/payments.md, PAY-24).
 *
 * Keys and access patterns (single table):
 *   payment      PK = PAYMENT#<paymentReference>   SK = PAYMENT   the header: status, totals, who may read it
 *   leg          PK = PAYMENT#<paymentReference>   SK = LEG#S#<index 000> (sources) | LEG#D#<index 000> (destinations)
 *                the header and its legs are read together: Query PK = PAYMENT#<ref> (status, receipt, tasks)
 *   transaction  a leg's transaction reference names its payment and slot (references.ts, PAY-27): a PIN
 *                or confirmation answer and a refund read the payment by key. A leg from before PAY-27
 *                has a marker 'transaction' [transactionReference] → paymentReference (shared/db/markers.ts)
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
import type { LimitReservation } from '../accounts/limit-spend.js';
import type { OrderRef } from '../agentic/order-object.js';
import { config } from '../config.js';
import { readMarker } from '../db/markers.js';
import type { Channel } from '../schemas/payment-channel.js';
import { keyPart } from '../db/keys.js';
import { isFinalStatus } from '../lookups/final-statuses.js';
import type { TransactionStatusCode } from '../lookups/data/transaction-statuses.js';
import { queryAll } from '../db/query.js';
import { legOfReference } from './references.js';
import type { DestinationLeg, SourceLeg } from '../rails/types.js';

/**
 * Sources and destinations of one payment together, at most: its insert writes the header and each
 * leg item (and up to 24 uniqueness and claim items) in one TransactWriteItems of at most 100 items
 * (PAY-24), and a leg's reference has 5 bits for its index on its side (references.ts, PAY-27).
 */
export const MAX_LEGS = 32;

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
  leg: (paymentReference: string, side: 'source' | 'destination', index: number) => ({ PK: `PAYMENT#${paymentReference}`, SK: `LEG#${side === 'source' ? 'S' : 'D'}#${String(index).padStart(3, '0')}` }),
  reconcileShard: (shard: number) => `RECONCILE#${shard}`,
  reconcile: (paymentReference: string, changedAt: string) => ({ GSI1PK: `RECONCILE#${reconcileShard(paymentReference)}`, GSI1SK: `${changedAt}#${paymentReference}` }),
};

/** Marker kinds and their parts (shared/db/markers.ts). */
export const paymentMarkers = {
  transaction: (transactionReference: string) => ({ kind: 'transaction', parts: [transactionReference.toLowerCase()] }),
  yourReference: (scope: string, yourReference: string) => ({ kind: 'payment-ref', parts: [keyPart(scope), keyPart(yourReference)] }),
};

/** The reference of the payment `scope` made under `yourReference`, if it made one. */
export async function paymentReferenceUnder(scope: string, yourReference: string): Promise<string | undefined> {
  const marker = paymentMarkers.yourReference(scope, yourReference);
  const found = await readMarker(marker.kind, ...marker.parts);
  return typeof found?.['paymentReference'] === 'string' ? found['paymentReference'] : undefined;
}

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
   * Set by CompensatePayment's first write on every leg not yet moved (and on the header): the write
   * bumps the leg's version, so a leg step that read the leg before it loses its own write (PAY-17).
   */
  compensatingSince?: string;
  /**
   * The ledger account this leg draws from or pays into instead of the rail's clearing account: one
   * of the paying consumer's registered bank accounts, a wallet held on the platform (`WALLET#<ref>`),
   * a bill's merchant. Its balance guards a debit, and its entries are what an account's limits count.
   */
  ledgerAccount?: string;
  /** What completed refunds gave back to this source, or took back from this destination. */
  refundedInCents?: number;
  /**
   * The payment's holding account is its legs (LED-14): each posted leg names it (`heldAccount`,
   * HOLD#<paymentReference>) and carries its part of its balance in its currency, set in the
   * posting's own transaction: + the amount once a source is debited, − once a destination is
   * credited, 0 again once reversed. Absent: nothing posted.
   */
  heldAccount?: string;
  heldInCents?: number;
  /** When its posting, and its reversal, were made: the time in their ledger entries' keys. */
  postedAt?: string;
  reversedAt?: string;
  updatedAt: string;
  /** Bumped by every write of the leg's item: each change is conditioned on the version it read (absent before the first write). */
  version?: number;
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
  /**
   * The checkout session's order this payment pays (ACP-8), and where its ACP order events go
   * (ACP-18: the deployment's endpoint when the order was created; absent = none).
   */
  checkoutOrder?: OrderRef & { eventsUrl?: string };
  sources: SourceLegRecord[];
  destinations: DestinationLegRecord[];
  /** Per currency: what the sources give (= what the destinations get). */
  amountTotals: { currency: string; amountInCents: number }[];
  lineItems?: Record<string, unknown>[];
  /** As the request described them (PAY-22): descriptive only, shown on the status and receipt; they grant no access. */
  location?: { latitude: number; longitude: number; timeZone?: string; description?: string };
  merchant?: Record<string, unknown>;
  /**
   * What the insert reserved in its own bank accounts' limit counters (PAY-32): given back by the
   * write that ends the payment Failed, Cancelled or Expired; a completed payment keeps it (spent).
   */
  limitReservations?: LimitReservation[];
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
  /** Bumped by every write of the header item: each change is conditioned on the version it read. */
  version: number;
  /**
   * The Idempotency-Key it was submitted under: the write failing it unstarted frees that key
   * whichever request fails it (a duplicate under its yourReference brings none, PAY-49).
   */
  idempotencyKey?: string;
  /** The scope of that key when it is not `createdBy`'s own (a payout's, PAY-51). */
  idempotencyScope?: string;
}

/** The stored header of a payment (without its legs): its keys, and its reconcile index entry until it is reconciled. */
export function paymentItem(payment: PaymentRecord, now = new Date()): Record<string, unknown> {
  const { sources: _sources, destinations: _destinations, ...header } = payment;
  return {
    ...paymentKeys.payment(payment.paymentReference), entity: 'Payment', ...header,
    ...(payment.reconciledAt === undefined ? paymentKeys.reconcile(payment.paymentReference, now.toISOString()) : {}),
  };
}

/** The stored item of one leg. */
export function legItem(paymentReference: string, leg: LegRecord): Record<string, unknown> {
  return { ...paymentKeys.leg(paymentReference, leg.side, leg.index), entity: 'PaymentLeg', paymentReference, ...leg };
}

/** A record as canonical JSON (keys sorted, undefined left out): two that print the same hold the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

const headerOf = ({ sources: _s, destinations: _d, version: _v, ...header }: PaymentRecord) => header;
export const legsOf = (payment: Pick<PaymentRecord, 'sources' | 'destinations'>): LegRecord[] => [...payment.sources, ...payment.destinations];

/**
 * What guards a write that leaves the header as it was: `version`, a ConditionCheck that the header
 * is as read (nothing about the payment changed meanwhile); `legs`, the changed legs' own versions
 * alone — what a leg's own step asks (PAY-17: compensation's first write marks every leg not yet
 * moved, so a step that read before it loses its write), so the legs of one payment are written
 * side by side and a step pays for no read of the header.
 */
export type HeaderGuard = 'version' | 'legs';

const headerCheck = (previous: PaymentRecord): Record<string, unknown> => ({
  ConditionCheck: {
    TableName: config.tableName, Key: paymentKeys.payment(previous.paymentReference),
    ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': previous.version },
  },
});

/**
 * The transaction items that store `next`, read as `previous`: the header Put under the version it
 * was read at when the header changed (when it did not: a ConditionCheck on its version, unless
 * `guard` is `legs`), and a Put of each leg that changed, under the leg's own version. The header
 * item, when there is one, comes first; a write that changes nothing still checks the header.
 */
export function paymentWrites(next: PaymentRecord, previous: PaymentRecord, guard: HeaderGuard = 'version', now = new Date()): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  if (canonical(headerOf(next)) !== canonical(headerOf(previous))) {
    items.push({
      Put: {
        TableName: config.tableName, Item: paymentItem({ ...next, version: previous.version + 1 }, now),
        ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': previous.version },
      },
    });
  } else if (guard === 'version') items.push(headerCheck(previous));
  const before = new Map(legsOf(previous).map((l) => [`${l.side}:${l.transactionReference}`, l]));
  for (const leg of legsOf(next)) {
    const read = before.get(`${leg.side}:${leg.transactionReference}`);
    // A leg without a version was read from a header stored before PAY-24: it is written as its own item, changed or not.
    if (read?.version !== undefined && canonical({ ...read, version: undefined }) === canonical({ ...leg, version: undefined })) continue;
    const readVersion = read?.version;
    items.push({
      Put: {
        TableName: config.tableName, Item: legItem(next.paymentReference, { ...leg, version: (readVersion ?? 0) + 1 }),
        ...(readVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(version)' }
          : { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': readVersion } }),
      },
    });
  }
  return items.length > 0 ? items : [headerCheck(previous)];
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

/** The payment and its legs: one strongly consistent Query of its partition. */
export async function getPayment(paymentReference: string): Promise<PaymentRecord | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': paymentKeys.payment(paymentReference).PK }, ConsistentRead: true,
  });
  // The records without their storage attributes: a write puts back exactly what paymentItem and legItem derive.
  const strip = ({ PK: _pk, SK: _sk, entity: _entity, GSI1PK: _g1pk, GSI1SK: _g1sk, paymentReference: _ref, ...rest }: Record<string, unknown>) => rest;
  const header = items.find((i) => i['SK'] === 'PAYMENT');
  if (!header) return undefined;
  const { sources: storedBefore = [], destinations: deliveredBefore = [], ...rest } = strip(header) as { sources?: LegRecord[]; destinations?: LegRecord[] };
  // A payment stored before PAY-24 holds its legs in the header, without versions: its leg items,
  // once written (its next write stores every leg as an item, paymentWrites), take their place.
  const byKey = new Map<string, LegRecord>([...storedBefore, ...deliveredBefore].map((l) => [`${l.side}:${l.index}`, l]));
  for (const item of items.filter((i) => i['entity'] === 'PaymentLeg')) {
    const leg = strip(item) as unknown as LegRecord;
    byKey.set(`${leg.side}:${leg.index}`, leg);
  }
  const legs = [...byKey.values()].sort((a, b) => a.index - b.index);
  return withLiveStatus({
    ...(rest as unknown as Omit<PaymentRecord, 'sources' | 'destinations'>), paymentReference: String(header['paymentReference']),
    sources: legs.filter((l): l is SourceLegRecord => l.side === 'source'),
    destinations: legs.filter((l): l is DestinationLegRecord => l.side === 'destination'),
  });
}

/**
 * The payment as every reader sees it (PAY-26): a header still Pending once a leg's money moved is
 * Processing, started when the first leg moved. The first debit writes its leg alone, not the
 * header (issue 16, goal 2); the header's next write (a wait, compensation, completion) stores both.
 */
export function withLiveStatus(payment: PaymentRecord): PaymentRecord {
  if (payment.status !== 'Pending') return payment;
  const moved = legsOf(payment).filter((l) => l.status === 'Completed').map((l) => l.updatedAt).sort();
  if (moved.length === 0) return payment;
  return { ...payment, status: 'Processing', startedAt: payment.startedAt ?? moved[0] };
}

/**
 * The payment a leg belongs to: the one its reference names (references.ts, PAY-27), if it has that
 * leg; for a leg from before PAY-27, through the leg's `transaction` marker.
 */
export async function paymentOfTransaction(transactionReference: string): Promise<PaymentRecord | undefined> {
  const named = legOfReference(transactionReference);
  if (named) {
    const payment = await getPayment(named.paymentReference);
    const ref = transactionReference.toLowerCase();
    return payment && legsOf(payment).some((l) => l.transactionReference === ref) ? payment : undefined;
  }
  const marker = paymentMarkers.transaction(transactionReference);
  const found = await readMarker(marker.kind, ...marker.parts);
  return typeof found?.['paymentReference'] === 'string' ? getPayment(found['paymentReference']) : undefined;
}

/** What the payment's holding account holds in `currency`: the sum of its legs' parts (LED-14). */
export function heldInCents(payment: Pick<PaymentRecord, 'sources' | 'destinations'>, currency: string): number {
  return legsOf(payment).reduce((sum, l) => sum + (l.currency === currency ? l.heldInCents ?? 0 : 0), 0);
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
