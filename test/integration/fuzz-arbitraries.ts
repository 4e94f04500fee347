/**
 * fast-check arbitraries for the fuzz test: mostly-valid values built from a route schema's JSON
 * Schema (z.toJSONSchema), with hostile values mixed in at any depth: numbers DynamoDB cannot store,
 * deep nesting, empty keys, long strings, wrong types.
 */
import fc from 'fast-check';
// The schema's shape and reader are shared with the sample events' example values.
export { jsonSchemaOf, type JsonSchema } from '../../lib/sample-events/json-schema.js';
import type { JsonSchema } from '../../lib/sample-events/json-schema.js';

/** Free-text fields whose rule is a lookup the JSON Schema cannot show: a valid value keeps the rest of the body in play. */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  countryIsoCode: fc.constantFrom('ZAF', 'GHA', 'KEN'),
  currency: fc.constantFrom('ZAR', 'GHS', 'USD'),
  currencyCode: fc.constantFrom('ZAR', 'GHS', 'USD'),
  preferredLanguage: fc.constantFrom('ENG', 'FRA'),
  languageIsoCode: fc.constantFrom('ENG', 'FRA'),
  bank: fc.constantFrom('FNB_ZA', 'ABSA_ZA'),
  mobileWalletOperator: fc.constant('MTN_GH'),
  emailDeliveryUrl: fc.constant('https://example.com/mail?to=[emailAddress]'),
  smsDeliveryUrl: fc.constant('https://example.com/sms?to=[mobileNumber]'),
  categoryCode: fc.constantFrom(5411, 5812),
  productType: fc.constantFrom('Airtime', 'Fuel'),
};

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

/** Values that have broken a server before; any of them may replace any node. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    1e20, -1e20, 1e-200, 5e-324, 1e308, 2 ** 60, -(2 ** 60), 0.1 + 0.2, 123456789.12345679, 2 ** 53 + 2, -0,
    '', ' ', 'x'.repeat(5000), '\u0000', 'é🙂', '\ud800', '1e309', 'null', '../..', [], {}, null, true,
    { '': 1 }, { a: { '': 'x' } }, [{ '': { '': 1 } }], nested(40), [nested(33)], { ['k'.repeat(2000)]: 1 },
    Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, i])),
  ),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A loose object (additionalProperties {}): hostile keys and values are the point of it. */
const looseObject: fc.Arbitrary<unknown> = fc.dictionary(
  fc.oneof(fc.constantFrom('', 'a', 'name', 'k'.repeat(300)), fc.string({ maxLength: 12 })),
  fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) }, { weight: 2, arbitrary: hostileValue }),
  { maxKeys: 5 },
);

function stringFor(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot invert: the format or plain strings still probe the field.
    }
  }
  if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date') return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'uri') return fc.webUrl();
  if (s.format === 'base64') return fc.base64String({ maxLength: 64 });
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const max = s.maximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.max(Math.ceil(min), -1e9), max: Math.min(Math.floor(max), 1e9) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectFor(s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  if (Object.keys(properties).length === 0) return s.additionalProperties === false ? fc.constant({}) : looseObject;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = ctx.known[name] ?? HINTS[name] ?? valueFor(property, ctx, depth + 1);
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
}

export interface Context {
  /** Hostile values at any node, or only inside free-form objects. */
  hostile: boolean;
  /** Values by field name that name something stored (a consumer's reference), so requests get past the 404. */
  known: Record<string, fc.Arbitrary<unknown>>;
}

/**
 * A value for the schema. Hostile: now and then a hostile value at any node instead; otherwise only
 * the free-form objects carry hostile content, so the rest of the body passes and the value reaches
 * the handler and the table.
 */
export function valueFor(s: JsonSchema, ctx: Context, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(s, ctx, depth);
  return ctx.hostile ? fc.oneof({ weight: 12, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue }) : shaped;
}

function shapedFor(s: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => shapedFor(a, ctx, depth)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (depth > 6) return fc.constant(null);
  switch (type) {
    case 'string': return stringFor(s);
    case 'integer': return numberFor(s, true);
    case 'number': return numberFor(s, false);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': return fc.array(s.items ? valueFor(s.items, ctx, depth + 1) : looseObject, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'object': return objectFor(s, ctx, depth);
    default: return fc.oneof(looseObject, hostileValue);
  }
}
