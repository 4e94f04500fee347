/**
 * A platform reference (a consumer's, merchant's, terminal's, bill's...) or a product id: a UUID,
 * in any case, of any version. No imports, so any bundle takes it for a few bytes. Stricter shapes
 * stay with their owners (payments/references.ts: a payment's or leg's own UUID). Two copies stay
 * where the import's few bytes would grow a function over the size target (PERF-1):
 * agentic/pricing.ts and refunds/external-card.ts.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
