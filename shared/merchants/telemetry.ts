/**
 * Terminal telemetry use cases: a terminal reports, an administrator reads the latest of one
 * terminal or of all a merchant's terminals. What is stored and how: shared/merchants/telemetry-reports.ts.
 */
import { ownsMerchant } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import type { TelemetryReportBody } from '../schemas/telemetry-report.js';
import type { TelemetryResult } from '../schemas/telemetry-result.js';
import { requireMerchant } from './lookups.js';
import { merchantByMarker, merchantMarkers } from './merchants.js';
import { merchantTelemetryReports, putLatestTelemetry, readLatestTelemetry, telemetryOf } from './telemetry-reports.js';

/** A terminal clock may run a little ahead; further ahead is a wrong clock, refused. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * POST /v1/merchant/terminal/telemetry: a token of the terminal's merchant reports for one of its
 * terminals (a token carrying TerminalReference only for that terminal). Answers the latest stored.
 */
export async function reportTelemetry(caller: Caller, body: TelemetryReportBody, now = new Date()): Promise<TelemetryResult> {
  const terminalReference = body.terminalReference.toLowerCase();
  const found = await merchantByMarker(merchantMarkers.terminal(terminalReference));
  // Another merchant's terminal is answered as one that does not exist (the same 404, word for word).
  if (!found || !ownsMerchant(caller, found.merchant.reference)) throw new NotFoundError('Terminal', 'body.terminalReference');
  const terminalClaim = caller.kind === 'user' ? caller.claims['TerminalReference'] : undefined;
  if (terminalClaim !== undefined && terminalClaim.toLowerCase() !== terminalReference) throw new NotFoundError('Terminal', 'body.terminalReference');

  const reportedDate = body.reportedDate ? new Date(body.reportedDate) : now;
  if (reportedDate.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) {
    throw new ValidationError([{ field: 'body.reportedDate', reason: 'must not be in the future' }]);
  }
  const reported = { terminalReference, reportedDate: reportedDate.toISOString() };
  // Both keys are already in the filtered entries; spread again only so the type says they are there.
  const telemetry = { ...Object.fromEntries(Object.entries({ ...body, ...reported }).filter(([, v]) => v !== null && v !== undefined)), ...reported };
  // A stale report is not stored; the answer is then the newer one that is.
  await putLatestTelemetry(found.merchant.reference, telemetry, now);
  return (await readLatestTelemetry(found.merchant.reference, terminalReference)) ?? telemetryOf({ ...telemetry });
}

/** One terminal's latest telemetry; 404 when the merchant, the terminal or the data is absent. */
export async function terminalTelemetry(merchantReference: string, terminalReference: string): Promise<TelemetryResult> {
  const merchant = await requireMerchant(merchantReference);
  const terminal = merchant.terminals.find((t) => t.reference === terminalReference.toLowerCase());
  if (!terminal) throw new NotFoundError('Terminal', 'path.terminalReference');
  const latest = await readLatestTelemetry(merchant.reference, terminal.reference);
  if (!latest) throw new NotFoundError('Telemetry of this terminal', 'path.terminalReference');
  return latest;
}

/** The latest telemetry of the merchant's current terminals, only the named ones when a filter is given. */
export async function merchantTelemetry(merchantReference: string, terminalReferences: readonly string[]): Promise<TelemetryResult[]> {
  const merchant = await requireMerchant(merchantReference);
  const wanted = new Set(terminalReferences.map((r) => r.toLowerCase()));
  const current = new Set(merchant.terminals.map((t) => t.reference));
  return (await merchantTelemetryReports(merchant.reference))
    .filter((t) => current.has(t.terminalReference) && (wanted.size === 0 || wanted.has(t.terminalReference)));
}
