/**
 * ISO 3166-1 countries with their E.164 calling codes, from country-codes-list. Kosovo (XK/XKX) is
 * left out: its code is user-assigned, not ISO, and it has no numeric code.
 */
import { all } from 'country-codes-list';

/** The country fields the interface's card-issuer-country answer uses, shared by the country lookups. */
export interface Country {
  /** The alpha-3 code, the value every countryIsoCode field of the API takes. */
  country: string;
  countryName: string;
  /** ISO 3166-1 alpha-3. */
  longIsoCode: string;
  /** ISO 3166-1 alpha-2. */
  shortIsoCode: string;
  /** ISO 3166-1 numeric. */
  numericIsoCode: number;
  /** E.164 country calling code with its +, e.g. +27. */
  dialingCode: string;
  /** ISO 4217 code of the main currency; null where none is recorded (Antarctica). */
  currencyCode: string | null;
  /** Continent-level region, e.g. Africa. */
  region: string;
}

let cached: readonly Country[] | undefined;

/** Every ISO 3166-1 country, by alpha-3 code. */
export function allCountries(): readonly Country[] {
  cached ??= all()
    .filter((c) => /^\d{3}$/.test(c.countryCodeNumeric))
    .map((c) => ({
      country: c.countryCodeAlpha3,
      countryName: c.countryNameEn,
      longIsoCode: c.countryCodeAlpha3,
      shortIsoCode: c.countryCode,
      numericIsoCode: Number(c.countryCodeNumeric),
      dialingCode: `+${c.countryCallingCode}`,
      currencyCode: c.currencyCode === '' ? null : c.currencyCode,
      region: c.region,
    }))
    .sort((a, b) => a.country.localeCompare(b.country));
  return cached;
}

export function countryByAlpha3(code: string): Country | undefined {
  return allCountries().find((c) => c.longIsoCode === code);
}

export function countryByAlpha2(code: string): Country | undefined {
  return allCountries().find((c) => c.shortIsoCode === code);
}
