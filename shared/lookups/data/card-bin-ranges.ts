/**
 * Card BIN ranges whose issuer country is known without a licensed BIN file: the ranges of domestic
 * card schemes, whose cards are issued in one country. International scheme BINs (Visa, Mastercard,
 * American Express, UnionPay, JCB...) are issued in many countries and need the acquirer's licensed
 * BIN file; load its rows here (same shape) when we have one. Until then those BINs answer
 * isAvailable: false. Ranges are inclusive, six digits, and must not overlap (a unit test checks).
 */
export interface CardBinRangeData {
  /** First BIN of the range. */
  from: string;
  /** Last BIN of the range, inclusive. */
  to: string;
  /** ISO 3166-1 alpha-3 code of the issuing country. */
  countryIsoCode: string;
  /** The domestic scheme the range belongs to. */
  scheme: string;
}

export const CARD_BIN_RANGE_DATA = [
  { from: '220000', to: '220499', countryIsoCode: 'RUS', scheme: 'Mir' },
  { from: '457100', to: '457199', countryIsoCode: 'DNK', scheme: 'Visa/Dankort' },
  { from: '501900', to: '501999', countryIsoCode: 'DNK', scheme: 'Dankort' },
  { from: '506099', to: '506198', countryIsoCode: 'NGA', scheme: 'Verve' },
  { from: '507865', to: '507964', countryIsoCode: 'NGA', scheme: 'Verve' },
  { from: '508500', to: '508999', countryIsoCode: 'IND', scheme: 'RuPay' },
  { from: '606985', to: '607984', countryIsoCode: 'IND', scheme: 'RuPay' },
  { from: '608001', to: '608500', countryIsoCode: 'IND', scheme: 'RuPay' },
  { from: '650002', to: '650027', countryIsoCode: 'NGA', scheme: 'Verve' },
  { from: '652150', to: '653149', countryIsoCode: 'IND', scheme: 'RuPay' },
  { from: '670300', to: '670399', countryIsoCode: 'BEL', scheme: 'Bancontact' },
  { from: '860000', to: '860099', countryIsoCode: 'UZB', scheme: 'UzCard' },
  { from: '970400', to: '970499', countryIsoCode: 'VNM', scheme: 'NAPAS' },
  { from: '979200', to: '979289', countryIsoCode: 'TUR', scheme: 'Troy' },
  { from: '986000', to: '986099', countryIsoCode: 'UZB', scheme: 'Humo' },
] as const satisfies readonly CardBinRangeData[];
