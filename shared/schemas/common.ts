/**
 * Schema pieces the domain schemas share. Requests use the checked helpers; responses use plain
 * types so a stored value that predates a rule never turns a read into a 500.
 */
import { _isoDate, _isoDateTime } from 'zod/v4/core';
import * as z from 'zod/mini';
import { numberIssue, storableIssues } from './storable.js';

/** `T?` in the interface: the key may be absent or null. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** A bounded string: every free-text field has a ceiling so one field cannot take the whole body. */
export const text = (max = 256) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

/** A bounded string that must not be empty. */
export const requiredText = (max = 256) =>
  z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(max, `must be at most ${max} characters`));

export { countryIsoCode, countryIsoCodeOrNone, currencyCode, languageIsoCode, languageIsoCodeOrNone } from '../lookups/schemas.js';

/** International MSISDN: optional +, country code, no spaces. */
export const msisdn = () => z.string().check(z.regex(/^\+?[1-9]\d{6,14}$/, 'must be an international mobile number, e.g. +27821234567'));

export const emailAddress = () => z.string().check(z.maxLength(254, 'must be at most 254 characters'), z.email('must be an e-mail address'));

export const httpUrl = () =>
  z.string().check(z.maxLength(2048, 'must be at most 2048 characters'), z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }));

// What z.iso.datetime and z.iso.date build, called directly: through the z.iso namespace esbuild
// keeps all of it (time, duration and their patterns) in every bundle that uses one (issue 16).

/** UTC instant as ISO 8601 with a zone (Z or an offset). */
export const dateTime = () => _isoDateTime(z.ZodMiniISODateTime, { offset: true, message: 'must be an ISO 8601 date-time with a zone' });

/** Calendar date YYYY-MM-DD. */
export const isoDate = () => _isoDate(z.ZodMiniISODate, 'must be a date YYYY-MM-DD');

/** A whole number, negative allowed (balances, adjustments). */
export const integer = () => z.number().check(z.int('must be a whole number'));

/** A number the table can store (storable.ts): a denormal like 4e-323 would be refused by DynamoDB as a 500. */
export const storableNumber = () => z.number().check(z.refine((n) => numberIssue(n) === undefined, 'must be 0 or at least 1e-130 in magnitude'));

export const nonNegativeInt = () => z.number().check(z.int('must be a whole number'), z.nonnegative('must not be negative'));

/** A path or query value made of digits, handed on as a number. */
export const digitsAsInt = (maxDigits = 9) =>
  z.pipe(z.string().check(z.regex(new RegExp(`^\\d{1,${maxDigits}}$`), `must be at most ${maxDigits} digits`)), z.transform(Number));

/**
 * Free-form objects (looseRecord, looseResult), checked as zod's object with any keys: the OpenAPI
 * generator describes them as zod's record of unknown values (lib/openapi/overrides.ts), the shape
 * they are. zod's record would add about 3 KB to every bundle for a key check JSON cannot fail
 * (PERF-24, PERF-30).
 */
export const FREE_FORM = new WeakSet<object>();

/**
 * An object whose inner fields the interface does not show: any keys, checked by the domain, holding
 * only what the table can store (storable.ts); each refusal names the path inside it.
 */
export const looseRecord = () => {
  const schema = z.looseObject({}).check(z.superRefine((value, ctx) => {
    for (const issue of storableIssues(value)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
  }));
  FREE_FORM.add(schema);
  return schema;
};

/**
 * The same object in a response: what is stored is answered as it is. Checked as an object with any
 * keys (zod's object, in every bundle already) rather than as zod's record, which adds 3 KB to a
 * bundle for a key check a stored map cannot fail (issue 16, PERF-24).
 */
export const looseResult = () => {
  const schema = z.looseObject({});
  FREE_FORM.add(schema);
  return schema;
};

/** An array of such objects, bounded. */
export const objectList = (max = 200) => z.array(looseRecord()).check(z.maxLength(max, `must hold at most ${max} items`));

/** Base64 text whose decoded size is at most maxBytes. */
export const base64Data = (maxBytes: number) =>
  z.string().check(
    z.maxLength(Math.ceil(maxBytes / 3) * 4, `must decode to at most ${Math.round(maxBytes / 1024)} KiB`),
    z.base64('must be base64'),
  );
