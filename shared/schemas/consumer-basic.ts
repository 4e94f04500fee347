/** The basic part of a consumer profile as a request sends it; the pay request reuses it to describe its consumer. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { countryIsoCodeOrNone, emailAddress, isoDate, languageIsoCodeOrNone, msisdn, opt, text } from './common.js';
import { gender, kycStatusSummary } from './consumer-status.js';

/** Fields of the basic part; the pay request reuses them to describe its consumer. */
export const consumerBasicFields = {
  reference: opt(uuid()),
  yourReference: opt(text()),
  source: opt(text(128)),
  userReference: opt(uuid()),
  firstName: opt(text(100)),
  lastName: opt(text(100)),
  middleName: opt(text(100)),
  emailAddress: opt(emailAddress()),
  mobileNumber: opt(msisdn()),
  // None (what a profile without one answers) and null clear it (CON-5, CON-16).
  countryIsoCode: opt(countryIsoCodeOrNone()),
  dateOfBirth: opt(isoDate()),
  gender: z.optional(gender),
  preferredLanguage: opt(languageIsoCodeOrNone()),
  kycStatusSummary: z.optional(kycStatusSummary),
  isActive: z.optional(z.boolean()),
};

export const consumerBasic = z.strictObject(consumerBasicFields);
export type ConsumerBasic = z.infer<typeof consumerBasic>;
