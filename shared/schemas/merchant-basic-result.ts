/** The basic merchant profile as answered (POST /v1/merchant, the wallet lookup); the full result extends its fields. */
import * as z from 'zod/mini';
import { opt } from './common.js';
import { kybStatusSummary } from './merchant-enums.js';

export const merchantBasicResultFields = {
  reference: opt(z.string()),
  userReference: opt(z.string()),
  yourReference: opt(z.string()),
  source: opt(z.string()),
  name: z.string(),
  categoryCode: z.number(),
  category: opt(z.string()),
  emailAddress: opt(z.string()),
  mobileNumber: opt(z.string()),
  countryIsoCode: opt(z.string()),
  currency: z.string(),
  kybStatusSummary: kybStatusSummary,
  shortCode: opt(z.number()),
  isActive: z.boolean(),
};

export const merchantBasicResult = z.object(merchantBasicResultFields);
export type MerchantBasicResult = z.infer<typeof merchantBasicResult>;
