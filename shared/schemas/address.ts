/** Address of a consumer, merchant or lookup answer. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { countryIsoCode, location, locationResult, opt, text } from './common.js';

export const ADDRESS_TYPES = ['MAIN', 'POST', 'BILL'] as const;

// The interface's samples use the names, and once a number: 0, 1, 2 stand for the names in this order.
export const addressType = z.union([
  z.enum(ADDRESS_TYPES),
  z.number().check(z.int('must be 0, 1 or 2'), z.gte(0, 'must be 0, 1 or 2'), z.lte(2, 'must be 0, 1 or 2')),
]);

export const address = z.strictObject({
  reference: opt(uuid()),
  yourReference: opt(text()),
  addressType: opt(addressType),
  addressLine1: opt(text()),
  addressLine2: opt(text()),
  addressLine3: opt(text()),
  postalCode: opt(text(20)),
  countryIsoCode: z.optional(countryIsoCode()),
  city: opt(text(128)),
  state: opt(text(128)),
  location: opt(location),
  description: opt(text(512)),
  formatted: opt(text(1024)),
  isActive: z.optional(z.boolean()),
  // Server-set on a merchant's addresses; accepted so a fetched profile can be sent back, then ignored.
  createdDate: opt(z.string()),
});
export type Address = z.infer<typeof address>;

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
