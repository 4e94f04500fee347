/**
 * `npm run reconcile [-- --report-only] [-- --quiet-seconds N]`: one reconciliation run, as the
 * scheduled function does it (shared/payments/reconcile.ts, shared/refunds/reconcile.ts): ends stuck
 * payments and refunds, reverses what failed ones left moved at a rail, and prints what it found. Exit 1 when something is left
 * that it could not repair (or, with --report-only, when anything was found).
 */
import { numberFlag, operationsTarget } from './operations-target.js';
import { printReconciliation } from './reconciliation-report.js';

const where = operationsTarget();
const { combinedReport, reconcilePayments } = await import('../shared/payments/reconcile.js');
const { reconcileRefunds } = await import('../shared/refunds/reconcile.js');
const repair = !process.argv.includes('--report-only');
const options = { repair, quietSeconds: numberFlag('quiet-seconds', 60) };
const report = combinedReport([await reconcilePayments(options), await reconcileRefunds(options)]);
console.log(`Reconciliation on ${where}${repair ? '' : ' (report only)'}`);
const open = printReconciliation(report);
process.exit(open > 0 ? 1 : 0);
