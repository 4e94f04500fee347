/** The notification rules as plain functions (docs/decisions/notifications.md): windows, template flags, audiences. */
import { describe, expect, it } from 'vitest';
import { isLegacyTerminal, matchesAudience, windowFlags, windowIssues, type AudienceFacts } from '../../shared/notifications/rules.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3600_000).toISOString();

describe('visibility window (NTF-2)', () => {
  it('must end after it starts; a missing start is the creation time', () => {
    expect(windowIssues({ visibleUntilDate: hoursFromNow(1) }, NOW)).toEqual([]);
    expect(windowIssues({ visibleFromDate: hoursFromNow(2), visibleUntilDate: hoursFromNow(3) }, NOW)).toEqual([]);
    expect(windowIssues({ visibleFromDate: hoursFromNow(2), visibleUntilDate: hoursFromNow(2) }, NOW)).toEqual([{ field: 'body.visibleUntilDate', reason: 'must be after visibleFromDate' }]);
    expect(windowIssues({ visibleFromDate: null, visibleUntilDate: NOW.toISOString() }, NOW)[0]?.reason).toMatch(/after the creation time/);
    // A start in the past is allowed: the window is what it is.
    expect(windowIssues({ visibleFromDate: hoursFromNow(-48), visibleUntilDate: hoursFromNow(-24) }, NOW)).toEqual([]);
  });
});

describe('template flags (NTF-8)', () => {
  const created = hoursFromNow(-1);
  it('is active inside its window, ends soon within 72 hours of its end, and is expired from its end on', () => {
    expect(windowFlags({ visibleUntilDate: hoursFromNow(73) }, created, NOW)).toEqual({ isActive: true, endsSoon: false, isExpired: false });
    expect(windowFlags({ visibleUntilDate: hoursFromNow(72) }, created, NOW)).toEqual({ isActive: true, endsSoon: true, isExpired: false });
    expect(windowFlags({ visibleUntilDate: NOW.toISOString() }, created, NOW)).toEqual({ isActive: false, endsSoon: false, isExpired: true });
    expect(windowFlags({ visibleFromDate: hoursFromNow(1), visibleUntilDate: hoursFromNow(10) }, created, NOW)).toEqual({ isActive: false, endsSoon: true, isExpired: false });
  });
});

describe('audiences (NTF-3, NTF-4)', () => {
  const terminal = (years: number, isActive = true) => ({ isActive, createdDate: new Date(NOW.getTime() - years * 365.25 * 86_400_000).toISOString() });
  const merchant = (industry: string, terminals: AudienceFacts['terminals'] = [], products = 0): AudienceFacts => ({
    isActive: true, industry, terminals, assignedProductReferences: Array.from({ length: products }, (_, i) => `p${i}`),
  });

  it('calls an active terminal legacy from three years after its registration', () => {
    expect(isLegacyTerminal(terminal(3.01), NOW)).toBe(true);
    expect(isLegacyTerminal(terminal(2.99), NOW)).toBe(false);
    expect(isLegacyTerminal(terminal(10, false), NOW)).toBe(false);
  });

  it('ORs filters of one group, ANDs the groups, and lets AllMerchants add nothing', () => {
    const oldRetail = merchant('Retail', [terminal(5)]);
    const newRestaurant = merchant('Restaurant', [terminal(1)], 1);
    const both = merchant('Workshop', [terminal(5), terminal(1)]);
    const noTerminal = merchant('Retail');
    const all = [oldRetail, newRestaurant, both, noTerminal];
    const pick = (filters: Parameters<typeof matchesAudience>[0]) => all.map((m) => matchesAudience(filters, m, NOW));
    expect(pick(['AllMerchants'])).toEqual([true, true, true, true]);
    expect(pick(['IndustryRetail', 'IndustryRestaurant'])).toEqual([true, true, false, true]);
    expect(pick(['IndustryRetail', 'MerchantsWithLegacyTerminals'])).toEqual([true, false, false, false]);
    expect(pick(['MerchantsWithLegacyTerminals', 'MerchantsWithNewTerminals'])).toEqual([true, true, true, false]);
    expect(pick(['MerchantsWithNewTerminals'])).toEqual([false, true, true, false]);
    expect(pick(['MerchantsWithProducts', 'AllMerchants'])).toEqual([false, true, false, false]);
    expect(pick(['IndustryForecourt'])).toEqual([false, false, false, false]);
  });

  it('reaches no inactive merchant, whatever the filters (NTF-13)', () => {
    const closed = { ...merchant('Retail', [terminal(5), terminal(1)], 2), isActive: false };
    for (const filters of [['AllMerchants'], ['IndustryRetail'], ['MerchantsWithLegacyTerminals'], ['MerchantsWithNewTerminals'], ['MerchantsWithProducts']] as const) {
      expect(matchesAudience(filters, closed, NOW)).toBe(false);
      expect(matchesAudience(filters, { ...closed, isActive: true }, NOW)).toBe(true);
    }
  });
});
