/** Prints a reconciliation report for operations staff; answers how many findings are still open. */
import type { ReconciliationReport } from '../shared/payments/reconcile.js';

export function printReconciliation(report: ReconciliationReport): number {
  console.log(`${report.examined} payment(s) and refund(s) examined, ${report.reconciled} reconciled, ${report.inFlight} still in flight, ${report.findings.length} finding(s)`);
  for (const f of report.findings) {
    console.log(`  ${f.repaired ? 'repaired' : 'OPEN    '} ${f.kind.padEnd(15)} ${f.refundReference ? `refund ${f.refundReference} of ` : ''}${f.paymentReference}${f.transactionReference ? ` / ${f.transactionReference}` : ''}: ${f.detail}`);
  }
  return report.findings.filter((f) => !f.repaired).length;
}
