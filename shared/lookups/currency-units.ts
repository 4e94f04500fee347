/**
 * What money needs of a currency: its ISO 4217 code, numeric code (710 for ZAR, as EMV's field 53
 * writes it) and minor units. Read from a compact generated table (data/code-sets.ts), so the
 * payment, QR and receipt bundles do not carry currency-codes' names and history; the lookup
 * endpoints' full list with names is currencies.ts. test/unit/lookups-data.test.ts checks that
 * both agree.
 */
import { CURRENCY_UNITS } from './data/code-sets.js';

export interface CurrencyUnits {
  code: string;
  numericCode: number;
  /** Digits after the decimal point; amounts in minor units ("cents") use 10^minorUnits per unit. */
  minorUnits: number;
}

let byCode: ReadonlyMap<string, CurrencyUnits> | undefined;
let byNumeric: ReadonlyMap<number, CurrencyUnits> | undefined;

function table(): ReadonlyMap<string, CurrencyUnits> {
  byCode ??= new Map(
    CURRENCY_UNITS.map((entry) => [entry.slice(0, 3), { code: entry.slice(0, 3), numericCode: Number(entry.slice(3, 6)), minorUnits: Number(entry.slice(6)) }]),
  );
  return byCode;
}

/** The currency of an alpha code we accept (ZAR), or undefined. */
export function currencyUnits(code: string): CurrencyUnits | undefined {
  return table().get(code);
}

/** The currency of an ISO 4217 numeric code (710 → ZAR), or undefined. */
export function currencyUnitsByNumeric(numericCode: number): CurrencyUnits | undefined {
  byNumeric ??= new Map([...table().values()].map((c) => [c.numericCode, c]));
  return byNumeric.get(numericCode);
}
