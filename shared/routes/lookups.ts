/**
 * Lookups: reference lists and offline address resolution, all GET with an access token. One
 * handler per row, each importing only the data it serves.
 */
export { currency } from './lookups/currency.js';
export { currencyAll } from './lookups/currency-all.js';
export { country } from './lookups/country.js';
export { countryAll } from './lookups/country-all.js';
export { language } from './lookups/language.js';
export { languageAll } from './lookups/language-all.js';
export { mobileWalletOperator } from './lookups/mobile-wallet-operator.js';
export { bank } from './lookups/bank.js';
export { cardIssuerCountry } from './lookups/card-issuer-country.js';
export { addressByLocation } from './lookups/address.js';
export { addressByDigitalAddress } from './lookups/digital-address.js';
export { productType } from './lookups/product-type.js';
export { merchantCategory } from './lookups/merchant-category.js';
export { merchantCategoryGroups } from './lookups/merchant-category-groups.js';
export { transactionStatus } from './lookups/transaction-status.js';
