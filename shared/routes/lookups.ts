/**
 * Lookups: reference lists and offline address resolution, all GET with an access token. One
 * handler per row, each importing only the data it serves.
 */
import * as z from 'zod/mini';
import { route } from '../http/route.js';
import { noQuery } from '../http/schemas.js';
import {
  addressByLocationResult, bankResult, cardIssuerCountryResult, countryResult, currencyResult, digitalAddressResult, languageResult,
  merchantCategoryGroupResult, merchantCategoryResult, mobileWalletOperatorResult, productTypeResult, transactionStatusResult,
} from '../lookups/results.js';
import { addressByLocationQuery, bankQuery, cardIssuerCountryQuery, digitalAddressPath } from '../lookups/requests.js';

const domain = 'lookups';
const common = { method: 'GET', auth: 'access', domain, successStatus: 200, implemented: true, resources: {} } as const;

export const currency = route({
  ...common, path: '/v1/lookup/currency', handler: 'lookups/currency',
  schemas: { query: noQuery(), response: z.array(currencyResult) },
  summary: 'Currencies this environment serves (ENABLED_CURRENCIES), with ISO 4217 numeric code and minor units.',
});

export const currencyAll = route({
  ...common, path: '/v1/lookup/currency/all', handler: 'lookups/currency-all',
  schemas: { query: noQuery(), response: z.array(currencyResult) },
  summary: 'Every ISO 4217 currency we accept, with numeric code and minor units.',
});

export const country = route({
  ...common, path: '/v1/lookup/country', handler: 'lookups/country',
  schemas: { query: noQuery(), response: z.array(countryResult) },
  summary: 'Countries this environment serves (ENABLED_COUNTRIES): ISO 3166-1 codes, names and dialing codes.',
});

export const countryAll = route({
  ...common, path: '/v1/lookup/country/all', handler: 'lookups/country-all',
  schemas: { query: noQuery(), response: z.array(countryResult) },
  summary: 'Every ISO 3166-1 country: alpha-2, alpha-3 and numeric codes, name, dialing code.',
});

export const language = route({
  ...common, path: '/v1/lookup/language', handler: 'lookups/language',
  schemas: { query: noQuery(), response: z.array(languageResult) },
  summary: 'Languages this environment serves (ENABLED_LANGUAGES), as ISO 639-2 codes and names.',
});

export const languageAll = route({
  ...common, path: '/v1/lookup/language/all', handler: 'lookups/language-all',
  schemas: { query: noQuery(), response: z.array(languageResult) },
  summary: 'Every ISO 639-2 language: terminology and bibliographic codes, ISO 639-1 code, name.',
});

export const mobileWalletOperator = route({
  ...common, path: '/v1/lookup/mobile-wallet-operator', handler: 'lookups/mobile-wallet-operator',
  schemas: { query: noQuery(), response: z.array(mobileWalletOperatorResult) },
  summary: 'Mobile money operators with their country and currency.',
});

export const bank = route({
  ...common, path: '/v1/lookup/bank', handler: 'lookups/bank',
  schemas: { query: bankQuery, response: z.array(bankResult) },
  summary: 'Banks with SWIFT and national bank codes; ?country=<alpha-3> narrows to one country.',
});

export const cardIssuerCountry = route({
  ...common, path: '/v1/lookup/card-issuer-country', handler: 'lookups/card-issuer-country',
  schemas: { query: cardIssuerCountryQuery, response: cardIssuerCountryResult },
  summary: 'Issuer country of a card from its 6-digit BIN (never more digits); isAvailable false when unknown.',
});

export const addressByLocation = route({
  ...common, path: '/v1/lookup/address', handler: 'lookups/address',
  schemas: { query: addressByLocationQuery, response: addressByLocationResult },
  summary: 'Country, time zone and nearest city of a latitude/longitude, and which address fields stay unknown.',
});

export const addressByDigitalAddress = route({
  ...common, path: '/v1/lookup/address/{digitalAddress}', handler: 'lookups/digital-address',
  schemas: { path: digitalAddressPath, query: noQuery(), response: digitalAddressResult },
  summary: 'Region and postcode of a Ghana Post GPS digital address; coordinates are not decoded offline.',
});

export const productType = route({
  ...common, path: '/v1/lookup/product-type', handler: 'lookups/product-type',
  schemas: { query: noQuery(), response: z.array(productTypeResult) },
  summary: 'Product types a merchant product can have, with descriptions and display groups.',
});

export const merchantCategory = route({
  ...common, path: '/v1/lookup/merchant-category', handler: 'lookups/merchant-category',
  schemas: { query: noQuery(), response: z.array(merchantCategoryResult) },
  summary: 'ISO 18245 merchant category codes with names, descriptions and their group.',
});

export const merchantCategoryGroups = route({
  ...common, path: '/v1/lookup/merchant-category-groups', handler: 'lookups/merchant-category-groups',
  schemas: { query: noQuery(), response: z.array(merchantCategoryGroupResult) },
  summary: 'The merchant category groups, each with the codes of its categories.',
});

export const transactionStatus = route({
  ...common, path: '/v1/lookup/transaction-status', handler: 'lookups/transaction-status',
  schemas: { query: noQuery(), response: z.array(transactionStatusResult) },
  summary: 'Payment and transaction statuses: code, name, description, whether final, and the statuses each may move to.',
});
