/**
 * Which part of each ISO list this environment serves on the short lookups (currency, country,
 * language); the /all lookups serve the whole list. Currencies come from shared/config.ts
 * (ENABLED_CURRENCIES); countries and languages are read the same way, here.
 */
import { enabledCurrencies, optionalEnv } from '../config.js';

const codeList = (text: string): string[] =>
  text.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);

export const lookupSettings = {
  get enabledCurrencies(): string[] {
    return enabledCurrencies();
  },
  /** ISO 3166-1 alpha-3 codes served by GET /v1/lookup/country, comma separated. */
  get enabledCountries(): string[] {
    return codeList(optionalEnv('ENABLED_COUNTRIES', 'ZAF,GHA,NGA,KEN'));
  },
  /** ISO 639-2 codes served by GET /v1/lookup/language, comma separated. */
  get enabledLanguages(): string[] {
    return codeList(optionalEnv('ENABLED_LANGUAGES', 'ENG,AFR,ZUL,XHO,SOT,AKA,EWE,HAU,YOR,IBO,SWA'));
  },
};

/**
 * The configured subset of a list, in the configured order, each code once. A code the list does not
 * hold is a deployment mistake: fail loudly rather than serve a silently shorter list.
 */
export function configuredSubset<T>(all: readonly T[], codeOf: (item: T) => string, codes: readonly string[], variable: string): T[] {
  const byCode = new Map(all.map((item) => [codeOf(item), item]));
  return [...new Set(codes)].map((code) => {
    const item = byCode.get(code);
    if (item === undefined) throw new Error(`${variable} holds ${code}, which is not in the lookup list`);
    return item;
  });
}
