import type { Context } from 'aws-lambda';
import { logger } from '../../shared/log.js';
import { combinedReport, reconcilePayments, type ReconciliationReport } from '../../shared/payments/reconcile.js';
import { reconcileRefunds } from '../../shared/refunds/reconcile.js';

// What a run leaves itself to finish the records it started and report, before Lambda's timeout.
const FINISHING_MS = 15_000;

// Run every few minutes (EventBridge in AWS, a timer locally): ends stuck payments and refunds,
// reverses what a failed one left moved at a rail, and reports what it cannot repair. Payments and
// refunds are walked side by side, both until the run's deadline (PAY-18).
export const handler = async (_event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<ReconciliationReport> => {
  const stopAfter = context ? new Date(Date.now() + context.getRemainingTimeInMillis() - FINISHING_MS) : undefined;
  const options = { repair: true, ...(stopAfter ? { stopAfter } : {}) };
  const report = combinedReport(await Promise.all([reconcilePayments(options), reconcileRefunds(options)]));
  const open = report.findings.filter((f) => !f.repaired);
  const summary = { examined: report.examined, reconciled: report.reconciled, inFlight: report.inFlight, repaired: report.findings.length - open.length, open: open.length };
  if (open.length > 0) logger.error('reconciliation found what it cannot repair', { ...summary, findings: open });
  else if (report.findings.length > 0) logger.warn('reconciliation repaired', { ...summary, findings: report.findings });
  else logger.info('reconciliation', summary);
  return report;
};
