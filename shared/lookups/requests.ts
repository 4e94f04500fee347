/** Query and path schemas of the lookup endpoints (the reusable code validators are in schemas.ts). */
import * as z from 'zod/mini';
import { DIGITAL_ADDRESS_PATTERN, GHANA_POST_GPS_REGION_LETTERS } from './ghana-post-gps.js';
import { countryIsoCode } from './schemas.js';

// Reasons never repeat the value: a card BIN is card data and must not travel into logs or reports.
const CARD_BIN_REASON = 'must be exactly 6 digits: the first six digits of the card number, never more';

/** ?cardBin=NNNNNN: exactly six digits (the interface: first 6 digits only, never the full number). */
export const cardIssuerCountryQuery = z.strictObject({
  cardBin: z.string().check(z.regex(/^\d{6}$/, CARD_BIN_REASON)),
});

const DECIMAL_DEGREES = /^[+-]?\d{1,3}(\.\d{1,15})?$/;

/** A query value in decimal degrees within ±limit, handed on as a number. */
const degrees = (limit: number) =>
  z.pipe(
    z.string().check(
      z.regex(DECIMAL_DEGREES, 'must be a decimal number of degrees, e.g. -26.2041'),
      z.refine((v) => !DECIMAL_DEGREES.test(v) || Math.abs(Number(v)) <= limit, `must be between -${limit} and ${limit}`),
    ),
    z.transform(Number),
  );

/** ?latitude=&longitude= in decimal degrees (WGS 84). */
export const addressByLocationQuery = z.strictObject({ latitude: degrees(90), longitude: degrees(180) });

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

/** ?country= (optional) on GET /v1/lookup/bank. */
export const bankQuery = z.strictObject({ country: z.optional(countryIsoCode()) });
