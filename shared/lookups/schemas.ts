/**
 * Request validators backed by the real lookup lists, for every schema in the API: a currency,
 * country or language field accepts only codes the lookups serve. They check against bare code
 * lists (data/code-sets.ts), so using one does not bundle the ISO packages.
 */
import * as z from 'zod/mini';
import { COUNTRY_CODES, CURRENCY_CODES, LANGUAGE_CODES, MERCHANT_CATEGORY_CODES } from './data/code-sets.js';
import { PRODUCT_TYPE_DATA } from './data/product-types.js';
import { TRANSACTION_STATUS_DATA } from './data/transaction-statuses.js';
import { DIGITAL_ADDRESS_PATTERN, GHANA_POST_GPS_REGION_LETTERS } from './ghana-post-gps.js';

const oneOf = <T>(values: readonly T[]) => {
  const set = new Set<T>(values);
  return (value: T) => set.has(value);
};

const currencies = oneOf(CURRENCY_CODES);
const countries = oneOf(COUNTRY_CODES);
const languages = oneOf(LANGUAGE_CODES);
const merchantCategories = oneOf(MERCHANT_CATEGORY_CODES);

/** ISO 4217 code of a currency we accept (GET /v1/lookup/currency/all), in capitals. */
export const currencyCode = () =>
  z.string().check(z.refine(currencies, 'must be an ISO 4217 currency code in capitals, e.g. ZAR (GET /v1/lookup/currency/all)'));

/** ISO 3166-1 alpha-3 country code (GET /v1/lookup/country/all), in capitals. */
export const countryIsoCode = () =>
  z.string().check(z.refine(countries, 'must be an ISO 3166-1 alpha-3 country code in capitals, e.g. ZAF (GET /v1/lookup/country/all)'));

/** ISO 639-2 language code, the terminology form (DEU, not GER), in capitals (GET /v1/lookup/language/all). */
export const languageIsoCode = () =>
  z.string().check(
    z.refine(languages, 'must be an ISO 639-2 language code in capitals, terminology form (DEU, not GER), e.g. ENG (GET /v1/lookup/language/all)'),
  );

/** ISO 18245 merchant category code as an integer (5411), one GET /v1/lookup/merchant-category lists. */
export const merchantCategoryCode = () =>
  z.number().check(z.int('must be a whole number'), z.refine(merchantCategories, 'must be a merchant category code from GET /v1/lookup/merchant-category'));

export const productTypeCode = () => z.enum(PRODUCT_TYPE_DATA.map((p) => p.code));

export const transactionStatusCode = () => z.enum(TRANSACTION_STATUS_DATA.map((s) => s.code));

// Reasons never repeat the value: a card BIN is card data and must not travel into logs or reports.
const CARD_BIN_REASON = 'must be exactly 6 digits: the first six digits of the card number, never more';

/** ?cardBin=NNNNNN: exactly six digits (the interface: first 6 digits only, never the full number). */
export const cardIssuerCountryQuery = z.strictObject({
  cardBin: z.string().check(z.regex(/^\d{6}$/, CARD_BIN_REASON)),
});

const DECIMAL_DEGREES = /^[+-]?\d{1,3}(\.\d{1,15})?$/;

/** A query value in decimal degrees within ±limit, handed on as a number. */
const degrees = (limit: number) =>
  z.pipe(
    z.string().check(
      z.regex(DECIMAL_DEGREES, 'must be a decimal number of degrees, e.g. -26.2041'),
      z.refine((v) => !DECIMAL_DEGREES.test(v) || Math.abs(Number(v)) <= limit, `must be between -${limit} and ${limit}`),
    ),
    z.transform(Number),
  );

/** ?latitude=&longitude= in decimal degrees (WGS 84). */
export const addressByLocationQuery = z.strictObject({ latitude: degrees(90), longitude: degrees(180) });

/** /v1/lookup/address/{digitalAddress}: a Ghana Post GPS digital address, any case, handed on in capitals. */
export const digitalAddressPath = z.strictObject({
  digitalAddress: z.pipe(
    z.string().check(
      z.refine((v) => DIGITAL_ADDRESS_PATTERN.test(v.trim().toUpperCase()), 'must be a Ghana Post GPS digital address such as GA-123-4567'),
      z.refine(
        (v) => !DIGITAL_ADDRESS_PATTERN.test(v.trim().toUpperCase()) || GHANA_POST_GPS_REGION_LETTERS.includes(v.trim().charAt(0).toUpperCase()),
        `must start with a Ghana Post GPS region letter (${GHANA_POST_GPS_REGION_LETTERS.join(', ')})`,
      ),
    ),
    z.transform((v) => v.trim().toUpperCase()),
  ),
});

/** ?country= (optional) on GET /v1/lookup/bank. */
export const bankQuery = z.strictObject({ country: z.optional(countryIsoCode()) });
