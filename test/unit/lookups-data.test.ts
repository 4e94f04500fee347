/**
 * The lookup lists themselves: what we derive from the packages, the bare code sets the validators
 * use, and our own data files (banks, operators, BIN ranges, product types, statuses, regions).
 */
import { readFileSync } from 'node:fs';
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { BANK_CODES, MOBILE_WALLET_OPERATOR_CODES } from '../../shared/lookups/account-codes.js';
import { bankName, operatorName } from '../../shared/lookups/account-provider-names.js';
import { allCountries, countryByAlpha3 } from '../../shared/lookups/countries.js';
import { allCurrencies, currencyByCode, FUND_CODES, NON_MONEY_CODES } from '../../shared/lookups/currencies.js';
import { countryAlpha2 } from '../../shared/lookups/country-alpha2.js';
import { countryNameByAlpha2, countryNameByAlpha3 } from '../../shared/lookups/country-names.js';
import { currencyUnits, currencyUnitsByNumeric } from '../../shared/lookups/currency-units.js';
import { BANK_DATA } from '../../shared/lookups/data/banks.js';
import { CARD_BIN_RANGE_DATA } from '../../shared/lookups/data/card-bin-ranges.js';
import * as codeSets from '../../shared/lookups/data/code-sets.js';
import { CODE_SET_FILES } from '../../shared/lookups/data/generate-code-sets.js';
import { GHANA_POST_GPS_REGION_DATA } from '../../shared/lookups/data/ghana-post-gps-regions.js';
import { MOBILE_WALLET_OPERATOR_DATA } from '../../shared/lookups/data/mobile-wallet-operators.js';
import { PRODUCT_TYPE_DATA } from '../../shared/lookups/data/product-types.js';
import { PRODUCT_TYPE_CODES } from '../../shared/lookups/product-type-codes.js';
import { TRANSACTION_STATUS_DATA } from '../../shared/lookups/data/transaction-statuses.js';
import { FINAL_STATUS_CODES, isFinalStatus } from '../../shared/lookups/final-statuses.js';
import { statusCodes } from '../../shared/lookups/status-codes.js';
import { allLanguages } from '../../shared/lookups/languages.js';
import { hasCyrillic } from '../../shared/lookups/latin-text.js';
import { merchantCategories, merchantCategoryGroups } from '../../shared/lookups/merchant-categories.js';
import { lookupSettings } from '../../shared/lookups/settings.js';
import source from 'merchant-category-codes/with_groups/mcc-en.json' with { type: 'json' };

const duplicates = <T>(values: readonly T[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('code sets for the validators', () => {
  it('are committed as the generator writes them now, from the packages and our tables (regenerate with npx tsx shared/lookups/data/generate-code-sets.ts)', () => {
    expect(Object.keys(CODE_SET_FILES)).toEqual(['code-sets.ts', 'short-lists.ts']);
    for (const [name, text] of Object.entries(CODE_SET_FILES)) {
      const committed = readFileSync(new URL(`../../shared/lookups/data/${name}`, import.meta.url), 'utf8');
      expect(committed === text, `shared/lookups/data/${name} is stale: npx tsx shared/lookups/data/generate-code-sets.ts`).toBe(true);
    }
  });

  it('match what the lookups derive from the packages (regenerate with npx tsx shared/lookups/data/generate-code-sets.ts)', () => {
    expect(codeSets.CURRENCY_CODES).toEqual(allCurrencies().map((c) => c.code));
    expect(codeSets.COUNTRY_CODES).toEqual(allCountries().map((c) => c.longIsoCode));
    expect(codeSets.LANGUAGE_CODES).toEqual(allLanguages().map((l) => l.code));
    expect(codeSets.MERCHANT_CATEGORY_CODES).toEqual(merchantCategories().map((m) => m.code));
  });

  it('give every currency the numeric code and minor units currency-codes gives it, both ways (currency-units.ts)', () => {
    for (const { code, numericCode, minorUnits } of allCurrencies()) {
      expect(currencyUnits(code), code).toEqual({ code, numericCode, minorUnits });
      expect(currencyUnitsByNumeric(numericCode)?.code, String(numericCode)).toBe(code);
    }
    expect(currencyUnits('XAU')).toBeUndefined();
    expect(currencyUnitsByNumeric(999)).toBeUndefined();
    expect(currencyUnits('JPY')?.minorUnits).toBe(0);
    expect(currencyUnitsByNumeric(48)).toEqual({ code: 'BHD', numericCode: 48, minorUnits: 3 });
  });

  it('give every country the alpha-2 code country-codes-list gives it (country-alpha2.ts)', () => {
    for (const { longIsoCode, shortIsoCode } of allCountries()) expect(countryAlpha2(longIsoCode), longIsoCode).toBe(shortIsoCode);
    expect(countryAlpha2('ZAF')).toBe('ZA');
    expect(countryAlpha2('ZZZ')).toBeUndefined();
  });
});

describe('country names for the address lookup (country-names.ts)', () => {
  it('give every country the codes and name country-codes-list gives it, by either code, and none for a code not served', () => {
    for (const { longIsoCode, shortIsoCode, countryName } of allCountries()) {
      expect(countryNameByAlpha3(longIsoCode), longIsoCode).toEqual({ longIsoCode, shortIsoCode, countryName });
      expect(countryNameByAlpha2(shortIsoCode), shortIsoCode).toEqual({ longIsoCode, shortIsoCode, countryName });
    }
    expect(codeSets.COUNTRY_NAMES).toHaveLength(allCountries().length);
    expect(countryNameByAlpha3('XKX')).toBeUndefined();
    expect(countryNameByAlpha2('XK')).toBeUndefined();
    expect(countryNameByAlpha3('')).toBeUndefined();
  });
});

describe('currencies (currency-codes)', () => {
  const currencies = allCurrencies();

  it('hold money only: no metals, units of account, test or fund codes', () => {
    expect(currencies.length).toBeGreaterThan(150);
    for (const code of [...NON_MONEY_CODES, ...FUND_CODES]) expect(currencyByCode(code), code).toBeUndefined();
    expect(duplicates(currencies.map((c) => c.code))).toEqual([]);
    expect(currencies.every((c) => /^[A-Z]{3}$/.test(c.code) && Number.isInteger(c.numericCode) && c.name !== '')).toBe(true);
  });

  it('carry ISO minor units and numeric codes', () => {
    expect(currencyByCode('ZAR')).toEqual({ code: 'ZAR', numericCode: 710, name: 'Rand', minorUnits: 2, symbol: 'R' });
    expect(currencyByCode('JPY')?.minorUnits).toBe(0);
    expect(currencyByCode('BHD')?.minorUnits).toBe(3);
    expect(currencyByCode('ALL')?.numericCode).toBe(8);
    expect(currencies.every((c) => [0, 2, 3, 4].includes(c.minorUnits))).toBe(true);
  });
});

describe('countries (country-codes-list)', () => {
  const countries = allCountries();

  it('are ISO 3166-1: unique codes of each kind, Kosovo (user-assigned XK) left out', () => {
    expect(countries).toHaveLength(249);
    for (const key of ['longIsoCode', 'shortIsoCode', 'numericIsoCode'] as const) expect(duplicates(countries.map((c) => c[key]))).toEqual([]);
    expect(countryByAlpha3('XKX')).toBeUndefined();
    expect(countries.every((c) => c.country === c.longIsoCode && /^[A-Z]{2}$/.test(c.shortIsoCode) && /^\+\d{1,4}$/.test(c.dialingCode))).toBe(true);
    expect(countryByAlpha3('ZAF')).toMatchObject({ shortIsoCode: 'ZA', numericIsoCode: 710, dialingCode: '+27', currencyCode: 'ZAR' });
  });

  it('give the calling code libphonenumber-js knows, for every country it covers', () => {
    const mismatched = countries
      .filter((c) => isSupportedCountry(c.shortIsoCode as CountryCode))
      .filter((c) => `+${getCountryCallingCode(c.shortIsoCode as CountryCode)}` !== c.dialingCode)
      .map((c) => c.country);
    expect(mismatched).toEqual([]);
  });

  it('name currencies the currency list holds, except XCG, newer than currency-codes 2.2.0 (see docs/reference-data.md)', () => {
    const missing = countries.filter((c) => c.currencyCode !== null && !currencyByCode(c.currencyCode)).map((c) => `${c.country}:${c.currencyCode}`);
    expect(missing).toEqual(['CUW:XCG', 'SXM:XCG']);
  });
});

describe('languages (iso-639-2)', () => {
  it('use the terminology code, keep the bibliographic one, and leave out the special codes', () => {
    const languages = allLanguages();
    expect(duplicates(languages.map((l) => l.code))).toEqual([]);
    expect(languages.find((l) => l.code === 'DEU')).toEqual({ code: 'DEU', bibliographicCode: 'GER', alpha2Code: 'de', name: 'German' });
    expect(languages.filter((l) => l.code !== l.bibliographicCode)).toHaveLength(20);
    for (const code of ['MIS', 'MUL', 'UND', 'ZXX', 'QAA-QTZ', 'GER']) expect(languages.find((l) => l.code === code), code).toBeUndefined();
    expect(languages.every((l) => /^[A-Z]{3}$/.test(l.code))).toBe(true);
  });
});

describe('merchant categories (merchant-category-codes)', () => {
  const categories = merchantCategories();

  it('hold every code of the package, four digits, unique', () => {
    expect(categories).toHaveLength(source.length);
    expect(duplicates(categories.map((c) => c.code))).toEqual([]);
    expect(categories.every((c) => /^\d{4}$/.test(c.mcc) && c.code === Number(c.mcc))).toBe(true);
    expect(categories.find((c) => c.mcc === '5411')).toMatchObject({ code: 5411, groupCode: 'ROS' });
  });

  it('have no Cyrillic look-alike letters left, and those were exactly the 12 records the package mistyped', () => {
    const texts = (c: { name: string; description: string; groupName: string }) => [c.name, c.description, c.groupName];
    expect(categories.filter((c) => texts(c).some(hasCyrillic))).toEqual([]);
    const mistyped = source.filter((m) => [m.shortDescription, m.fullDescription, m.group.description].some(hasCyrillic)).map((m) => m.mcc);
    expect(mistyped).toEqual(['3563', '3882', '6010', '6011', '6529', '6530', '8398', '8641', '8651', '8661', '8675', '8699']);
    expect(categories.find((c) => c.mcc === '6011')?.name).toBe("Cashier's office");
    expect(categories.find((c) => c.mcc === '8398')?.groupName).toBe('Membership organizations');
  });

  it('fall into 22 groups that share the categories out exactly', () => {
    const groups = merchantCategoryGroups();
    expect(groups).toHaveLength(22);
    expect(duplicates(groups.map((g) => g.code))).toEqual([]);
    const grouped = groups.flatMap((g) => g.categoryCodes).sort((a, b) => a - b);
    expect(grouped).toEqual(categories.map((c) => c.code));
    for (const g of groups) expect(g.categoryCodes).toEqual([...g.categoryCodes].sort((a, b) => a - b));
  });
});

describe('our own data files', () => {
  it('banks: unique codes, real countries, well-formed BICs of the bank\'s country', () => {
    expect(duplicates(BANK_DATA.map((b) => b.code))).toEqual([]);
    for (const bank of BANK_DATA) {
      const country = countryByAlpha3(bank.countryIsoCode);
      expect(country, bank.code).toBeDefined();
      if (bank.swiftCode !== null) expect(bank.swiftCode, bank.code).toMatch(new RegExp(`^[A-Z]{4}${country?.shortIsoCode}[A-Z0-9]{2}$`));
      if (bank.nationalBankCode !== null) expect(bank.nationalBankCode, bank.code).toMatch(/^\d{2,6}$/);
    }
  });

  it('mobile wallet operators: unique codes, each in its country\'s currency', () => {
    expect(duplicates(MOBILE_WALLET_OPERATOR_DATA.map((o) => o.code))).toEqual([]);
    for (const operator of MOBILE_WALLET_OPERATOR_DATA) {
      expect(countryByAlpha3(operator.countryIsoCode)?.currencyCode, operator.code).toBe(operator.currency);
    }
  });

  it('card BIN ranges: six digits, ordered, never overlapping, in real countries', () => {
    const ranges = [...CARD_BIN_RANGE_DATA].sort((a, b) => a.from.localeCompare(b.from));
    ranges.forEach((range, i) => {
      expect(range.from, range.scheme).toMatch(/^\d{6}$/);
      expect(range.to, range.scheme).toMatch(/^\d{6}$/);
      expect(range.from <= range.to, `${range.from}-${range.to}`).toBe(true);
      expect(countryByAlpha3(range.countryIsoCode), range.countryIsoCode).toBeDefined();
      const next = ranges[i + 1];
      if (next) expect(range.to < next.from, `${range.from}-${range.to} overlaps ${next.from}`).toBe(true);
    });
  });

  it('product types: the interface\'s 24, including Airtime, Internet, Television and Fuel', () => {
    expect(PRODUCT_TYPE_DATA).toHaveLength(24);
    expect(duplicates(PRODUCT_TYPE_DATA.map((p) => p.code))).toEqual([]);
    expect(PRODUCT_TYPE_DATA.map((p) => p.code)).toEqual(expect.arrayContaining(['Airtime', 'Internet', 'Television', 'Fuel']));
  });

  it('transaction statuses: a closed graph where every status is reached from Pending and reaches a final one', () => {
    const byCode = new Map<string, (typeof TRANSACTION_STATUS_DATA)[number]>(TRANSACTION_STATUS_DATA.map((s) => [s.code, s]));
    expect(byCode.size).toBe(TRANSACTION_STATUS_DATA.length);
    for (const s of TRANSACTION_STATUS_DATA) for (const next of s.next) expect(byCode.has(next), `${s.code} → ${next}`).toBe(true);
    const reachable = new Set<string>(['Pending']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const code of [...reachable]) for (const next of byCode.get(code)?.next ?? []) if (!reachable.has(next)) grew = reachable.add(next) !== undefined;
    }
    expect([...reachable].sort()).toEqual([...byCode.keys()].sort());
    // Only refunds and reversals move a final status on; nothing moves back to an unfinished one.
    for (const s of TRANSACTION_STATUS_DATA.filter((x) => x.isFinal)) {
      for (const next of s.next) expect(byCode.get(next)?.isFinal, `${s.code} → ${next}`).toBe(true);
    }
    for (const s of TRANSACTION_STATUS_DATA.filter((x) => !x.isFinal)) expect(s.next.length, s.code).toBeGreaterThan(0);
  });

  // The short lists below are generated into data/short-lists.ts (checked byte for byte above);
  // these check that the modules the functions import answer from them as the tables do.
  it('the product type codes the product validators use are the list\'s, in its order', () => {
    expect(PRODUCT_TYPE_CODES).toEqual(PRODUCT_TYPE_DATA.map((p) => p.code));
  });

  it('the bank and operator codes the pay request checks against are the lists\', in their order', () => {
    expect(BANK_CODES).toEqual(BANK_DATA.map((b) => b.code));
    expect(MOBILE_WALLET_OPERATOR_CODES).toEqual(MOBILE_WALLET_OPERATOR_DATA.map((o) => o.code));
  });

  it('the short list of final statuses the payment reads use is the table\'s isFinal, and isFinalStatus answers from it', () => {
    expect(FINAL_STATUS_CODES).toEqual(TRANSACTION_STATUS_DATA.filter((s) => s.isFinal).map((s) => s.code));
    for (const s of TRANSACTION_STATUS_DATA) expect(isFinalStatus(s.code), s.code).toBe(s.isFinal);
  });

  it('the integer codes the refund answers use are the table\'s, for every status', () => {
    for (const s of TRANSACTION_STATUS_DATA) {
      expect(statusCodes(s.code), s.code).toEqual({ status: s.status, category: s.category, summaryStatus: s.summaryStatus });
    }
    expect(() => statusCodes('NoSuchStatus' as never)).toThrow('no transaction status NoSuchStatus');
  });

  it('the bank and wallet names the account results use are the lists\' names, and none for a code not listed', () => {
    for (const bank of BANK_DATA) expect(bankName(bank.code), bank.code).toBe(bank.name);
    for (const operator of MOBILE_WALLET_OPERATOR_DATA) expect(operatorName(operator.code), operator.code).toBe(operator.name);
    expect(bankName('NOT_A_BANK')).toBeUndefined();
    expect(bankName('constructor')).toBeUndefined();
    expect(operatorName('NOT_AN_OPERATOR')).toBeUndefined();
  });

  it('Ghana Post GPS regions: one capital letter each, unique', () => {
    expect(duplicates(GHANA_POST_GPS_REGION_DATA.map((r) => r.letter))).toEqual([]);
    expect(GHANA_POST_GPS_REGION_DATA.every((r) => /^[A-Z]$/.test(r.letter) && r.currentRegions.length > 0)).toBe(true);
  });
});

describe('environment subsets', () => {
  it('default to codes the full lists hold', () => {
    for (const code of lookupSettings.enabledCurrencies) expect(currencyByCode(code), code).toBeDefined();
    for (const code of lookupSettings.enabledCountries) expect(countryByAlpha3(code), code).toBeDefined();
    const languages = new Set(allLanguages().map((l) => l.code));
    for (const code of lookupSettings.enabledLanguages) expect(languages.has(code), code).toBe(true);
  });
});
