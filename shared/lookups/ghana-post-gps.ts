/**
 * Ghana Post GPS digital addresses (GA-123-4567). Only Ghana Post's service turns one into
 * coordinates, and this lookup does not call it; what the code itself says is the region (first
 * letter of the prefix), the postcode district (the two-character prefix) and the postcode area.
 */
import { GHANA_POST_GPS_REGION_DATA, type GhanaPostGpsRegionData } from './data/ghana-post-gps-regions.js';

/** Region letter, district character, postcode area of 3 to 5 digits, 4-digit unique address. */
export const DIGITAL_ADDRESS_PATTERN = /^([A-Z])([A-Z0-9])-(\d{3,5})-(\d{4})$/;

export const GHANA_POST_GPS_REGION_LETTERS: readonly string[] = GHANA_POST_GPS_REGION_DATA.map((r) => r.letter);

export function ghanaPostGpsRegion(letter: string): GhanaPostGpsRegionData | undefined {
  return GHANA_POST_GPS_REGION_DATA.find((r) => r.letter === letter);
}

export interface DigitalAddressLookup {
  digitalAddress: string;
  /** The two-character prefix: region letter and district. */
  postcodeDistrict: string;
  /** Postcode district and area, e.g. GA123. */
  postalCode: string;
  region: { letter: string; name: string; currentRegions: string[] };
  districtName: null;
  countryIsoCode: 'GHA';
  countryName: 'Ghana';
  /** The current region when the letter's area was not split in 2019, else null (see region.currentRegions). */
  state: string | null;
  city: null;
  addressLine1: null;
  location: null;
  /** Ghana has one time zone. */
  timeZone: 'Africa/Accra';
  formatted: string;
  unknownFields: string[];
  note: string;
}

/** Undefined when the text is not a digital address of a known region (the schema refuses those first). */
export function lookUpDigitalAddress(text: string): DigitalAddressLookup | undefined {
  const digitalAddress = text.trim().toUpperCase();
  const match = DIGITAL_ADDRESS_PATTERN.exec(digitalAddress);
  const region = match && ghanaPostGpsRegion(match[1] ?? '');
  if (!match || !region) return undefined;
  const state = region.currentRegions.length === 1 ? (region.currentRegions[0] ?? null) : null;
  const unknownFields = ['location', 'addressLine1', 'city', 'districtName'];
  if (state === null) unknownFields.push('state');
  return {
    digitalAddress,
    postcodeDistrict: `${match[1]}${match[2]}`,
    postalCode: `${match[1]}${match[2]}${match[3]}`,
    region: { letter: region.letter, name: region.name, currentRegions: [...region.currentRegions] },
    districtName: null,
    countryIsoCode: 'GHA',
    countryName: 'Ghana',
    state,
    city: null,
    addressLine1: null,
    location: null,
    timeZone: 'Africa/Accra',
    formatted: [digitalAddress, state, 'Ghana'].filter((part) => part !== null).join(', '),
    unknownFields,
    note:
      'Ghana Post GPS addresses can only be turned into coordinates by Ghana Post, which this lookup does not call. ' +
      `The region comes from the first letter (${region.letter} = ${region.name}` +
      (state === null ? `, split in 2019 into ${region.currentRegions.join(', ')}` : '') +
      '); the district name, coordinates, street and city are unknown.',
  };
}
