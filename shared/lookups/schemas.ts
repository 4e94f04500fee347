/**
 * Request validators backed by the real lookup lists, for every schema in the API: a currency,
 * country or language field accepts only codes the lookups serve. They check against bare code
 * lists (data/code-sets.ts), so using one does not bundle the ISO packages. The lookup endpoints'
 * own query and path schemas are in requests.ts.
 */
import * as z from 'zod/mini';
import { COUNTRY_CODES, CURRENCY_CODES, LANGUAGE_CODES, MERCHANT_CATEGORY_CODES } from './data/code-sets.js';
import { PRODUCT_TYPE_DATA } from './data/product-types.js';
import { TRANSACTION_STATUS_DATA } from './data/transaction-statuses.js';

// Top-level calls are marked pure so a bundle that uses one validator drops the others' code lists.
const oneOf = <T>(values: readonly T[]) => {
  const set = new Set<T>(values);
  return (value: T) => set.has(value);
};

const currencies = /* @__PURE__ */ oneOf(CURRENCY_CODES);
const countries = /* @__PURE__ */ oneOf(COUNTRY_CODES);
const languages = /* @__PURE__ */ oneOf(LANGUAGE_CODES);
const merchantCategories = /* @__PURE__ */ oneOf(MERCHANT_CATEGORY_CODES);

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

/**
 * The same code or `None`: what a consumer profile answers when it has no country or language
 * (CON-5), accepted so the answer can be sent back (CON-16); `None` stores as no value.
 */
export const countryIsoCodeOrNone = () =>
  z.string().check(z.refine((v) => v === 'None' || countries(v), 'must be an ISO 3166-1 alpha-3 country code in capitals, e.g. ZAF, or None'));

export const languageIsoCodeOrNone = () =>
  z.string().check(z.refine((v) => v === 'None' || languages(v), 'must be an ISO 639-2 language code in capitals (terminology form), e.g. ENG, or None'));

/** ISO 18245 merchant category code as an integer (5411), one GET /v1/lookup/merchant-category lists. */
export const merchantCategoryCode = () =>
  z.number().check(z.int('must be a whole number'), z.refine(merchantCategories, 'must be a merchant category code from GET /v1/lookup/merchant-category'));

export const productTypeCode = () => z.enum(PRODUCT_TYPE_DATA.map((p) => p.code));

export const transactionStatusCode = () => z.enum(TRANSACTION_STATUS_DATA.map((s) => s.code));
