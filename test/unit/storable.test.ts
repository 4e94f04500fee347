/** Free-form objects take only what DynamoDB stores; a refusal names the exact field and why. */
import { describe, expect, it } from 'vitest';
import { parsePart } from '../../shared/http/validation.js';
import { consumerBody } from '../../shared/schemas/consumer-bodies.js';
import { STORABLE_LIMITS } from '../../shared/schemas/storable.js';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });
const check = (identityDocument: unknown) => parsePart('body', consumerBody, { identityDocuments: [identityDocument] });

describe('free-form objects (looseRecord)', () => {
  it('accept ordinary JSON, 0, negative and fractional numbers, nesting up to the limit', () => {
    expect(check({ type: 'ID', number: 42, ratio: -0.5, zero: 0, big: Number.MAX_SAFE_INTEGER, list: [1, 'a', null, true] }).ok).toBe(true);
    expect(check(nested(STORABLE_LIMITS.maxDepth)).ok).toBe(true);
  });

  it.each([
    [{ a: { b: 1e20 } }, 'body.identityDocuments[0].a.b', /at most 9007199254740991/],
    [{ a: { b: 1e-200 } }, 'body.identityDocuments[0].a.b', /0 or at least 1e-130/],
    [{ a: [5e-324] }, 'body.identityDocuments[0].a[0]', /0 or at least/],
    [{ a: { '': 1 } }, 'body.identityDocuments[0].a', /empty name/],
    [{ '': 1 }, 'body.identityDocuments[0]', /empty name/],
    [{ ['k'.repeat(129)]: 1 }, 'body.identityDocuments[0]', /longer than 128/],
    [{ s: 'x'.repeat(4097) }, 'body.identityDocuments[0].s', /at most 4096 characters/],
    [Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])), 'body.identityDocuments[0]', /at most 100 fields/],
  ])('refuse %# with the field path and the reason', (document, field, reason) => {
    const result = check(document);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.details).toContainEqual({ field, reason: expect.stringMatching(reason) });
  });

  it('refuse what is not an object, as an object is asked for (PERF-30: checked as zod\'s object, not its record)', () => {
    for (const value of [[], ['a'], 'text', 7, true]) {
      const result = check(value);
      expect(result.ok, JSON.stringify(value)).toBe(false);
      if (!result.ok) expect(result.details).toEqual([{ field: 'body.identityDocuments[0]', reason: expect.stringMatching(/expected object/) }]);
    }
    // The keys arrive as sent, none dropped or added.
    const kept = parsePart<{ identityDocuments: Record<string, unknown>[] }>('body', consumerBody, { identityDocuments: [{ constructor: 'c', toString: 1, a: { b: [1] } }] });
    expect(kept.ok && kept.value.identityDocuments[0]).toEqual({ constructor: 'c', toString: 1, a: { b: [1] } });
  });

  it('refuse nesting deeper than the limit (DynamoDB allows 32), at the level where it goes too deep', () => {
    const result = check(nested(40));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.details).toHaveLength(1);
      expect(result.details[0]?.field).toBe(`body.identityDocuments[0]${'.a'.repeat(STORABLE_LIMITS.maxDepth)}`);
      expect(result.details[0]?.reason).toMatch(/deeper than 8 levels/);
    }
  });
});

describe('location coordinates', () => {
  it('refuses a coordinate the table cannot store (a denormal), naming the field; keeps ordinary ones', async () => {
    const { location } = await import('../../shared/schemas/location.js');
    const refused = location.safeParse({ latitude: -4.4e-323, longitude: 18.42 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['latitude', 'must be 0 or at least 1e-130 in magnitude']]);
    expect(location.safeParse({ latitude: -33.92, longitude: 0 }).success).toBe(true);
  });
});
