/**
 * A country's codes and English name by either ISO code, as the address lookup answers them. Read
 * from compact generated tables (data/code-sets.ts) so that its bundle need not carry
 * country-codes-list (about 130 KB) beside the borders it must; the lookup endpoints' full list is
 * countries.ts. test/unit/lookups-data.test.ts checks that both agree.
 */
import { COUNTRY_ALPHA2, COUNTRY_NAMES } from './data/code-sets.js';

export interface CountryName {
  /** ISO 3166-1 alpha-3. */
  longIsoCode: string;
  /** ISO 3166-1 alpha-2. */
  shortIsoCode: string;
  countryName: string;
}

let tables: { byAlpha3: ReadonlyMap<string, CountryName>; byAlpha2: ReadonlyMap<string, CountryName> } | undefined;

function countryTables() {
  if (!tables) {
    const countries = COUNTRY_ALPHA2.map((entry, i) => ({ longIsoCode: entry.slice(0, 3), shortIsoCode: entry.slice(3), countryName: COUNTRY_NAMES[i] ?? '' }));
    tables = { byAlpha3: new Map(countries.map((c) => [c.longIsoCode, c])), byAlpha2: new Map(countries.map((c) => [c.shortIsoCode, c])) };
  }
  return tables;
}

/** The country of an alpha-3 code we serve, or undefined. */
export const countryNameByAlpha3 = (alpha3: string): CountryName | undefined => countryTables().byAlpha3.get(alpha3);

/** The country of an alpha-2 code we serve, or undefined. */
export const countryNameByAlpha2 = (alpha2: string): CountryName | undefined => countryTables().byAlpha2.get(alpha2);
