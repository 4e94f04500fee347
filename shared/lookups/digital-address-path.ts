/** Path of GET /v1/lookup/address/{digitalAddress}. */
import * as z from 'zod/mini';
import { DIGITAL_ADDRESS_PATTERN, GHANA_POST_GPS_REGION_LETTERS } from './ghana-post-gps.js';

/** /v1/lookup/address/{digitalAddress}: a Ghana Post GPS digital address, any case, handed on in capitals. */
export const digitalAddressPath = z.strictObject({
  digitalAddress: z.pipe(
    z.string().check(
      z.refine((v) => DIGITAL_ADDRESS_PATTERN.test(v.trim().toUpperCase()), 'must be a Ghana Post GPS digital address such as GA-123-4567'),
      z.refine(
        (v) => !DIGITAL_ADDRESS_PATTERN.test(v.trim().toUpperCase()) || GHANA_POST_GPS_REGION_LETTERS.includes(v.trim().charAt(0).toUpperCase()),
        `must start with a Ghana Post GPS region letter (${GHANA_POST_GPS_REGION_LETTERS.join(', ')})`,
      ),
    ),
    z.transform((v) => v.trim().toUpperCase()),
  ),
});
