/** The code validators every schema uses, and the lookup endpoints' own query and path schemas. */
import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '../../shared/http/validation.js';
import { addressByLocationQuery, bankQuery, cardIssuerCountryQuery, digitalAddressPath } from '../../shared/lookups/requests.js';
import { countryIsoCode, currencyCode, languageIsoCode, merchantCategoryCode, productTypeCode, transactionStatusCode } from '../../shared/lookups/schemas.js';
import * as common from '../../shared/schemas/common.js';
import type { Schema } from '../../shared/http/route.js';

const ok = (schema: Schema, value: unknown) => schema.safeParse(value).success;

/** The error details the API would answer for a query. */
function queryDetails(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : issuesToDetails('query', result.error.issues, input);
}

describe('code validators', () => {
  it('accept real ISO codes in capitals only', () => {
    expect(ok(currencyCode(), 'ZAR')).toBe(true);
    for (const bad of ['zar', 'XXX', 'XAU', 'ZZZ', 'ZA', 7]) expect(ok(currencyCode(), bad), String(bad)).toBe(false);
    expect(ok(countryIsoCode(), 'GHA')).toBe(true);
    for (const bad of ['GH', 'gha', 'XKX', 'AAA']) expect(ok(countryIsoCode(), bad), bad).toBe(false);
    expect(ok(languageIsoCode(), 'ENG')).toBe(true);
    expect(ok(languageIsoCode(), 'DEU')).toBe(true);
    for (const bad of ['GER', 'eng', 'UND', 'EN']) expect(ok(languageIsoCode(), bad), bad).toBe(false);
  });

  it('say where to find the valid codes', () => {
    const details = queryDetails(currencyCode(), 'ABC');
    expect(details).toEqual([{ field: 'query', reason: expect.stringContaining('ISO 4217') }]);
    expect(details[0]?.reason).toContain('/v1/lookup/currency/all');
    expect(queryDetails(languageIsoCode(), 'GER')[0]?.reason).toContain('DEU, not GER');
  });

  it('are the ones shared/schemas/common.ts hands every other schema', () => {
    expect(ok(common.currencyCode(), 'ABC')).toBe(false);
    expect(ok(common.countryIsoCode(), 'ZAF')).toBe(true);
    expect(ok(common.languageIsoCode(), 'QQQ')).toBe(false);
  });

  it('check merchant categories, product types and statuses against their lists', () => {
    expect(ok(merchantCategoryCode(), 5411)).toBe(true);
    expect(ok(merchantCategoryCode(), 742)).toBe(true);
    expect(ok(merchantCategoryCode(), 1)).toBe(false);
    expect(ok(merchantCategoryCode(), 5411.5)).toBe(false);
    expect(ok(productTypeCode(), 'Airtime')).toBe(true);
    expect(ok(productTypeCode(), 'airtime')).toBe(false);
    expect(ok(transactionStatusCode(), 'AwaitingPin')).toBe(true);
    expect(ok(transactionStatusCode(), 'Done')).toBe(false);
  });
});

describe('cardBin', () => {
  it('takes exactly six digits', () => {
    expect(cardIssuerCountryQuery.parse({ cardBin: '506099' })).toEqual({ cardBin: '506099' });
  });

  it('refuses fewer or more digits, or anything else, naming query.cardBin and never repeating the value', () => {
    for (const cardBin of ['50609', '5060991', '4111111111111111', '50609a', ' 506099', '', '５０６０９９']) {
      const details = queryDetails(cardIssuerCountryQuery, { cardBin });
      expect(details, cardBin).toEqual([{ field: 'query.cardBin', reason: expect.stringContaining('exactly 6 digits') }]);
      if (cardBin.length > 0) expect(JSON.stringify(details)).not.toContain(cardBin.trim());
    }
    expect(queryDetails(cardIssuerCountryQuery, {})).toEqual([{ field: 'query.cardBin', reason: 'is required' }]);
    expect(queryDetails(cardIssuerCountryQuery, { cardBin: ['506099', '506100'] })[0]?.field).toBe('query.cardBin');
    expect(queryDetails(cardIssuerCountryQuery, { cardBin: '506099', pan: '1' })).toEqual([{ field: 'query.pan', reason: 'is not a recognised field' }]);
  });
});

describe('latitude and longitude', () => {
  it('take decimal degrees in range, handed on as numbers', () => {
    expect(addressByLocationQuery.parse({ latitude: '-26.2041', longitude: '28.0473' })).toEqual({ latitude: -26.2041, longitude: 28.0473 });
    expect(addressByLocationQuery.parse({ latitude: '90', longitude: '-180' })).toEqual({ latitude: 90, longitude: -180 });
    expect(addressByLocationQuery.parse({ latitude: '+0', longitude: '0.5' })).toEqual({ latitude: 0, longitude: 0.5 });
  });

  it('refuse out-of-range values and non-numbers with one reason each', () => {
    expect(queryDetails(addressByLocationQuery, { latitude: '90.0001', longitude: '181' })).toEqual([
      { field: 'query.latitude', reason: 'must be between -90 and 90' },
      { field: 'query.longitude', reason: 'must be between -180 and 180' },
    ]);
    for (const bad of ['abc', '1e3', 'NaN', 'Infinity', '', '1,5', '0x10', '12.']) {
      expect(queryDetails(addressByLocationQuery, { latitude: bad, longitude: '0' }), bad).toEqual([
        { field: 'query.latitude', reason: expect.stringContaining('decimal number of degrees') },
      ]);
    }
    expect(queryDetails(addressByLocationQuery, { latitude: '1' })).toEqual([{ field: 'query.longitude', reason: 'is required' }]);
  });
});

describe('digitalAddress', () => {
  it('takes a Ghana Post GPS address in any case, handed on in capitals', () => {
    expect(digitalAddressPath.parse({ digitalAddress: 'ga-123-4567' })).toEqual({ digitalAddress: 'GA-123-4567' });
    expect(digitalAddressPath.parse({ digitalAddress: 'AK-0391-5028' })).toEqual({ digitalAddress: 'AK-0391-5028' });
  });

  it('refuses a bad format, or an unknown region letter, with one reason', () => {
    for (const bad of ['GA1234567', 'GA-123-45678', 'GA_123_4567', '../etc', 'x'.repeat(5000)]) {
      const result = digitalAddressPath.safeParse({ digitalAddress: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues.map((i) => i.message), bad).toEqual([expect.stringContaining('such as GA-123-4567')]);
    }
    const unknownRegion = digitalAddressPath.safeParse({ digitalAddress: 'QA-123-4567' });
    expect(unknownRegion.error?.issues.map((i) => i.message)).toEqual([expect.stringContaining('region letter (A, B, C, E, G, N, U, V, W, X)')]);
  });
});

describe('bank query', () => {
  it('takes an optional alpha-3 country', () => {
    expect(bankQuery.parse({})).toEqual({});
    expect(bankQuery.parse({ country: 'GHA' })).toEqual({ country: 'GHA' });
    expect(queryDetails(bankQuery, { country: 'GH' })).toEqual([{ field: 'query.country', reason: expect.stringContaining('alpha-3') }]);
  });
});
