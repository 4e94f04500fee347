/**
 * What a free-form object from a request may hold: only what one DynamoDB attribute stores as sent
 * (docs/decisions/errors-and-envelope.md, ERR-6). DynamoDB refuses empty attribute names, nesting beyond 32
 * levels and numbers outside 1e-130..1e126 or over 38 digits; JavaScript loses integers beyond
 * 2^53 - 1. The limits below are tighter, so a free-form object stays small and readable.
 */
export const STORABLE_LIMITS = {
  /** Levels of objects and arrays inside the free-form object (the profile around it adds a few; DynamoDB allows 32). */
  maxDepth: 8,
  maxKeyLength: 128,
  maxStringLength: 4096,
  /** Keys of one object, items of one array. */
  maxEntries: 100,
  /** Smallest magnitude DynamoDB stores other than 0. */
  minMagnitude: 1e-130,
} as const;

export interface StorableIssue {
  /** Keys and indexes from the free-form object to the bad value. */
  path: PropertyKey[];
  message: string;
}

const L = STORABLE_LIMITS;

/** Why DynamoDB (or JavaScript, past 2^53) cannot keep this number as sent; undefined when it can. */
export function numberIssue(n: number): string | undefined {
  if (!Number.isFinite(n)) return 'must be a finite number';
  if (Number.isInteger(n)) return Math.abs(n) > Number.MAX_SAFE_INTEGER ? `must be at most ${Number.MAX_SAFE_INTEGER} in magnitude (send larger numbers as text)` : undefined;
  return Math.abs(n) < L.minMagnitude ? `must be 0 or at least ${L.minMagnitude} in magnitude` : undefined;
}

/** Every reason the value cannot be stored, with where; at most `max` of them. */
export function storableIssues(value: unknown, max = 20): StorableIssue[] {
  const issues: StorableIssue[] = [];
  const walk = (v: unknown, path: PropertyKey[], depth: number): void => {
    if (issues.length >= max) return;
    if (typeof v === 'number') {
      const message = numberIssue(v);
      if (message) issues.push({ path, message });
    } else if (typeof v === 'string') {
      if (v.length > L.maxStringLength) issues.push({ path, message: `must be at most ${L.maxStringLength} characters` });
    } else if (v !== null && typeof v === 'object') {
      if (depth > L.maxDepth) {
        issues.push({ path, message: `nests deeper than ${L.maxDepth} levels` });
        return;
      }
      const entries = Array.isArray(v) ? v.map((item, i): [PropertyKey, unknown] => [i, item]) : Object.entries(v);
      if (entries.length > L.maxEntries) issues.push({ path, message: `must hold at most ${L.maxEntries} ${Array.isArray(v) ? 'items' : 'fields'}` });
      for (const [key, item] of entries.slice(0, L.maxEntries)) {
        if (key === '') issues.push({ path, message: 'has a field with an empty name' });
        else if (typeof key === 'string' && key.length > L.maxKeyLength) issues.push({ path, message: `has a field name longer than ${L.maxKeyLength} characters` });
        else walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 1);
  return issues;
}
