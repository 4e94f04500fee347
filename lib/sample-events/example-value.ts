/**
 * A small valid value for a request schema, read from its JSON Schema (z.toJSONSchema): required
 * properties and optional ones with a well-known name, the first enum member, formats and well-known field names given a realistic
 * value. Rules JSON Schema cannot carry (refinements, lookups) are why every route's example is
 * parsed with its zod schema afterwards and hand-picked where this guess is refused.
 */
import type * as z from 'zod/mini';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';


/** Field names whose valid values are lookups or conventions the JSON Schema does not show. */
const BY_NAME: Record<string, unknown> = {
  currency: 'ZAR', currencyCode: 'ZAR', countryIsoCode: 'ZAF', preferredLanguage: 'ENG', languageIsoCode: 'ENG',
  emailAddress: 'ada@example.com', email: 'ada@example.com', mobileNumber: '+27821234567', msisdn: '+233240000001',
  firstName: 'Ada', lastName: 'Lovelace', name: 'Corner Shop', nameOnCard: 'Ada Lovelace',
  cardNumber: '4242424242424242', cvv: '123', expiryMonth: '12', expiryYear: '2030',
  categoryCode: 5411, amountInCents: 2500, password: 'correct-Horse-battery-9', pin: '1234', otp: '123456',
  digitalAddress: 'GA-123-4567', latitude: '-26.2041', longitude: '28.0473', cardBin: '424242', shortCode: '7016996',
  productType: 'Airtime',
};

const UUID = '3f0c2a9e-5b1d-4c7e-9a2f-6d8e1b4c7a05';

function stringFor(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid': return UUID;
    case 'email': return 'ada@example.com';
    case 'date-time': return '2026-01-15T09:30:00.000Z';
    case 'date': return '1990-05-17';
    case 'uri': case 'url': return 'https://example.com/callback';
    default: break;
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8));
  return 'x'.repeat(length);
}

function numberFor(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return Math.max(schema.minimum, Math.min(schema.maximum ?? schema.minimum + 1, 1));
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
  return schema.maximum !== undefined ? Math.min(schema.maximum, 1) : 1;
}

function valueOf(schema: JsonSchema, name: string | undefined, depth: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return valueOf(choice.find((c) => c.type !== 'null') ?? choice[0]!, name, depth);
  if (schema.allOf?.length) return valueOf(schema.allOf[0]!, name, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (name !== undefined && name in BY_NAME) {
    // The same name is a number in one schema and digits in a string in another (shortCode, latitude).
    const known = BY_NAME[name];
    if ((type === 'number' || type === 'integer') && typeof known === 'string') return Number(known);
    return type === 'string' && typeof known === 'number' ? String(known) : known;
  }
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 8) return out;
      // Optional fields with a well-known name too: a sample reads like a real request, not the bare minimum.
      const keys = Object.keys(schema.properties ?? {}).filter((key) => (schema.required ?? []).includes(key) || key in BY_NAME);
      for (const key of keys) out[key] = valueOf(schema.properties?.[key] ?? {}, key, depth + 1);
      return out;
    }
    case 'array': return Array.from({ length: schema.minItems ?? 0 }, () => valueOf(schema.items ?? {}, undefined, depth + 1));
    case 'string': return stringFor(schema);
    case 'integer': case 'number': return numberFor(schema);
    case 'boolean': return false;
    case 'null': return null;
    default: return {};
  }
}

/** A guess at a small valid input for the schema; the caller checks it with the schema itself. */
export function exampleValue(schema: z.ZodMiniType): unknown {
  return valueOf(jsonSchemaOf(schema), undefined, 0);
}
