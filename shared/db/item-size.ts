/**
 * DynamoDB refuses an item over 400 KB with an error the client can do nothing about; every write
 * of something a request can grow (profiles, payments, KYC file records) checks here first and
 * answers 422 naming the fields to shrink. Decision: docs/decisions/errors-and-envelope.md, ERR-6.
 */
import { UnprocessableError } from '../http/errors.js';

/**
 * Ceiling on the estimate. The estimate is the item's JSON in UTF-8: it counts names and values as
 * DynamoDB does and overcounts punctuation, so with this headroom under 409,600 bytes it is safe.
 */
export const MAX_ITEM_BYTES = 350_000;

export const itemBytes = (item: object): number => Buffer.byteLength(JSON.stringify(item), 'utf8');

/** The largest top-level fields, biggest first: what the client should shrink. */
function largestFields(item: object, count: number): Array<{ name: string; bytes: number }> {
  return Object.entries(item)
    .map(([name, value]) => ({ name, bytes: itemBytes({ [name]: value }) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/**
 * Throws 422 when the item would not fit. `what` names it for the message ("consumer profile");
 * `fieldOf` maps a stored field to the request field to name (default `body.<name>`); `bytes` is
 * what storing it takes when that is not its JSON (an answer kept sealed: shared/agentic/answer-size.ts).
 */
export function assertItemFits(item: object, what: string, fieldOf: (name: string) => string = (name) => `body.${name}`, bytes = itemBytes(item)): void {
  if (bytes <= MAX_ITEM_BYTES) return;
  throw new UnprocessableError(`The ${what} would be too large to store (${bytes} bytes; at most ${MAX_ITEM_BYTES}).`,
    largestFields(item, 3).map(({ name, bytes: size }) => ({ field: fieldOf(name), reason: `takes ${size} bytes of the stored ${what}; shrink it or remove items` })));
}
