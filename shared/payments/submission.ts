/**
 * Submitting a payment, whatever asked for it (POST /v1/pay in submit.ts, a merchant payout, an ACP
 * checkout). Apart from POST /v1/pay's own checks (plan.ts) so a payout's bundle need not carry
 * them (issue 16). Input: the caller, the submission, the Idempotency-Key header. Output: the
 * payment's references (PayResult). Steps:
 *   1. Idempotency-Key given: a stored answer under it is replayed (same body), refused (another
 *      body: 422) or still in flight (409)
 *   2. yourReference already used by this caller: the first payment's reference, nothing started
 *   3. every check of plan.ts, before any money moves
 *   4. cards and device tokens go to the vault: from here on only tokens, BIN, last four, masked PAN
 *   5. ONE TransactWriteItems: the payment (Pending, version 1) and its legs, the `payment-ref`
 *      marker (yourReference), the idempotency record (key), the claims of the QR bills it pays and
 *      of the payment form session it uses (FORM-5), the reservations in its own bank accounts'
 *      limit counters (PAY-32), and what the submission writes with it (a checkout order's
 *      order_create, ACP-18, sent by the outbox relay once committed)
 *   6. StartExecution named after the payment; if it fails the payment is marked Failed (markers
 *      and key freed, so a retry can submit again) and the caller gets 503 with its reference
 */
import { releaseItems, reserveItem, spentInCancelled } from '../accounts/limit-spend.js';
import { assertItemFits } from '../db/item-size.js';
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { ApiError, BusyError, UnprocessableError } from '../http/errors.js';
import { logger } from '../log.js';
import { refuseLostSession, refuseSessionIfLost, sessionClaim } from '../payment-form/pay-session.js';
import type { FormSessionRecord } from '../payment-form/sessions.js';
import { claimItem } from '../qr/bills.js';
import type { CardVault } from '../rails/card-vault.js';
import type { PayResult } from '../schemas/pay-result.js';
import { assertIdempotencyKey, IDEMPOTENCY_RETENTION_SECONDS, requestHmac } from '../idempotency/rules.js';
import { markIdempotencyCompleted, readIdempotency, type IdempotencyRecord } from '../idempotency/records.js';
import { replayStoredAnswer } from './request-uniqueness.js';
import { failUnstartedPayment, insertPayment } from './payment-insert.js';
import { getPayment, paymentReferenceUnder, type DestinationLegRecord, type PaymentRecord, type SourceLegRecord } from './payments.js';
import type { DestinationDraft, LimitHold, PaymentPlan, QrBillClaim, SourceDraft } from './plan.js';
import { legReference, newPaymentReference } from './references.js';
import { newShortReference } from './short-reference.js';
import { sfnPaymentWorkflow, workflowLegs, type PaymentWorkflow } from './workflow.js';
import { epochSeconds } from '../epoch.js';

export interface PayDeps {
  workflow: PaymentWorkflow;
  /**
   * The card vault, for a plan with card or device drafts: only POST /v1/pay plans them (submit.ts
   * passes this deployment's vault), so a payout or a checkout, which vault nothing, need not
   * bundle the sandbox (issue 16).
   */
  vault?: CardVault;
  now: () => Date;
}

export const defaultDeps = (): PayDeps => ({ workflow: sfnPaymentWorkflow(), now: () => new Date() });

/** A card or device draft from a submission that brought no vault is a bug, never the client's doing. */
function vaultOf(vault: CardVault | undefined): CardVault {
  if (!vault) throw new Error('a submission planned a card or device leg but was given no card vault');
  return vault;
}

export const statusUrl = (paymentReference: string) => `/v1/pay/status/${paymentReference}`;

function resultOf(payment: Pick<PaymentRecord, 'paymentReference' | 'shortPaymentReference' | 'status'>, isDuplicate: boolean): PayResult {
  return {
    paymentReference: payment.paymentReference, shortPaymentReference: payment.shortPaymentReference, status: payment.status,
    isDuplicate, statusUrl: statusUrl(payment.paymentReference),
  };
}

/**
 * The earlier payment a yourReference marker points to, answered as a duplicate. One still Pending
 * may be one whose request died between its insert and its start: it is started here, as a replay
 * under its Idempotency-Key does (starting a running execution again changes nothing).
 */
async function duplicateOf(scope: string, yourReference: string, deps: PayDeps, notStarted?: Submission['notStarted']): Promise<PayResult | undefined> {
  const reference = await paymentReferenceUnder(scope, yourReference);
  const first = reference ? await getPayment(reference) : undefined;
  if (!first) return undefined;
  if (first.status === 'Pending') await start(first, undefined, deps, notStarted);
  return resultOf(first, true);
}

async function sourceLegs(paymentReference: string, drafts: SourceDraft[], vault: CardVault | undefined, at: string): Promise<SourceLegRecord[]> {
  const legs: SourceLegRecord[] = [];
  for (const [index, d] of drafts.entries()) {
    const base = { transactionReference: legReference(paymentReference, 'source', index), index, group: d.group, groupIndex: d.groupIndex, amountInCents: d.amountInCents, currency: d.currency, status: 'Pending' as const, updatedAt: at, side: 'source' as const, ...(d.ledgerAccount ? { ledgerAccount: d.ledgerAccount } : {}) };
    if (d.kind === 'ready') legs.push({ ...base, leg: d.leg, display: d.display });
    else if (d.kind === 'device') legs.push({ ...base, leg: { rail: d.rail, instrument: await vaultOf(vault).tokenizeDevicePayment(d.paymentToken) }, display: d.rail === 'applePay' ? 'Apple Pay' : 'Google Pay' });
    else {
      const vaulted = await vaultOf(vault).tokenizeCard(d.card);
      const instrument = { ...vaulted, expiryMonth: Number(d.card.expiryMonth), expiryYear: d.card.expiryYear.length === 2 ? 2000 + Number(d.card.expiryYear) : Number(d.card.expiryYear) };
      legs.push({ ...base, leg: { rail: 'card', instrument }, display: `Card ${vaulted.maskedPan}` });
    }
  }
  return legs;
}

async function destinationLegs(paymentReference: string, drafts: DestinationDraft[], vault: CardVault | undefined, at: string): Promise<DestinationLegRecord[]> {
  const legs: DestinationLegRecord[] = [];
  for (const [index, d] of drafts.entries()) {
    const base = {
      transactionReference: legReference(paymentReference, 'destination', index), index, group: d.group, groupIndex: d.groupIndex, amountInCents: d.amountInCents, currency: d.currency, status: 'Pending' as const, updatedAt: at, side: 'destination' as const,
      ...(d.ledgerAccount ? { ledgerAccount: d.ledgerAccount } : {}), ...(d.qrBill ? { qrBillReference: d.qrBill.billReference } : {}),
    };
    if (d.kind === 'ready') legs.push({ ...base, leg: d.leg, display: d.display });
    else {
      const vaulted = await vaultOf(vault).tokenizeCard(d.card);
      legs.push({ ...base, leg: { rail: 'card', instrument: vaulted }, display: `Card ${vaulted.maskedPan}` });
    }
  }
  return legs;
}

/**
 * The payment could not be started: Failed, with its yourReference and key freed for a new attempt;
 * 'pending' when that write kept losing to other transactions (PAY-48).
 */
async function markNotStarted(payment: PaymentRecord, idempotencyKey: string | undefined, at: string, notStarted: Submission['notStarted']): Promise<'failed' | 'running' | 'pending'> {
  const reason = 'The payment could not be started; nothing was taken. Submit it again.';
  const failed = <T extends SourceLegRecord | DestinationLegRecord>(leg: T): T => ({ ...leg, status: 'Failed', failureReason: reason, updatedAt: at });
  const next: PaymentRecord = { ...payment, status: 'Failed', failureReason: reason, completedAt: at, sources: payment.sources.map(failed), destinations: payment.destinations.map(failed) };
  // A checkout order created with the insert is canceled with it (ACP-18); its limit reservations are given back (PAY-32).
  const canceled = notStarted?.(next, payment) ?? NOTHING_WITH;
  return failUnstartedPayment(next, payment, idempotencyKey, [...canceled.items, ...releaseItems(payment.limitReservations)]);
}

const NOT_STARTED = {
  failed: 'The payment could not be started; it was marked Failed and nothing was taken. Submit it again.',
  // Its Failed write kept losing to other writes (PAY-48): nothing was taken, and the same request starts it.
  pending: 'The payment could not be started and is still Pending; nothing was taken. The same request under its Idempotency-Key or yourReference starts it; otherwise it ends Failed within minutes.',
};

/** Starts the workflow, or answers 503 carrying its reference: the payment marked Failed, or still Pending when that write kept losing (PAY-8, PAY-48). */
async function start(payment: PaymentRecord, idempotencyKey: string | undefined, deps: PayDeps, notStarted?: Submission['notStarted']): Promise<void> {
  try {
    await deps.workflow.start(payment.paymentReference, workflowLegs(payment));
  } catch (error) {
    logger.error('payment workflow did not start', { paymentReference: payment.paymentReference, error: error instanceof Error ? error.name : 'unknown' });
    const outcome = await markNotStarted(payment, idempotencyKey, deps.now().toISOString(), notStarted);
    if (outcome === 'running') return;
    if (outcome === 'pending') logger.warn('payment not started left Pending: its Failed write kept losing to other transactions', { paymentReference: payment.paymentReference });
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', NOT_STARTED[outcome], [], { paymentReference: payment.paymentReference }, { 'Retry-After': '1' });
  }
}

/**
 * Outbox items a submission writes in the same transaction as one of the payment's writes (the
 * outbox relay sends them once committed). Passed in, so POST /v1/pay's bundle carries no webhook code.
 */
export interface WrittenWith {
  items: Record<string, unknown>[];
}

const NOTHING_WITH: WrittenWith = { items: [] };

/**
 * A payment to submit, whatever asked for it (POST /v1/pay, a merchant payout): what its
 * Idempotency-Key HMAC covers, its yourReference, how it is checked and planned (before any money
 * moves), and the fields of the record that come from the request.
 */
export interface Submission {
  hashed: unknown;
  yourReference?: string | undefined;
  plan: (now: Date) => Promise<PaymentPlan>;
  fields: (scope: string) => Pick<PaymentRecord, 'channel' | 'description' | 'splitReference' | 'webhook' | 'lineItems' | 'location' | 'merchant' | 'consumer' | 'paymentFormSessionReference' | 'checkoutOrder'>;
  /** What is written with the insert (a checkout order's order_create, ACP-18). */
  created?: (payment: PaymentRecord, now: Date) => WrittenWith;
  /** The same when a payment that could not start is marked Failed (its checkout order canceled, ACP-18). */
  notStarted?: (failed: PaymentRecord, read: PaymentRecord) => WrittenWith;
  /** The payment form session it uses, once planned: claimed with the insert. */
  formSession?: () => FormSessionRecord | undefined;
  /** True when the request names a payment form session: its reuse is refused, not answered as a duplicate. */
  usesFormSession?: boolean;
  /** Its Idempotency-Key's scope when not the caller's own (a payout's, so a key names one resource per route: PAY-51). */
  keyScope?: (scope: string) => string;
}

/** Steps 1–6 above for any submission: the same record, markers, key and workflow as POST /v1/pay. */
export async function submit(caller: Caller, submission: Submission, idempotencyKey: string | undefined, deps: PayDeps = defaultDeps()): Promise<PayResult> {
  const scope = callerScope(caller);
  const keyScope = submission.keyScope?.(scope) ?? scope;
  const now = deps.now();
  const yourReference = submission.yourReference;
  let hmac: string | undefined;
  if (idempotencyKey !== undefined) {
    assertIdempotencyKey(idempotencyKey);
    hmac = await requestHmac(submission.hashed);
    const replay = await replayStored(keyScope, idempotencyKey, hmac, deps) ?? await replayLegacyPayout(scope, keyScope, idempotencyKey, hmac, deps);
    if (replay) return replay;
  }
  // A payment form session is single use (FORM-5): its reuse is 409/410 from the session, never an
  // earlier payment handed back as a duplicate because the page sent the same yourReference again.
  if (yourReference && !submission.usesFormSession) {
    const duplicate = await duplicateOf(scope, yourReference, deps, submission.notStarted);
    if (duplicate) return duplicate;
  }

  const plan = await submission.plan(now);
  const holds = plan.limitHolds ?? [];
  const at = now.toISOString();
  const paymentReference = newPaymentReference();
  const payment: PaymentRecord = {
    paymentReference,
    shortPaymentReference: newShortReference(),
    status: 'Pending',
    createdBy: scope,
    ...(plan.consumerReference ? { consumerReference: plan.consumerReference } : {}),
    merchantReferences: plan.merchantReferences,
    ...(yourReference ? { yourReference } : {}),
    ...submission.fields(scope),
    // The request's description of the consumer, with what the profile says of it winning (PAY-21, PAY-22).
    ...(plan.consumer ? { consumer: { ...submission.fields(scope).consumer, ...plan.consumer } } : {}),
    // Each leg is stored as its own item at version 1 (payments.ts, insertPayment).
    sources: (await sourceLegs(paymentReference, plan.sources, deps.vault, at)).map((l) => ({ ...l, version: 1 })),
    destinations: (await destinationLegs(paymentReference, plan.destinations, deps.vault, at)).map((l) => ({ ...l, version: 1 })),
    amountTotals: plan.amountTotals,
    ...(holds.length > 0 ? { limitReservations: holds.map((h) => h.planned.reservation) } : {}),
    createdAt: at,
    version: 1,
    ...(idempotencyKey !== undefined ? { idempotencyKey, ...(keyScope !== scope ? { idempotencyScope: keyScope } : {}) } : {}),
  };

  // Later writes only change leg statuses: a payment that fits now keeps fitting.
  assertItemFits(payment, 'payment');
  const idempotency: IdempotencyRecord<PayResult> | undefined = idempotencyKey !== undefined && hmac !== undefined
    ? { scope: keyScope, idempotencyKey, requestHmac: hmac, state: 'started', result: resultOf(payment, false), createdAt: epochSeconds(now), expiresAt: epochSeconds(now) + IDEMPOTENCY_RETENTION_SECONDS }
    : undefined;
  // A dynamic QR code's bill is claimed with the insert: of two payments of one bill, one is accepted (QR-36).
  const qrBills = plan.destinations.flatMap((d) => (d.qrBill ? [d.qrBill] : []));
  const session = submission.formSession?.();
  const created = submission.created?.(payment, now) ?? NOTHING_WITH;
  // An own bank account's debit is reserved in its limit counters with the insert: of two payments a limit fits one of, one is accepted (PAY-32).
  const inserted = await insertPayment(payment, idempotency, [
    ...qrBills.map((b) => claimItem(b.billReference, payment.paymentReference, b.replaces, now)),
    ...(session ? [sessionClaim(session, payment.paymentReference, now)] : []),
    ...holds.map(({ planned }) => reserveItem(planned.reservation, planned.ledgerSpentInCents, planned.cap?.maxBefore)),
  ], created.items);
  if (typeof inserted === 'object') await refuseLostClaim(inserted, qrBills, session, holds, now);
  if (inserted === 'busy') throw new BusyError('payment');
  // Another request under the same key or yourReference won the race: answer as it does.
  if (inserted === 'idempotency-key-taken' && idempotencyKey !== undefined && hmac !== undefined) {
    const replay = await replayStored(keyScope, idempotencyKey, hmac, deps);
    if (replay) return replay;
  }
  if (inserted === 'your-reference-taken' && yourReference) {
    if (session) await refuseSessionIfLost(session, now);
    const duplicate = await duplicateOf(scope, yourReference, deps, submission.notStarted);
    if (duplicate) return duplicate;
  }
  if (inserted !== 'inserted') throw new ApiError(409, 'CONFLICT', 'Another request for this payment is in flight; retry in a moment.', [{ field: inserted === 'idempotency-key-taken' ? 'header.idempotency-key' : 'body.yourReference', reason: 'in flight' }]);

  await start(payment, idempotencyKey, deps, submission.notStarted);
  if (idempotencyKey !== undefined) await markIdempotencyCompleted(keyScope, idempotencyKey);
  return resultOf(payment, false);
}

/**
 * The answer to an insert that lost one of its claims, in their order: a QR bill paid meanwhile, the
 * payment form session used meanwhile (409/410), or a limit counter another payment filled meanwhile.
 */
async function refuseLostClaim(
  lost: { claimLost: number; item?: Record<string, unknown> }, qrBills: QrBillClaim[], session: FormSessionRecord | undefined, holds: LimitHold[], now: Date,
): Promise<never> {
  const hold = holds[lost.claimLost - qrBills.length - (session ? 1 : 0)];
  if (hold) {
    const reason = hold.planned.cap?.refusal(spentInCancelled(lost.item)) ?? 'exceeds a limit of this account';
    throw new UnprocessableError('The payment cannot be made as requested.', [{ field: hold.field, reason }]);
  }
  if (session && lost.claimLost === qrBills.length) await refuseLostSession(session, now);
  const field = qrBills[lost.claimLost]?.field ?? 'body.paymentDestinations.qrCodes';
  throw new UnprocessableError('The payment cannot be made as requested.', [{ field, reason: 'the QR code was paid, is being paid by another payment, or expired meanwhile' }]);
}

/** A stored answer under the key (step 1); a request that died before its start is started here. */
/**
 * A payout's key stored before payouts had their own scope (PAY-51) is under the caller's: a payout
 * sent again within that record's 24 hours replays it. Only the same request: another body there is
 * a POST /v1/pay's, which a payout's key no longer meets. Needless once those records expired.
 */
async function replayLegacyPayout(scope: string, keyScope: string, key: string, hmac: string, deps: PayDeps): Promise<PayResult | undefined> {
  if (keyScope === scope || (await readIdempotency(scope, key, deps.now()))?.requestHmac !== hmac) return undefined;
  return replayStored(scope, key, hmac, deps);
}

function replayStored(scope: string, key: string, hmac: string, deps: PayDeps): Promise<PayResult | undefined> {
  return replayStoredAnswer<PayResult>(scope, key, hmac, deps.now(), async (result) => {
    const payment = await getPayment(result.paymentReference);
    if (!payment) return false;
    if (payment.status === 'Pending') await start(payment, key, deps);
    return true;
  });
}
