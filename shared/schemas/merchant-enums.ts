/** Merchant enumerations shared by the profile bodies and results: KYB status, industry, settlement time, fuel purchase method. */
import * as z from 'zod/mini';

export const KYB_STATUSES = ['Unverified', 'Verified', 'PartiallyVerified', 'Rejected'] as const;
export const kybStatusSummary = z.enum(KYB_STATUSES);
export type KybStatusSummary = z.infer<typeof kybStatusSummary>;

export const INDUSTRIES = ['None', 'Retail', 'Restaurant', 'Forecourt', 'Workshop'] as const;
export const industry = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industry>;

// Only None is named by the interface; the other values are ours.
export const SETTLEMENT_TIMES = ['None', 'Immediate', 'EndOfDay', 'NextBusinessDay', 'Weekly'] as const;
export const settlementTime = z.enum(SETTLEMENT_TIMES);

// Only ByAmount is named by the interface; the other values are ours.
export const FUEL_PURCHASE_METHODS = ['ByAmount', 'ByVolume', 'FillUp'] as const;
export const fuelPurchaseMethod = z.enum(FUEL_PURCHASE_METHODS);
