/**
 * Refund reconciliation (docs/decisions/refunds.md, REF-9), the refunds' side of the payments' run
 * (shared/payments/reconcile.ts, PAY-18): every refund sits in its reconcile index until a run finds
 * it settled. For each refund quiet for a while:
 *   - not final, and its execution gone, ended, or silent far past any retry: stuck — the execution
 *     is stopped and the refund compensated here, as the workflow would have; one whose two steps
 *     are both done is completed instead, never reversed (the money reached the source, REF-10);
 *   - Failed: a step its rail still shows done and not reversed is reversed at the rail;
 *   - Completed: each step outside the platform must show done and not reversed at its rail;
 *   - its ledger must be what its steps say (REF-17): each step's posting there exactly when the
 *     step is Completed or Reversed, its reversal exactly when Reversed, and the refund's holding
 *     account holding what recover took in and giveBack did not yet give on.
 * What cannot be repaired stays in the index and is reported by every run.
 */
import { ledgerAccountKey } from '../ledger/accounts.js';
import { accountBalance } from '../ledger/balances.js';
import { storedHeader, type LedgerTransaction } from '../ledger/postings.js';
import { isFinalStatus } from '../lookups/final-statuses.js';
import { connectorFor } from '../rails/registry.js';
import type { RailOperationState } from '../rails/types.js';
import { sfnWorkflowExecutions } from '../payments/workflow.js';
import { walkReconcileIndex, whyStuck, type Finding, type ReconcileIndex, type IndexOutcome, type ReconcileDeps, type ReconcileOptions, type ReconciliationReport } from '../payments/reconcile.js';
import { getRefund, refundKeys, type RefundRecord } from './refunds.js';
import { compensateRefund } from './tasks/lifecycle.js';
import { railKey, reversalOfStep, stepPosting, undoStepAtRail, type StepName } from './tasks/postings.js';
import { commitRefund, TransientError } from './tasks/record.js';

/** Silent this long while not final: stuck even while its execution runs (its retries end within minutes). */
const STUCK_AFTER_SECONDS = 15 * 60;

const finding = (refund: RefundRecord, kind: Finding['kind'], detail: string, repaired: boolean): Finding =>
  ({ paymentReference: refund.paymentReference, refundReference: refund.refundReference, kind, detail, repaired });

/** The steps that went through a rail, with the rail's own record of each. */
async function railSteps(refund: RefundRecord, deps: ReconcileDeps): Promise<{ step: StepName; rail: string; atRail: RailOperationState | undefined }[]> {
  const steps: { step: StepName; rail: string; atRail: RailOperationState | undefined }[] = [];
  if (!refund.destination.inPlatform) {
    const rail = refund.destination.leg.rail;
    steps.push({ step: 'recover', rail, atRail: await deps.connector(rail).lookup('recall', railKey(refund, 'recover')) });
  }
  if (!refund.source.inPlatform) {
    const rail = refund.source.leg.rail;
    steps.push({ step: 'giveBack', rail, atRail: await deps.connector(rail).lookup('refund', railKey(refund, 'giveBack')) });
  }
  return steps;
}

async function railFindings(refund: RefundRecord, repair: boolean, deps: ReconcileDeps): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { step, rail, atRail } of await railSteps(refund, deps)) {
    if (refund.status === 'Completed') {
      if (atRail?.outcome !== 'succeeded' || atRail.reversed) findings.push(finding(refund, 'rail-mismatch', `completed refund, but the ${rail} rail shows ${atRail ? `${atRail.outcome}${atRail.reversed ? ', reversed' : ''}` : 'nothing'} for its ${step}`, false));
      continue;
    }
    const open = atRail !== undefined && !atRail.reversed && atRail.outcome === 'succeeded';
    if (!open) continue;
    if (repair) await undoStepAtRail(refund, step);
    findings.push(finding(refund, 'rail-leftover', `${refund.status} refund, but the ${rail} rail shows its ${step} done and not reversed${repair ? ': reversed now' : ''}`, repair));
  }
  return findings;
}

/** What is wrong with a posting the refund should (or should not) have: its header, read by id. */
async function postingMismatch(tx: LedgerTransaction, expected: boolean, reversedBy: string | undefined): Promise<string | undefined> {
  const header = await storedHeader(tx.id);
  if (!expected) return header ? `${tx.id} is posted` : undefined;
  if (!header) return `${tx.id} is missing`;
  const postings = (h: Pick<LedgerTransaction, 'postings'>) => JSON.stringify(h.postings.map((p) => [p.account, p.currency, p.amountInCents]));
  if (postings(header as unknown as LedgerTransaction) !== postings(tx)) return `${tx.id} moves other amounts or accounts`;
  if (header['reversedBy'] !== reversedBy) return `${tx.id} is ${header['reversedBy'] ? `reversed by ${String(header['reversedBy'])}` : 'not reversed'}`;
  return undefined;
}

/**
 * The refund's ledger as its steps say it must be (REF-17): each step's posting there when the step
 * is Completed or Reversed (and marked reversed only when Reversed), its reversal there only when
 * Reversed, and the holding account holding what recover took in and giveBack did not give on.
 */
async function ledgerFindings(refund: RefundRecord): Promise<Finding[]> {
  const details: (string | undefined)[] = [];
  for (const step of ['recover', 'giveBack'] as const) {
    const { status } = refund[step];
    const reversal = reversalOfStep(refund, step);
    details.push(await postingMismatch(stepPosting(refund, step), status === 'Completed' || status === 'Reversed', status === 'Reversed' ? reversal.id : undefined));
    details.push(await postingMismatch(reversal, status === 'Reversed', undefined));
  }
  const done = (step: StepName) => (refund[step].status === 'Completed' ? refund.amountInCents : 0);
  const want = done('recover') - done('giveBack');
  const held = (await accountBalance(ledgerAccountKey.refundHold(refund.refundReference), refund.currency)).currentAmountInCents;
  if (held !== want) details.push(`its holding account holds ${held} ${refund.currency} cents, not ${want}`);
  const steps = `recover ${refund.recover.status}, giveBack ${refund.giveBack.status}`;
  return details.filter((d): d is string => d !== undefined).map((d) => finding(refund, 'ledger-mismatch', `${refund.status} refund (${steps}), but ${d}`, false));
}

async function reconcileRefund(reference: string, changedAt: string, options: ReconcileOptions, deps: ReconcileDeps): Promise<IndexOutcome> {
  let refund = await getRefund(reference);
  if (!refund || refund.reconciledAt !== undefined) return { state: 'open', findings: [] };
  const findings: Finding[] = [];
  if (!isFinalStatus(refund.status)) {
    const execution = await deps.executions.state(reference);
    const why = whyStuck(execution, changedAt, options.stuckAfterSeconds ?? STUCK_AFTER_SECONDS, deps.now());
    if (why === undefined) return { state: 'in-flight', findings };
    if (!options.repair) return { state: 'open', findings: [finding(refund, 'stuck', `${refund.status}: ${why}`, false)] };
    if (execution === 'RUNNING') await deps.executions.stop(reference, why);
    // Compensation completes a refund whose two steps are both done rather than reversing them (REF-10).
    const ended = await compensateRefund({ refundReference: reference, failure: { Error: 'Reconciliation', Cause: why } });
    findings.push(finding(refund, 'stuck', `${refund.status}: ${why}: ${ended.status === 'Completed' ? 'completed (both steps were done)' : 'compensated'}`, true));
    refund = (await getRefund(reference)) ?? refund;
  }
  findings.push(...(await railFindings(refund, options.repair, deps)), ...(await ledgerFindings(refund)));
  if (findings.some((f) => !f.repaired) || !options.repair) return { state: 'open', findings };
  try {
    await commitRefund({ ...refund, reconciledAt: deps.now().toISOString() }, refund.version);
  } catch (error) {
    if (error instanceof TransientError) return { state: 'open', findings };
    throw error;
  }
  return { state: 'reconciled', findings };
}

export const defaultRefundReconcileDeps = (): ReconcileDeps => ({ executions: sfnWorkflowExecutions('refund'), connector: connectorFor, now: () => new Date() });

/** One run over the refunds' reconcile index; `deps.executions` are the refund workflow's. */
export function reconcileRefunds(options: ReconcileOptions, deps: ReconcileDeps = defaultRefundReconcileDeps()): Promise<ReconciliationReport> {
  // A refund that could not be read names no payment: the finding carries the refund's reference.
  const index: ReconcileIndex = { shardKey: refundKeys.reconcileShard, referenceAttribute: 'refundReference', subject: (refundReference) => ({ paymentReference: '', refundReference }) };
  return walkReconcileIndex(index, options, deps.now(),
    (reference, changedAt) => reconcileRefund(reference, changedAt, options, deps));
}
