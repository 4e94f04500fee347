/** Lookup domain functions: subsets, BIN lookup, nearest city, addresses, digital addresses, statuses. */
import { describe, expect, it } from 'vitest';
import { banks } from '../../shared/lookups/banks.js';
import { binRange, cardIssuerCountry } from '../../shared/lookups/card-issuers.js';
import { BANK_DATA } from '../../shared/lookups/data/banks.js';
import { lookUpDigitalAddress } from '../../shared/lookups/ghana-post-gps.js';
import { toLatinLookAlikes } from '../../shared/lookups/latin-text.js';
import { addressAtLocation, CITY_RADIUS_KM } from '../../shared/lookups/location.js';
import { mobileWalletOperators } from '../../shared/lookups/mobile-wallet-operators.js';
import { CityIndex, distanceInKilometres, worldCityIndex, type CityRecord } from '../../shared/lookups/nearest-city.js';
import { configuredSubset } from '../../shared/lookups/settings.js';
import { canMoveTo, isFinalStatus, TRANSACTION_STATUS_CODES } from '../../shared/lookups/transaction-statuses.js';

const place = (name: string, country: string, lat: number, lon: number, population = 1000): CityRecord => ({
  name, country, population, loc: { coordinates: [lon, lat] },
});

describe('configuredSubset', () => {
  const list = [{ code: 'A' }, { code: 'B' }, { code: 'C' }];

  it('keeps the configured order and drops repeats', () => {
    expect(configuredSubset(list, (x) => x.code, ['C', 'A', 'C'], 'X')).toEqual([{ code: 'C' }, { code: 'A' }]);
  });

  it('fails loudly on a code the list does not hold, naming the variable', () => {
    expect(() => configuredSubset(list, (x) => x.code, ['A', 'Z'], 'ENABLED_THINGS')).toThrow('ENABLED_THINGS holds Z');
  });
});

describe('cardIssuerCountry', () => {
  it('answers the country of a BIN inside a domestic scheme range, edges included', () => {
    expect(cardIssuerCountry('506099')).toEqual({
      isAvailable: true, country: 'NGA', countryName: 'Nigeria', longIsoCode: 'NGA', shortIsoCode: 'NG', numericIsoCode: 566, dialingCode: '+234',
    });
    expect(cardIssuerCountry('506198').country).toBe('NGA');
    expect(cardIssuerCountry('220499').country).toBe('RUS');
    expect(binRange('506199')).toBeUndefined();
  });

  it('answers isAvailable false, all else null, for a BIN no range holds', () => {
    expect(cardIssuerCountry('411111')).toEqual({
      isAvailable: false, country: null, countryName: null, longIsoCode: null, shortIsoCode: null, numericIsoCode: null, dialingCode: null,
    });
  });
});

describe('distanceInKilometres', () => {
  it('is the great-circle distance', () => {
    expect(distanceInKilometres(51.5072, -0.1276, 48.8566, 2.3522)).toBeCloseTo(343.6, 0); // London–Paris
    expect(distanceInKilometres(0, 179.9, 0, -179.9)).toBeCloseTo(22.2, 0);
  });
});

describe('CityIndex.nearest', () => {
  const index = new CityIndex([
    place('Near', 'AA', 0.1, 0.1, 500),
    place('Nearer but other country', 'BB', 0.05, 0.05),
    place('Far', 'AA', 2, 2),
    place('East of the antimeridian', 'FJ', -16.5, -179.95),
    place('Polar', 'AQ', 89.9, 120),
    place('Twin small', 'TT', 10.1, 10, 100),
    place('Twin big', 'TT', 9.9, 10, 9000),
  ]);

  it('finds the closest place within the radius, optionally in one country', () => {
    expect(index.nearest(0, 0, 50)?.name).toBe('Nearer but other country');
    expect(index.nearest(0, 0, 50, 'AA')).toMatchObject({ name: 'Near', countryCode: 'AA', population: 500 });
    expect(index.nearest(0, 0, 50, 'AA')?.distanceInKilometres).toBeCloseTo(15.7, 0);
    expect(index.nearest(1, 1, 50)).toBeUndefined();
  });

  it('searches across the antimeridian and at the poles', () => {
    expect(index.nearest(-16.5, 179.95, 50)?.name).toBe('East of the antimeridian');
    expect(index.nearest(89.95, -60, 50)?.name).toBe('Polar');
  });

  it('gives a tie to the more populous place', () => {
    expect(index.nearest(10, 10, 50)?.name).toBe('Twin big');
  });

  it('works with no places at all', () => {
    expect(new CityIndex([]).nearest(0, 0, 50)).toBeUndefined();
  });
});

describe('addressAtLocation', () => {
  it('gives country, time zone and nearest city of a point, and lists what it cannot know', () => {
    const address = addressAtLocation(-26.2041, 28.0473, worldCityIndex());
    expect(address).toMatchObject({
      countryIsoCode: 'ZAF',
      countryName: 'South Africa',
      city: 'Johannesburg',
      state: null,
      postalCode: null,
      addressLine1: null,
      location: { latitude: -26.2041, longitude: 28.0473, timeZone: 'Africa/Johannesburg' },
      formatted: 'Johannesburg, South Africa',
      nearestCity: { name: 'Johannesburg', countryIsoCode: 'ZAF' },
      unknownFields: ['addressLine1', 'postalCode', 'state'],
    });
    expect(address.nearestCity?.distanceInKilometres).toBeLessThan(CITY_RADIUS_KM);
  });

  it('picks a city in the point\'s own country near a border', () => {
    // Aflao (Ghana) faces Lomé (Togo) across the border; Lomé is bigger but in another country.
    const index = new CityIndex([place('Lomé', 'TG', 6.1319, 1.2228, 749700), place('Aflao', 'GH', 6.1188, 1.1946, 70000)]);
    expect(addressAtLocation(6.12, 1.19, index)).toMatchObject({ countryIsoCode: 'GHA', city: 'Aflao' });
  });

  it('says what is unknown in the open sea, and without a city index', () => {
    const sea = addressAtLocation(0, 0, worldCityIndex());
    expect(sea).toMatchObject({ countryIsoCode: null, city: null, nearestCity: null, formatted: '0, 0', location: { timeZone: 'Etc/GMT' } });
    expect(sea.unknownFields).toEqual(['countryIsoCode', 'addressLine1', 'postalCode', 'state', 'city']);
    expect(addressAtLocation(5.6037, -0.187, null)).toMatchObject({ countryIsoCode: 'GHA', city: null, formatted: 'Ghana' });
  });
});

describe('lookUpDigitalAddress', () => {
  it('resolves the region from the first letter and the postcode from the prefix, in capitals', () => {
    expect(lookUpDigitalAddress(' ga-123-4567 ')).toMatchObject({
      digitalAddress: 'GA-123-4567',
      postcodeDistrict: 'GA',
      postalCode: 'GA123',
      region: { letter: 'G', name: 'Greater Accra', currentRegions: ['Greater Accra'] },
      countryIsoCode: 'GHA',
      state: 'Greater Accra',
      location: null,
      timeZone: 'Africa/Accra',
      formatted: 'GA-123-4567, Greater Accra, Ghana',
      unknownFields: ['location', 'addressLine1', 'city', 'districtName'],
    });
  });

  it('leaves the state unknown where the 2017 region was split in 2019', () => {
    const address = lookUpDigitalAddress('N5-03074-1234');
    expect(address).toMatchObject({ state: null, region: { name: 'Northern', currentRegions: ['Northern', 'Savannah', 'North East'] } });
    expect(address?.unknownFields).toContain('state');
    expect(address?.note).toContain('split in 2019');
  });

  it('reads nothing from a bad format or an unknown region letter', () => {
    for (const text of ['GA1234567', 'GA-12-4567', 'GA-123-456', 'G-123-4567', 'GA-123456-4567', 'ZA-123-4567', '']) {
      expect(lookUpDigitalAddress(text), text).toBeUndefined();
    }
  });
});

describe('small lists', () => {
  it('filter banks by country, ordered by name', () => {
    const ghana = banks('GHA');
    expect(ghana.length).toBeGreaterThan(0);
    expect(ghana.every((b) => b.countryIsoCode === 'GHA')).toBe(true);
    expect(ghana.map((b) => b.name)).toEqual([...ghana.map((b) => b.name)].sort((a, b) => a.localeCompare(b)));
    expect(banks('FRA')).toEqual([]);
    expect(banks()).toHaveLength(BANK_DATA.length);
  });

  it('order mobile wallet operators by country', () => {
    const countries = mobileWalletOperators().map((o) => o.countryIsoCode);
    expect(countries).toEqual([...countries].sort());
  });

  it('replace Cyrillic look-alikes only', () => {
    expect(toLatinLookAlikes('Сashing Motеls оrganizations')).toBe('Cashing Motels organizations');
    expect(toLatinLookAlikes('Café – Ж')).toBe('Café – Ж');
  });
});

describe('transaction statuses', () => {
  it('allow the moves the interface describes, and no others', () => {
    expect(canMoveTo('AwaitingPin', 'Processing')).toBe(true);
    expect(canMoveTo('AwaitingConfirmation', 'Cancelled')).toBe(true);
    expect(canMoveTo('Completed', 'Refunded')).toBe(true);
    expect(canMoveTo('Failed', 'Completed')).toBe(false);
    expect(canMoveTo('Refunded', 'Completed')).toBe(false);
    expect(TRANSACTION_STATUS_CODES.filter(isFinalStatus)).toEqual(['Completed', 'Failed', 'Cancelled', 'Expired', 'Reversed', 'PartiallyRefunded', 'Refunded']);
  });
});
