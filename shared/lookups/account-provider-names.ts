/**
 * The names a consumer's account results carry (bankName, operatorName), as short code → name lists
 * rather than the whole lists (data/banks.ts with BICs and clearing codes, data/mobile-wallet-operators.ts
 * with operators and currencies, for the lookups): every profile read answers them, and the lists
 * were 6 KB of each such bundle (issue 16). Generated from the lists into data/short-lists.ts by
 * data/generate-code-sets.ts.
 */
import { BANK_NAMES, OPERATOR_NAMES } from './data/short-lists.js';

/** The bank's name (GET /v1/lookup/bank), or undefined for a code not on the list. */
export const bankName = (code: string): string | undefined => BANK_NAMES.get(code);

/** The mobile wallet's name (GET /v1/lookup/mobile-wallet-operator), or undefined for a code not on the list. */
export const operatorName = (code: string): string | undefined => OPERATOR_NAMES.get(code);
