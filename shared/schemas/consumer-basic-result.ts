/** The basic consumer profile as POST /v1/consumer answers it; the full result extends its fields. */
import * as z from 'zod/mini';
import { opt } from './common.js';
import { gender, kycStatusSummary } from './consumer-status.js';

export const consumerBasicResultFields = {
  reference: opt(z.string()),
  yourReference: opt(z.string()),
  source: opt(z.string()),
  userReference: opt(z.string()),
  firstName: opt(z.string()),
  lastName: opt(z.string()),
  middleName: opt(z.string()),
  emailAddress: opt(z.string()),
  mobileNumber: opt(z.string()),
  countryIsoCode: z.string(),
  dateOfBirth: opt(z.string()),
  gender: opt(gender),
  preferredLanguage: z.string(),
  kycStatusSummary: kycStatusSummary,
  isActive: z.boolean(),
};

export const consumerBasicResult = z.object(consumerBasicResultFields);
export type ConsumerBasicResult = z.infer<typeof consumerBasicResult>;
