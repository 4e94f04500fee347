/**
 * ISO 4217 currencies with their minor units, from currency-codes, less the codes that are not money
 * a merchant can price in: precious metals, bond-market units, SDR-style units of account, the test
 * and no-currency codes, and the fund codes (BOV, CLF, ...).
 */
import { data } from 'currency-codes';

export interface Currency {
  code: string;
  /** ISO 4217 numeric code (710 for ZAR). */
  numericCode: number;
  name: string;
  /** Digits after the decimal point; amounts in minor units ("cents") use 10^minorUnits per unit. */
  minorUnits: number;
  /** Narrow symbol for display (R, $, €); the code itself when Intl has none. */
  symbol: string;
}

/** Precious metals, bond-market and accounting units, test and "no currency" codes. */
export const NON_MONEY_CODES: ReadonlySet<string> = new Set([
  'XAG', 'XAU', 'XPD', 'XPT', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XSU', 'XUA', 'XTS', 'XXX',
]);

/** Fund codes: indexed or next-day units that stand beside a real currency. */
export const FUND_CODES: ReadonlySet<string> = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW']);

function narrowSymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

let cached: readonly Currency[] | undefined;

/** Every currency we accept, by code. */
export function allCurrencies(): readonly Currency[] {
  cached ??= data
    .filter((c) => !NON_MONEY_CODES.has(c.code) && !FUND_CODES.has(c.code))
    .map((c) => ({ code: c.code, numericCode: Number(c.number), name: c.currency, minorUnits: c.digits, symbol: narrowSymbol(c.code) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return cached;
}

export function currencyByCode(code: string): Currency | undefined {
  return allCurrencies().find((c) => c.code === code);
}
