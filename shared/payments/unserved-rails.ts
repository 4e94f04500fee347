/**
 * Which legs of a planned payment no connector serves here; apart from plan.ts so a merchant
 * payout's bundle need not carry POST /v1/pay's checks (issue 16).
 */
import type { FieldIssue } from '../http/errors.js';
import { railIsServed } from '../rails/rail-connectors.js';
import type { Rail } from '../rails/types.js';
import type { DestinationDraft, SourceDraft } from './plan.js';
import { isInPlatformRail } from './tasks/ledger-legs.js';

/** The rail a draft will be moved through. */
const railOf = (draft: SourceDraft | DestinationDraft): Rail => (draft.kind === 'ready' ? draft.leg.rail : draft.kind === 'card' ? 'card' : draft.rail);

/**
 * Legs that need a connector no one serves here (production without a processor for that rail):
 * refused before anything is vaulted or written, naming each item. Money inside the platform needs none.
 */
export function unservedRailIssues(items: readonly { path: string; draft: SourceDraft | DestinationDraft }[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const { path, draft } of items) {
    const rail = railOf(draft);
    if (!isInPlatformRail(rail) && !railIsServed(rail)) issues.push({ field: path, reason: `no connector serves the ${rail} rail in this environment` });
  }
  return issues;
}
