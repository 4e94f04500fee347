/**
 * Reconciliation: the ledger proves our side, this proves the other (docs/decisions/payments.md, PAY-18). Every payment sits in the reconcile index (payments.ts) until a run finds
 * it settled: final, every leg's state at its rail agreeing with the payment, and its ledger
 * entries netting to what it moved. A run, for each payment quiet for a while:
 *   - not final, and its execution gone, ended, or silent far past any wait: stuck. The execution is
 *     stopped and the payment ended here, as the workflow would have: completed when every leg had
 *     moved (PAY-40), else compensated (Expired when a leg was waiting for its answer);
 *   - ended Failed, Cancelled or Expired: any leg the rail still shows as moved (or waiting) is
 *     reversed at the rail;
 *   - Completed (also after refunds, which move money through their own accounts): every leg must
 *     show moved and not reversed at its rail;
 *   - the holding account's entries must match the payment.
 * What cannot be repaired (a completed payment the rail disagrees with, a ledger that does not
 * match) stays in the index and is reported by every run until someone looks.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config, paymentAnswerTimeoutSeconds } from '../config.js';
import { db } from '../db/client.js';
import { queryPages } from '../db/query.js';
import { isConditionFailure } from '../db/transactions.js';
import { logger } from '../log.js';
import { checkPaymentEntries, type PaymentAmounts } from './payment-entries.js';
import { isFinalStatus } from '../lookups/final-statuses.js';
import { connectorFor } from '../rails/registry.js';
import type { Connector, Rail } from '../rails/types.js';
import { getPayment, hasSettled, paymentKeys, RECONCILE_SHARDS, type PaymentRecord } from './payments.js';
import { commitPayment, TransientError } from './tasks/record.js';
import { compensatePayment } from './tasks/compensate-payment.js';
import { legsNewestFirst, movesOnlyInLedger, undoAtRail } from './tasks/legs.js';
import { sfnPaymentExecutions, type ExecutionState, type PaymentExecutions } from './workflow.js';

export interface ReconcileDeps {
  executions: PaymentExecutions;
  connector: (rail: Rail) => Connector;
  now: () => Date;
}

export const defaultReconcileDeps = (): ReconcileDeps => ({ executions: sfnPaymentExecutions(), connector: connectorFor, now: () => new Date() });

export interface ReconcileOptions {
  /** Repair what can be repaired (end stuck payments, reverse leftovers); false only reports. */
  repair: boolean;
  /** Only payments unchanged for this long: a younger one is still being worked on. Default 60 s. */
  quietSeconds?: number;
  /**
   * A payment not final this long after its last change is stuck even while its execution runs.
   * Default: the answer timeout plus 15 minutes (every wait has ended by then).
   */
  stuckAfterSeconds?: number;
  /**
   * At most this many records a run, shared equally among the index's shards (each walks its own
   * share, side by side with the others); the rest wait for the next run. Default 4,000.
   */
  limit?: number;
  /** No record is started after this moment (the scheduled run's own deadline); the rest wait for the next run. */
  stopAfter?: Date;
  /** Only these payments (a script's or a test's own), still read through the index. */
  only?: readonly string[];
}

/** `failed`: reconciling the record threw; it stays in the index and the run goes on with the others. */
export type FindingKind = 'stuck' | 'rail-leftover' | 'rail-mismatch' | 'ledger-mismatch' | 'failed';

export interface Finding {
  /** Empty for a refund whose reconciliation threw before the refund was read (its refundReference says which). */
  paymentReference: string;
  /** For a refund's finding: the refund (paymentReference is the payment it refunds). */
  refundReference?: string;
  transactionReference?: string;
  kind: FindingKind;
  detail: string;
  repaired: boolean;
}

export interface ReconciliationReport {
  startedAt: string;
  repair: boolean;
  /** Payments read from the index. */
  examined: number;
  /** Found settled this run: they left the index. */
  reconciled: number;
  /** Still being paid normally: looked at again next run. */
  inFlight: number;
  findings: Finding[];
}

/** One record's outcome in a run. */
export interface IndexOutcome {
  state: 'reconciled' | 'in-flight' | 'open';
  findings: Finding[];
}

/** What the walk needs of an index: its shards, the reference its items carry, and whom a finding names. */
export interface ReconcileIndex {
  shardKey: (shard: number) => string;
  referenceAttribute: string;
  /** The finding's subject for a record whose reconciliation threw (it may not have been read). */
  subject: (reference: string) => Pick<Finding, 'paymentReference' | 'refundReference'>;
}

const DEFAULT_LIMIT = 4000;

/**
 * Walks a sharded reconcile index (payments', refunds') for records quiet since `quietSeconds` and
 * adds each one's outcome to the run's report. The shards are walked side by side, each up to its
 * share of `limit` and until `stopAfter`, so records that stay in the index (what cannot be
 * repaired) use up their own shard's share only. A record whose reconciliation throws is reported
 * as `failed` and stays in the index; the run goes on with the others. A repairing run moves each
 * record it leaves open behind the others (PAY-39), so records that stay open cannot keep a shard's
 * share from newer ones; a report-only run writes nothing and reports what it reads.
 */
export async function walkReconcileIndex(
  index: ReconcileIndex, options: ReconcileOptions, now: Date, each: (reference: string, changedAt: string) => Promise<IndexOutcome>,
): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { startedAt: now.toISOString(), repair: options.repair, examined: 0, reconciled: 0, inFlight: 0, findings: [] };
  const quietBefore = new Date(now.getTime() - (options.quietSeconds ?? 60) * 1000).toISOString();
  const perShard = Math.ceil((options.limit ?? DEFAULT_LIMIT) / RECONCILE_SHARDS);
  const timeLeft = () => options.stopAfter === undefined || Date.now() < options.stopAfter.getTime();

  const outcomeOf = async (reference: string, changedAt: string): Promise<IndexOutcome> => {
    try {
      return await each(reference, changedAt);
    } catch (error) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.error('reconciling a record failed; it stays in the index', { reference, error: detail });
      return { state: 'open', findings: [{ ...index.subject(reference), kind: 'failed', detail, repaired: false }] };
    }
  };

  const walkShard = async (shard: number): Promise<void> => {
    let taken = 0;
    const pages = queryPages({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :shard AND GSI1SK < :before',
      ExpressionAttributeValues: { ':shard': index.shardKey(shard), ':before': quietBefore },
      ProjectionExpression: 'PK, SK, #ref, GSI1SK',
      ExpressionAttributeNames: { '#ref': index.referenceAttribute },
      // Only what this shard may still take (a script's own references are looked for among all).
    }, () => (options.only ? undefined : perShard - taken));
    for await (const items of pages) {
      for (const item of items) {
        const reference = String(item[index.referenceAttribute]);
        if (options.only && !options.only.includes(reference)) continue;
        if (taken >= perShard || !timeLeft()) return;
        taken += 1;
        report.examined += 1;
        const sortKey = String(item['GSI1SK']);
        const outcome = await outcomeOf(reference, changedAtOf(sortKey));
        // Reported: behind every record waiting since before this run, so the next runs reach them (PAY-39).
        if (outcome.state === 'open' && options.repair) await sendToBack(item, sortKey, now);
        report.findings.push(...outcome.findings);
        if (outcome.state === 'reconciled') report.reconciled += 1;
        if (outcome.state === 'in-flight') report.inFlight += 1;
      }
      if (taken >= perShard || !timeLeft()) return;
    }
  };
  await Promise.all(Array.from({ length: RECONCILE_SHARDS }, (_, shard) => walkShard(shard)));
  return report;
}

/**
 * A record's sort key in a reconcile index: `<last change>#<reference>` as its record's writes leave
 * it, or `<reported at>#<reference>#<last change>` once a run sent it to the back (PAY-39).
 */
const changedAtOf = (sortKey: string): string => {
  const [first = '', , moved] = sortKey.split('#');
  return moved ?? first;
};

/**
 * Moves a record a run leaves open to the back of its shard: its sort key takes the run's start,
 * keeping its last change (which says when a running execution is stuck). Conditioned on the key
 * as read: a record changed or settled meanwhile keeps what its own write gave it.
 */
async function sendToBack(item: Record<string, unknown>, sortKey: string, now: Date): Promise<void> {
  const [, reference = ''] = sortKey.split('#');
  try {
    await db.send(new UpdateCommand({
      TableName: config.tableName, Key: { PK: item['PK'], SK: item['SK'] },
      UpdateExpression: 'SET GSI1SK = :back', ConditionExpression: 'GSI1SK = :read',
      ExpressionAttributeValues: { ':back': `${now.toISOString()}#${reference}#${changedAtOf(sortKey)}`, ':read': sortKey },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Several runs' reports as one (the scheduled run covers payments and refunds). */
export function combinedReport(reports: readonly ReconciliationReport[]): ReconciliationReport {
  const [first] = reports;
  return {
    startedAt: first?.startedAt ?? new Date().toISOString(), repair: first?.repair ?? false,
    examined: reports.reduce((n, r) => n + r.examined, 0), reconciled: reports.reduce((n, r) => n + r.reconciled, 0),
    inFlight: reports.reduce((n, r) => n + r.inFlight, 0), findings: reports.flatMap((r) => r.findings),
  };
}

/** One run over the payments' reconcile index. */
export function reconcilePayments(options: ReconcileOptions, deps: ReconcileDeps = defaultReconcileDeps()): Promise<ReconciliationReport> {
  const index: ReconcileIndex = { shardKey: paymentKeys.reconcileShard, referenceAttribute: 'paymentReference', subject: (paymentReference) => ({ paymentReference }) };
  return walkReconcileIndex(index, options, deps.now(),
    (reference, changedAt) => reconcilePayment(reference, changedAt, options, deps));
}

async function reconcilePayment(reference: string, changedAt: string, options: ReconcileOptions, deps: ReconcileDeps): Promise<IndexOutcome> {
  let payment = await getPayment(reference);
  if (!payment || payment.reconciledAt !== undefined) return { state: 'open', findings: [] };
  const findings: Finding[] = [];
  if (!isFinalStatus(payment.status)) {
    const execution = await deps.executions.state(payment.paymentReference);
    const stuck = whyStuck(execution, changedAt, options.stuckAfterSeconds ?? paymentAnswerTimeoutSeconds() + 15 * 60, deps.now());
    if (stuck === undefined) return { state: 'in-flight', findings };
    const finding: Finding = { paymentReference: reference, kind: 'stuck', detail: `${payment.status}: ${stuck}`, repaired: options.repair };
    findings.push(finding);
    if (!options.repair) return { state: 'open', findings };
    payment = await endStuck(payment, execution, stuck, deps);
    if (payment.status === 'Completed') finding.detail += ': every leg had moved, so it was completed';
  }
  findings.push(...(await railFindings(payment, options.repair, deps)));
  findings.push(...(await ledgerFindings(payment)));
  if (findings.some((f) => !f.repaired) || !options.repair) return { state: 'open', findings };
  try {
    await commitPayment({ ...payment, reconciledAt: deps.now().toISOString() }, payment);
  } catch (error) {
    // Changed meanwhile: the next run looks again.
    if (error instanceof TransientError) return { state: 'open', findings };
    throw error;
  }
  return { state: 'reconciled', findings };
}

/** Why a payment that is not final will not end by itself; undefined while it may still. */
/**
 * Why a workflow that is not final counts as stuck, or undefined while it may still be working: its
 * execution gone or ended, or silent past `stuckAfterSeconds`. Payments and refunds share it.
 */
export function whyStuck(execution: ExecutionState, changedAt: string, stuckAfterSeconds: number, now: Date): string | undefined {
  if (execution !== 'RUNNING') return execution === 'NONE' ? 'its execution does not exist' : `its execution is ${execution}`;
  const silentFor = (now.getTime() - Date.parse(changedAt)) / 1000;
  return silentFor > stuckAfterSeconds ? `its execution runs but nothing changed for ${Math.round(silentFor)} s` : undefined;
}

/**
 * Stops what is left of the execution and ends the payment here as the workflow would have: completed
 * when every leg had moved (PAY-40), else compensated.
 */
async function endStuck(payment: PaymentRecord, execution: ExecutionState, why: string, deps: ReconcileDeps): Promise<PaymentRecord> {
  if (execution === 'RUNNING') await deps.executions.stop(payment.paymentReference, why);
  const waited = payment.sources.some((l) => l.awaiting !== undefined);
  // A payer who never answered: Expired, as the workflow's own timeout would end it.
  await compensatePayment({ paymentReference: payment.paymentReference, failure: waited ? { Error: 'States.Timeout', Cause: `Reconciliation: ${why}` } : { Error: 'Reconciliation', Cause: why } });
  return (await getPayment(payment.paymentReference)) ?? payment;
}

/** Each leg as its rail sees it, against how the payment ended. */
async function railFindings(payment: PaymentRecord, repair: boolean, deps: ReconcileDeps): Promise<Finding[]> {
  const findings: Finding[] = [];
  // Legs that never leave the platform have no rail: the ledger check below is their whole story.
  for (const leg of legsNewestFirst(payment).filter((l) => !movesOnlyInLedger(l))) {
    const connector = deps.connector(leg.leg.rail);
    const atRail = await connector.lookup(leg.side === 'source' ? 'debit' : 'credit', leg.transactionReference);
    const base = { paymentReference: payment.paymentReference, transactionReference: leg.transactionReference };
    if (hasSettled(payment)) {
      if (atRail?.outcome !== 'succeeded' || atRail.reversed) {
        findings.push({ ...base, kind: 'rail-mismatch', detail: `completed payment, but the ${leg.leg.rail} rail shows ${atRail ? `${atRail.outcome}${atRail.reversed ? ', reversed' : ''}` : 'nothing'}`, repaired: false });
      }
      continue;
    }
    // Money moved, or a debit left waiting for its answer: either must not outlive a failed payment.
    const open = atRail !== undefined && !atRail.reversed && atRail.outcome !== 'declined';
    if (!open) continue;
    if (repair) await undoAtRail(leg);
    findings.push({ ...base, kind: 'rail-leftover', detail: `${payment.status} payment, but the ${leg.leg.rail} rail shows ${atRail.outcome} and not reversed${repair ? ': reversed now' : ''}`, repaired: repair });
  }
  return findings;
}

/** The holding account's entries against what the payment moved: everything if completed, nothing net otherwise. */
async function ledgerFindings(payment: PaymentRecord): Promise<Finding[]> {
  const completed = hasSettled(payment);
  const expected: PaymentAmounts[] = payment.amountTotals.map((t) => ({
    currency: t.currency, sourcedInCents: completed ? t.amountInCents : 0, deliveredInCents: completed ? t.amountInCents : 0,
  }));
  const check = await checkPaymentEntries(payment.paymentReference, expected);
  return check.mismatches.map((detail) => ({ paymentReference: payment.paymentReference, kind: 'ledger-mismatch' as const, detail, repaired: false }));
}
