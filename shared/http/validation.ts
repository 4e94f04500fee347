/** Turns zod issues into the error object's field details: one entry per bad field, with why. */
import * as z from 'zod/mini';
import type EnglishLocale from 'zod/v4/locales/en.cjs';
import { loadOnUse } from '../load-on-use.js';
import type { FieldIssue } from './errors.js';
import type { Schema } from './route.js';

// zod's English messages, read the first time an input fails: a valid request never needs them, and
// every route would otherwise carry them (2.7 KB, issue 16, PERF-27). zod asks for a message when
// it records an issue, synchronously, so the same words come back as with `z.config(en())`.
let english: z.core.$ZodErrorMap | undefined;
z.config({ localeError: (issue) => (english ??= loadOnUse<typeof EnglishLocale>('zod/v4/locales/en.cjs')().localeError)(issue) });

export type Part = 'path' | 'query' | 'body' | 'response';

// A key of 12 or more digits (split by single spaces or hyphens) may be a card number: never echoed.
const DIGIT_RUN = /\d(?:[ -]?\d){11,}/g;

function fieldName(part: Part, path: readonly PropertyKey[]): string {
  const segment = (p: PropertyKey) => (typeof p === 'number' ? `[${p}]` : String(p).replace(DIGIT_RUN, '[digits]'));
  return [part, ...path.map(segment)].join('.').replace(/\.\[/g, '[');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export function issuesToDetails(part: Part, issues: readonly z.core.$ZodIssue[], input: unknown): FieldIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: fieldName(part, [...issue.path, key]), reason: 'is not a recognised field' }));
    }
    if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
      return [{ field: fieldName(part, issue.path), reason: 'is required' }];
    }
    return [{ field: fieldName(part, issue.path), reason: issue.message }];
  });
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; details: FieldIssue[] };

export function parsePart<T>(part: Part, schema: Schema, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as T };
  return { ok: false, details: issuesToDetails(part, result.error.issues, input) };
}
