/**
 * Writes code-sets.ts: the bare codes of the ISO lists and merchant categories, which the request
 * validators (shared/lookups/schemas.ts) check against, and each currency's numeric code and minor
 * units (shared/lookups/currency-units.ts), and each country's names (shared/lookups/country-names.ts). Every schema in the API may use those
 * validators, so they must not pull the packages' full data into each Lambda bundle (country data
 * alone is 130 KB minified).
 *
 * Writes short-lists.ts: the codes and names cut from our own tables in this folder (banks,
 * mobile wallet operators, product types, transaction statuses) for the functions that need no more
 * than those (shared/lookups/account-codes.ts, account-provider-names.ts, product-type-codes.ts,
 * final-statuses.ts, status-codes.ts; issue 16), so an entry is added to its table alone.
 *
 * test/unit/lookups-data.test.ts fails when either file is not what this script writes now.
 * Run after updating a package or one of the tables: npx tsx shared/lookups/data/generate-code-sets.ts
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { allCountries } from '../countries.js';
import { allCurrencies } from '../currencies.js';
import { allLanguages } from '../languages.js';
import { merchantCategories } from '../merchant-categories.js';
import { BANK_DATA } from './banks.js';
import { MOBILE_WALLET_OPERATOR_DATA } from './mobile-wallet-operators.js';
import { PRODUCT_TYPE_DATA } from './product-types.js';
import { TRANSACTION_STATUS_DATA } from './transaction-statuses.js';

const sets = {
  CURRENCY_CODES: allCurrencies().map((c) => c.code),
  COUNTRY_CODES: allCountries().map((c) => c.longIsoCode),
  LANGUAGE_CODES: allLanguages().map((l) => l.code),
};

// Each set is packed into one string of fixed-width codes (merchant categories as four digits):
// about a third of the bytes of an array literal in every bundle that validates one (issue 16).
function packed(name: string, values: readonly (string | number)[]): string {
  const numeric = typeof values[0] === 'number';
  const width = numeric ? 4 : String(values[0]).length;
  const text = values.map((v) => (numeric ? String(v).padStart(width, '0') : String(v))).join('');
  if (text.length !== width * values.length || !/^[A-Za-z0-9]*$/.test(text)) throw new Error(`${name}: codes are not all ${width} letters or digits`);
  const lines = text.match(/.{1,96}/g) ?? [];
  const literal = lines.map((l) => `  '${l}'`).join(' +\n');
  return numeric
    ? `export const ${name}: readonly number[] = /* @__PURE__ */ unpack(\n${literal},\n  ${width},\n).map(Number);\n`
    : `export const ${name}: readonly string[] = /* @__PURE__ */ unpack(\n${literal},\n  ${width},\n);\n`;
}

// Merchant categories come in long runs of consecutive codes (3000-3299 airlines, 3501-3999 hotels):
// each run is packed as its first and last code, four digits each, about 40 % of the codes' own
// bytes in every bundle that validates a category (issue 16).
const categoryCodes = merchantCategories().map((m) => m.code);
const categoryRuns: string[] = [];
categoryCodes.forEach((code, i) => {
  if (!Number.isInteger(code) || code < 0 || code > 9999) throw new Error(`MERCHANT_CATEGORY_CODES: ${code} is not four digits`);
  if (i > 0 && code <= categoryCodes[i - 1]!) throw new Error('MERCHANT_CATEGORY_CODES: codes are not in ascending order');
  const digits = String(code).padStart(4, '0');
  if (i > 0 && code === categoryCodes[i - 1]! + 1) categoryRuns[categoryRuns.length - 1] = `${categoryRuns.at(-1)!.slice(0, 4)}${digits}`;
  else categoryRuns.push(`${digits}${digits}`);
});
const categoryLiteral = (categoryRuns.join('').match(/.{1,96}/g) ?? []).map((l) => `  '${l}'`).join(' +\n');

// Code, ISO numeric code and minor units of every currency, seven characters each (ZAR7102): what
// amounts and EMV's numeric currency field need, without the package's names and history.
const units = allCurrencies().map((c) => `${c.code}${String(c.numericCode).padStart(3, '0')}${c.minorUnits}`);
if (units.some((u) => !/^[A-Z]{3}\d{4}$/.test(u))) throw new Error('CURRENCY_UNITS: a currency does not fit code + 3 digits + 1 digit');

// Alpha-3 then alpha-2 of every country, five letters each (ZAFZA): EMV's country field (58) is alpha-2.
const alpha2 = allCountries().map((c) => `${c.longIsoCode}${c.shortIsoCode}`);
if (alpha2.some((a) => !/^[A-Z]{5}$/.test(a))) throw new Error('COUNTRY_ALPHA2: a country lacks a three- or two-letter code');

// The English name of every country, in COUNTRY_ALPHA2's order, joined by |: what the address
// lookup answers, without the package's calling codes, currencies and regions (issue 16).
const names = allCountries().map((c) => c.countryName);
if (names.some((n) => n === '' || n.includes('|'))) throw new Error('COUNTRY_NAMES: a country name is empty or holds |');
const joinedNames = (names.join('|').match(/.{1,96}/g) ?? []).map((l) => `  ${JSON.stringify(l)}`).join(' +\n');

const body = [
  ...Object.entries(sets).map(([name, values]) => packed(name, values)),
  `export const MERCHANT_CATEGORY_CODES: readonly number[] = /* @__PURE__ */ unpackRuns(\n${categoryLiteral},\n);\n`,
  packed('CURRENCY_UNITS', units),
  packed('COUNTRY_ALPHA2', alpha2),
  `export const COUNTRY_NAMES: readonly string[] = /* @__PURE__ */ (\n${joinedNames}\n).split('|');\n`,
].join('\n');
const header = [
  '// Generated by shared/lookups/data/generate-code-sets.ts from the packages; do not edit by hand.',
  '// The request validators check against these bare codes so they stay small in every bundle.',
  '',
  '/** Splits a string of fixed-width codes. */',
  'function unpack(codes: string, width: number): string[] {',
  "  return codes.match(new RegExp(`.{${width}}`, 'g')) ?? [];",
  '}',
  '',
  '/** Every code of runs of consecutive four-digit codes, each run written as its first and last code. */',
  'function unpackRuns(runs: string): number[] {',
  '  return unpack(runs, 8).flatMap((run) => {',
  '    const first = Number(run.slice(0, 4));',
  '    return Array.from({ length: Number(run.slice(4)) - first + 1 }, (_, i) => first + i);',
  '  });',
  '}',
].join('\n');

// The short lists, written as array and Map literals a few entries to a line, the way they were
// written by hand: the codes are of uneven length and few, so packing them would save little.
const quoted = (text: string): string => {
  if (text === '' || /[\\'\n]/.test(text)) throw new Error(`short lists: ${JSON.stringify(text)} is empty or holds a quote, backslash or newline`);
  return `'${text}'`;
};

/** Items laid out a few to a line, each line under 120 characters. */
function rows(items: readonly string[]): string {
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + item.length + 2 <= 120) lines[lines.length - 1] = `${last} ${item},`;
    else lines.push(`  ${item},`);
  }
  return lines.join('\n');
}

const list = (doc: string, name: string, type: string, codes: readonly string[]): string =>
  `/** ${doc} */\nexport const ${name}: readonly ${type}[] = [\n${rows(codes.map(quoted))}\n];\n`;

const map = (doc: string, name: string, key: string, value: string, entries: readonly (readonly [string, string])[]): string =>
  `/** ${doc} */\nexport const ${name}: ReadonlyMap<${key}, ${value}> = /* @__PURE__ */ new Map<${key}, ${value}>([\n` +
  `${rows(entries.map(([k, v]) => `[${quoted(k)}, ${v}]`))}\n]);\n`;

const shortLists = [
  list("The bank codes, in banks.ts's order: what the pay request and consumer bodies check against.", 'BANK_CODES', 'string', BANK_DATA.map((b) => b.code)),
  list(
    "The mobile wallet operator codes, in mobile-wallet-operators.ts's order.",
    'MOBILE_WALLET_OPERATOR_CODES',
    'string',
    MOBILE_WALLET_OPERATOR_DATA.map((o) => o.code),
  ),
  map("Each bank's name, by code: what account results carry as bankName.", 'BANK_NAMES', 'string', 'string', BANK_DATA.map((b) => [b.code, quoted(b.name)])),
  map(
    "Each mobile wallet's name, by code: what account results carry as operatorName.",
    'OPERATOR_NAMES',
    'string',
    'string',
    MOBILE_WALLET_OPERATOR_DATA.map((o) => [o.code, quoted(o.name)]),
  ),
  list("The product type codes, in product-types.ts's order: what the product validators accept.", 'PRODUCT_TYPE_CODES', 'ProductTypeCode', PRODUCT_TYPE_DATA.map((p) => p.code)),
  list(
    "The final transaction states (isFinal), in transaction-statuses.ts's order.",
    'FINAL_STATUS_CODES',
    'TransactionStatusCode',
    TRANSACTION_STATUS_DATA.filter((s) => s.isFinal).map((s) => s.code),
  ),
  // Built beside the list so a bundle declares both in one statement, as when final-statuses.ts held them.
  '/** The same states, as a set to ask. */\nexport const FINAL_STATUSES: ReadonlySet<string> = /* @__PURE__ */ new Set(FINAL_STATUS_CODES);\n',
  map(
    'status, category, summaryStatus of each transaction state, by code: what a refund status carries.',
    'STATUS_CODES',
    'string',
    'readonly [number, number, number]',
    TRANSACTION_STATUS_DATA.map((s) => [s.code, `[${s.status}, ${s.category}, ${s.summaryStatus}]`]),
  ),
].join('\n');
const shortListsHeader = [
  '// Generated by shared/lookups/data/generate-code-sets.ts from the tables in this folder; do not edit by hand.',
  '// The codes and names cut from banks.ts, mobile-wallet-operators.ts, product-types.ts and',
  '// transaction-statuses.ts for the functions that need no more: the whole tables (BICs, clearing',
  '// codes, descriptions, moves) were kilobytes of each such bundle (issue 16).',
  '',
  "import type { ProductTypeCode } from './product-types.js';",
  "import type { TransactionStatusCode } from './transaction-statuses.js';",
].join('\n');

/** What this script writes: each file's name in this folder and its text. */
export const CODE_SET_FILES: Readonly<Record<string, string>> = {
  'code-sets.ts': `${header}\n\n${body}`,
  'short-lists.ts': `${shortListsHeader}\n\n${shortLists}`,
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, text] of Object.entries(CODE_SET_FILES)) {
    writeFileSync(new URL(`./${name}`, import.meta.url), text);
    process.stdout.write(`wrote shared/lookups/data/${name}\n`);
  }
}
