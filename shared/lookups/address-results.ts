/** Response shapes of the two address lookups (plain types: a response is never refused for a stricter rule). */
import * as z from 'zod/mini';
import { addressResult } from '../schemas/address-result.js';

const nullableString = () => z.nullable(z.string());

/** Both address lookups answer an address plus what could not be determined, and why. */
const addressLookupExtras = {
  countryName: nullableString(),
  unknownFields: z.array(z.string()),
  note: z.string(),
};

export const addressByLocationResult = z.extend(addressResult, {
  ...addressLookupExtras,
  nearestCity: z.nullable(
    z.object({
      name: z.string(),
      countryIsoCode: nullableString(),
      population: z.number(),
      latitude: z.number(),
      longitude: z.number(),
      distanceInKilometres: z.number(),
    }),
  ),
});

export const digitalAddressResult = z.extend(addressResult, {
  ...addressLookupExtras,
  digitalAddress: z.string(),
  postcodeDistrict: z.string(),
  region: z.object({ letter: z.string(), name: z.string(), currentRegions: z.array(z.string()) }),
  districtName: nullableString(),
  timeZone: z.string(),
});
