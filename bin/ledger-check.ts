/**
 * `npm run ledger:check [-- --quiet-seconds N]`: the ledger's invariants (every currency's entries
 * sum to zero, every balance item equals its entries and sits where its account kind allows) and
 * the reconciliation report of payments and refunds (report only: nothing is changed; LED-19).
 * Exit 1 when anything is wrong.
 * It Scans the ledger: an operations tool, never a request path.
 */
import { numberFlag, operationsTarget } from './operations-target.js';
import { printReconciliation } from './reconciliation-report.js';

const where = operationsTarget();
const { checkLedgerInvariants } = await import('../shared/ledger/invariants.js');
const { combinedReport, reconcilePayments } = await import('../shared/payments/reconcile.js');
const { reconcileRefunds } = await import('../shared/refunds/reconcile.js');

console.log(`Ledger check on ${where}`);
const ledger = await checkLedgerInvariants();
const totals = Object.entries(ledger.totalsByCurrency).map(([currency, total]) => `${currency} ${total}`).join(', ') || 'no entries';
console.log(`Ledger: ${ledger.balancedPerCurrency ? 'balanced' : 'NOT BALANCED'} per currency (entry totals: ${totals}); ${ledger.mismatches.length} balance mismatch(es)`);
for (const m of ledger.mismatches) console.log(`  ${m.account} ${m.currency}: ${m.reason} (balance ${m.balanceInCents ?? 'none'}, entries ${m.entriesInCents})`);
// Not a break (LED-15), but money the platform must recover: the balance alone does not say why it is negative (LED-16).
console.log(`Debts compensation left, to recover: ${ledger.debts.length}`);
for (const d of ledger.debts) console.log(`  ${d.account} ${d.currency}: owes ${d.owedInCents}`);
// Refunds too (LED-19): a refund stuck with money in its holding account, or completed with a step its rail reversed, is a break.
const options = { repair: false, quietSeconds: numberFlag('quiet-seconds', 60) };
const open = printReconciliation(combinedReport([await reconcilePayments(options), await reconcileRefunds(options)]));
process.exit(!ledger.balancedPerCurrency || ledger.mismatches.length > 0 || open > 0 ? 1 : 0);
