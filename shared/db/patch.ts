/**
 * Update semantics of the request bodies that patch a stored record (consumers, their accounts;
 * docs/decisions/consumers-accounts.md): omitted = unchanged, null = cleared.
 */

/**
 * The stored record with the request's changes applied: a key the request leaves out keeps its
 * value, a null removes it, anything else replaces it. `ignored` keys (server-owned, or handled
 * elsewhere) are never taken from the request.
 */
export function applyChanges<T extends object>(stored: T, changes: object, ignored: ReadonlySet<string>): T {
  const next = { ...stored } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (ignored.has(key) || value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

/** The record without null values: what a new record keeps of a request (null and absent mean the same there). */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };
}
