/** Banks (shared/lookups/data/banks.ts), optionally of one country. */
import { BANK_DATA, type BankData } from './data/banks.js';

export type Bank = BankData;

/** Banks ordered by country, then name; only those of `countryIsoCode` when given. */
export function banks(countryIsoCode?: string): Bank[] {
  return BANK_DATA.filter((b) => countryIsoCode === undefined || b.countryIsoCode === countryIsoCode).sort(
    (a, b) => a.countryIsoCode.localeCompare(b.countryIsoCode) || a.name.localeCompare(b.name),
  );
}
