/**
 * What can be said offline about a point: its country (country-coder's borders), its time zone
 * (tz-lookup) and the nearest populated place in that country. Street, postal code and state are
 * never known this way, and the response says so.
 */
import { iso1A3Code } from '@rapideditor/country-coder';
import tzLookup from '@photostructure/tz-lookup';
import { logger } from '../log.js';
import { countryNameByAlpha2, countryNameByAlpha3 } from './country-names.js';
import { worldCityIndex, type CityIndex } from './nearest-city.js';

/** A place further away than this is not the point's city. */
export const CITY_RADIUS_KM = 50;

export interface NearestCity {
  name: string;
  countryIsoCode: string | null;
  population: number;
  latitude: number;
  longitude: number;
  distanceInKilometres: number;
}

export interface AddressAtLocation {
  countryIsoCode: string | null;
  countryName: string | null;
  city: string | null;
  state: null;
  postalCode: null;
  addressLine1: null;
  location: { latitude: number; longitude: number; timeZone: string };
  formatted: string;
  nearestCity: NearestCity | null;
  /** Address fields this lookup could not determine. */
  unknownFields: string[];
  note: string;
}

const NOTE =
  'Derived offline: the country from country-coder borders, the time zone from tz-lookup, and the city as the nearest place of ' +
  `1,000 or more inhabitants (GeoNames) within ${CITY_RADIUS_KM} km in that country. Street, postal code and state are not known.`;

let cityIndexFailed = false;

/** The city index, or null when it cannot load (logged once): the country and time zone still answer. */
function cityIndex(): CityIndex | null {
  if (cityIndexFailed) return null;
  try {
    return worldCityIndex();
  } catch (error) {
    cityIndexFailed = true;
    logger.error('nearest-city index unavailable; addresses answer without a city', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** `cities` null: answer without a city (tests; an index that failed to load). */
export function addressAtLocation(latitude: number, longitude: number, cities: CityIndex | null = cityIndex()): AddressAtLocation {
  // country-coder answers codes outside ISO 3166-1 too (Kosovo's XKX): those count as unknown.
  const country = countryNameByAlpha3(iso1A3Code([longitude, latitude]) ?? '');
  const near = cities?.nearest(latitude, longitude, CITY_RADIUS_KM, country?.shortIsoCode);
  const nearestCity: NearestCity | null = near
    ? {
        name: near.name,
        countryIsoCode: countryNameByAlpha2(near.countryCode)?.longIsoCode ?? null,
        population: near.population,
        latitude: near.latitude,
        longitude: near.longitude,
        distanceInKilometres: Math.round(near.distanceInKilometres * 10) / 10,
      }
    : null;
  const unknownFields = ['addressLine1', 'postalCode', 'state'];
  if (!country) unknownFields.unshift('countryIsoCode');
  if (!nearestCity) unknownFields.push('city');
  const formatted = [nearestCity?.name, country?.countryName].filter((part) => part !== undefined).join(', ');
  return {
    countryIsoCode: country?.longIsoCode ?? null,
    countryName: country?.countryName ?? null,
    city: nearestCity?.name ?? null,
    state: null,
    postalCode: null,
    addressLine1: null,
    location: { latitude, longitude, timeZone: tzLookup(latitude, longitude) },
    formatted: formatted === '' ? `${latitude}, ${longitude}` : formatted,
    nearestCity,
    unknownFields,
    note: NOTE,
  };
}
