/**
 * Query and path schemas of the lookup endpoints (the reusable code validators are in schemas.ts).
 * Each lives in a module of its own so a function builds only its own.
 */
export { bankQuery } from './bank-query.js';
export { cardIssuerCountryQuery } from './card-issuer-query.js';
export { digitalAddressPath } from './digital-address-path.js';
export { addressByLocationQuery } from './location-query.js';
