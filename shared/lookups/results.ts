/**
 * Response shapes of the list lookup endpoints (plain types: a response is never refused for a stricter
 * rule). The two address answers are in address-results.ts: they build on the platform's address schema.
 */
import * as z from 'zod/mini';

const nullableString = () => z.nullable(z.string());

export const currencyResult = z.object({
  code: z.string(),
  numericCode: z.number(),
  name: z.string(),
  minorUnits: z.number(),
  symbol: z.string(),
});

export const countryResult = z.object({
  country: z.string(),
  countryName: z.string(),
  longIsoCode: z.string(),
  shortIsoCode: z.string(),
  numericIsoCode: z.number(),
  dialingCode: z.string(),
  currencyCode: nullableString(),
  region: z.string(),
});

export const languageResult = z.object({
  code: z.string(),
  bibliographicCode: z.string(),
  alpha2Code: nullableString(),
  name: z.string(),
});

export const mobileWalletOperatorResult = z.object({
  code: z.string(),
  name: z.string(),
  operator: z.string(),
  countryIsoCode: z.string(),
  currency: z.string(),
});

export const bankResult = z.object({
  code: z.string(),
  name: z.string(),
  countryIsoCode: z.string(),
  swiftCode: nullableString(),
  nationalBankCode: nullableString(),
});

/** The interface's fields; every one but isAvailable is null when the BIN is unknown. */
export const cardIssuerCountryResult = z.object({
  isAvailable: z.boolean(),
  country: nullableString(),
  countryName: nullableString(),
  longIsoCode: nullableString(),
  shortIsoCode: nullableString(),
  numericIsoCode: z.nullable(z.number().check(z.int())),
  dialingCode: nullableString(),
});

export const productTypeResult = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  group: z.string(),
});

export const merchantCategoryResult = z.object({
  code: z.number(),
  mcc: z.string(),
  name: z.string(),
  description: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
});

export const merchantCategoryGroupResult = z.object({
  code: z.string(),
  name: z.string(),
  categoryCodes: z.array(z.number()),
});

export const transactionStatusResult = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The integer codes a refund status carries (docs/decisions/payments.md, PAY-20), with their names. */
  status: z.number(),
  category: z.number(),
  categoryName: z.string(),
  summaryStatus: z.number(),
  summaryStatusName: z.string(),
  isFinal: z.boolean(),
  next: z.array(z.string()),
});
