import { logger } from '../../shared/log.js';
import { combinedReport, reconcilePayments, type ReconciliationReport } from '../../shared/payments/reconcile.js';
import { reconcileRefunds } from '../../shared/refunds/reconcile.js';

// Run every few minutes (EventBridge in AWS, a timer locally): ends stuck payments and refunds,
// reverses what a failed one left moved at a rail, and reports what it cannot repair.
export const handler = async (): Promise<ReconciliationReport> => {
  const report = combinedReport([await reconcilePayments({ repair: true }), await reconcileRefunds({ repair: true })]);
  const open = report.findings.filter((f) => !f.repaired);
  const summary = { examined: report.examined, reconciled: report.reconciled, inFlight: report.inFlight, repaired: report.findings.length - open.length, open: open.length };
  if (open.length > 0) logger.error('reconciliation found what it cannot repair', { ...summary, findings: open });
  else if (report.findings.length > 0) logger.warn('reconciliation repaired', { ...summary, findings: report.findings });
  else logger.info('reconciliation', summary);
  return report;
};
