/**
 * Issuer country of a card from its six-digit BIN, through the ranges in data/card-bin-ranges.ts.
 * The BIN is card data: this module never logs it, and callers must not either.
 */
import { countryByAlpha3, type Country } from './countries.js';
import { CARD_BIN_RANGE_DATA } from './data/card-bin-ranges.js';

export type CardIssuerCountry =
  | ({ isAvailable: true } & Omit<Country, 'currencyCode' | 'region'>)
  | {
      isAvailable: false;
      country: null;
      countryName: null;
      longIsoCode: null;
      shortIsoCode: null;
      numericIsoCode: null;
      dialingCode: null;
    };

const NOT_AVAILABLE: CardIssuerCountry = {
  isAvailable: false, country: null, countryName: null, longIsoCode: null, shortIsoCode: null, numericIsoCode: null, dialingCode: null,
};

/** The range holding a six-digit BIN, if any (ranges never overlap). Same-length digit strings compare like numbers. */
export function binRange(cardBin: string) {
  return CARD_BIN_RANGE_DATA.find((r) => r.from <= cardBin && cardBin <= r.to);
}

/** An unknown BIN is an answer (isAvailable: false), not an error. */
export function cardIssuerCountry(cardBin: string): CardIssuerCountry {
  const range = binRange(cardBin);
  const country = range && countryByAlpha3(range.countryIsoCode);
  if (!country) return NOT_AVAILABLE;
  return {
    isAvailable: true,
    country: country.country,
    countryName: country.countryName,
    longIsoCode: country.longIsoCode,
    shortIsoCode: country.shortIsoCode,
    numericIsoCode: country.numericIsoCode,
    dialingCode: country.dialingCode,
  };
}
