/** Address of a consumer or merchant as a request sends it. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { ADDRESS_TYPES } from './address-types.js';
import { countryIsoCode, opt, text } from './common.js';
import { location } from './location.js';

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
