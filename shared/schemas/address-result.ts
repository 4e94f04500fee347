/** Address of a consumer, merchant or lookup answer as a response carries it. */
import * as z from 'zod/mini';
import { ADDRESS_TYPES } from './address-types.js';
import { opt } from './common.js';
import { locationResult } from './location-result.js';

export const addressResult = z.object({
  reference: opt(z.string()),
  yourReference: opt(z.string()),
  addressType: opt(z.union([z.enum(ADDRESS_TYPES), z.number()])),
  addressLine1: opt(z.string()),
  addressLine2: opt(z.string()),
  addressLine3: opt(z.string()),
  postalCode: opt(z.string()),
  countryIsoCode: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  location: opt(locationResult),
  description: opt(z.string()),
  formatted: opt(z.string()),
  isActive: opt(z.boolean()),
  createdDate: opt(z.string()),
});
export type AddressResult = z.infer<typeof addressResult>;
