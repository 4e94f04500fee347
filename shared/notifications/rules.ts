/**
 * The rules of notification messages and templates (docs/decisions/notifications.md), as plain
 * functions: the visibility window, what a template's dates say about it, which merchants an
 * audience selects, and whom a token speaks for. No reads or writes.
 */
import type { Caller } from '../http/caller.js';
import type { FieldIssue } from '../http/errors.js';
import type { AudienceFilter } from '../schemas/notification-audience.js';
import { ownersOf } from '../wallets/rules.js';

/** NTF-8: a template "ends soon" when its window closes within this many hours. */
export const ENDS_SOON_HOURS = 72;
/** NTF-4: a terminal registered this many years or more before the template is legacy. */
export const LEGACY_TERMINAL_AGE_YEARS = 3;

export interface VisibilityWindow {
  visibleFromDate?: string | null | undefined;
  visibleUntilDate: string;
}

/**
 * NTF-2: the window must end after it starts; a missing start is the creation time (`since`).
 * Problems name the body field.
 */
export function windowIssues(window: VisibilityWindow, since: Date): FieldIssue[] {
  const from = window.visibleFromDate ? Date.parse(window.visibleFromDate) : since.getTime();
  if (Date.parse(window.visibleUntilDate) > from) return [];
  return [{
    field: 'body.visibleUntilDate',
    reason: window.visibleFromDate ? 'must be after visibleFromDate' : 'must be after the creation time (visibleFromDate is null: visible from creation)',
  }];
}

/** Whether a message with this window and creation date is shown to its recipient at `now`. */
export function isVisibleAt(window: VisibilityWindow, createdDate: string, now: Date): boolean {
  const from = Date.parse(window.visibleFromDate ?? createdDate);
  return from <= now.getTime() && now.getTime() < Date.parse(window.visibleUntilDate);
}

/** endsSoon, isExpired and isActive of a template, from its dates at `now` (NTF-8). */
export function windowFlags(window: VisibilityWindow, createdDate: string, now: Date): { endsSoon: boolean; isExpired: boolean; isActive: boolean } {
  const until = Date.parse(window.visibleUntilDate);
  const isExpired = now.getTime() >= until;
  const isActive = isVisibleAt(window, createdDate, now);
  return { isExpired, isActive, endsSoon: !isExpired && until - now.getTime() <= ENDS_SOON_HOURS * 3600_000 };
}

/** What the audience filters read of a merchant profile. */
export interface AudienceFacts {
  /** NTF-13: an inactive merchant is reached by no template. */
  isActive: boolean;
  industry: string;
  terminals: readonly { isActive: boolean; createdDate: string }[];
  assignedProductReferences: readonly string[];
}

const INDUSTRY_OF: Partial<Record<AudienceFilter, string>> = {
  IndustryRetail: 'Retail', IndustryRestaurant: 'Restaurant', IndustryForecourt: 'Forecourt', IndustryWorkshop: 'Workshop',
};

/** NTF-4: an active terminal registered at least LEGACY_TERMINAL_AGE_YEARS before `now`. */
export function isLegacyTerminal(terminal: { isActive: boolean; createdDate: string }, now: Date): boolean {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LEGACY_TERMINAL_AGE_YEARS);
  return terminal.isActive && Date.parse(terminal.createdDate) <= cutoff.getTime();
}

/**
 * NTF-3: filters of one group (industry; terminal age) widen each other (OR); groups narrow each
 * other (AND); AllMerchants alone selects every active merchant (NTF-13) and adds nothing beside
 * other filters.
 */
export function matchesAudience(filters: readonly AudienceFilter[], merchant: AudienceFacts, now: Date): boolean {
  if (!merchant.isActive) return false;
  const industries = filters.flatMap((f) => INDUSTRY_OF[f] ?? []);
  if (industries.length > 0 && !industries.includes(merchant.industry)) return false;
  const active = merchant.terminals.filter((t) => t.isActive);
  const legacy = filters.includes('MerchantsWithLegacyTerminals');
  const fresh = filters.includes('MerchantsWithNewTerminals');
  if ((legacy || fresh) && !active.some((t) => (isLegacyTerminal(t, now) ? legacy : fresh))) return false;
  if (filters.includes('MerchantsWithProducts') && merchant.assignedProductReferences.length === 0) return false;
  return true;
}

export type RecipientType = 'Merchant' | 'Consumer';

export interface Recipient {
  recipientType: RecipientType;
  recipientReference: string;
}

/** NTF-9: whom a token reads messages for: its consumer and its merchant (the same claims that name a wallet's owner). */
export function recipientsOf(caller: Caller): Recipient[] {
  return ownersOf(caller).map((o) => ({ recipientType: o.ownerType, recipientReference: o.ownerReference }));
}
