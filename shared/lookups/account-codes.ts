/**
 * The bank and mobile wallet operator codes alone, for the pay request's checks: the full lists with
 * names, countries and clearing codes (data/banks.ts, data/mobile-wallet-operators.ts, served by the
 * lookups) were 6.3 KB of the pay bundle (issue 16). Generated from those lists, in their order, into
 * data/short-lists.ts by data/generate-code-sets.ts.
 */
export { BANK_CODES, MOBILE_WALLET_OPERATOR_CODES } from './data/short-lists.js';
