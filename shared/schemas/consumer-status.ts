/** The two enums of a consumer profile that requests and answers share: gender and KYC status summary. */
import * as z from 'zod/mini';

export const GENDERS = ['Male', 'Female'] as const;
export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;

export const KYC_STATUSES = ['Unverified', 'Verified', 'Rejected'] as const;
export const kycStatusSummary = z.enum(KYC_STATUSES);
export type KycStatusSummary = z.infer<typeof kycStatusSummary>;
