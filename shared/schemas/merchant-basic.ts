/** The basic part of a merchant profile as requests carry it; the pay request reuses its fields to describe its merchant. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { merchantCategoryCode } from '../lookups/schemas.js';
import { countryIsoCode, currencyCode, emailAddress, msisdn, opt, requiredText, text } from './common.js';
import { kybStatusSummary } from './merchant-enums.js';

/** ISO 18245 code, one GET /v1/lookup/merchant-category lists (the category name is derived from it). */
export const categoryCode = () => merchantCategoryCode();

/** Fields of the basic part; the pay request reuses them (all optional there) to describe its merchant. */
export const merchantBasicFields = {
  reference: opt(uuid()),
  userReference: opt(uuid()),
  yourReference: opt(text()),
  source: opt(text(128)),
  name: requiredText(200),
  categoryCode: categoryCode(),
  category: opt(text(200)),
  emailAddress: opt(emailAddress()),
  mobileNumber: opt(msisdn()),
  countryIsoCode: opt(countryIsoCode()),
  currency: currencyCode(),
  kybStatusSummary: z.optional(kybStatusSummary),
  shortCode: opt(z.number().check(z.int('must be a whole number'), z.positive('must be positive'))),
  isActive: z.optional(z.boolean()),
};

export const merchantBasic = z.strictObject(merchantBasicFields);
export type MerchantBasic = z.infer<typeof merchantBasic>;
