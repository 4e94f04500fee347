/** Query of GET /v1/lookup/address. */
import * as z from 'zod/mini';

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
