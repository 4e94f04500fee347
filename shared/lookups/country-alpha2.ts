/**
 * A country's ISO 3166-1 alpha-2 code from the alpha-3 code the API speaks (ZAF → ZA), as EMV's
 * country field (58) writes it. Read from a compact generated table (data/code-sets.ts), so the QR
 * and payment form bundles do not carry country-codes-list (about 128 KB); the lookup endpoints'
 * full list is countries.ts. test/unit/lookups-data.test.ts checks that both agree.
 */
import { COUNTRY_ALPHA2 } from './data/code-sets.js';

let byAlpha3: ReadonlyMap<string, string> | undefined;

/** The alpha-2 code of an alpha-3 code we serve, or undefined. */
export function countryAlpha2(alpha3: string): string | undefined {
  byAlpha3 ??= new Map(COUNTRY_ALPHA2.map((entry) => [entry.slice(0, 3), entry.slice(3)]));
  return byAlpha3.get(alpha3);
}
