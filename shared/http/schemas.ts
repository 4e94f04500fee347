/** Small schema pieces many routes share. Domain-specific shapes live in shared/<domain>/schemas.ts. */
import * as z from 'zod/mini';

export const uuid = () => z.string().check(z.uuid('must be a UUID'));

/** A path object holding exactly the named UUID parameters. */
export const uuidPath = <K extends string>(...names: K[]) =>
  z.strictObject(Object.fromEntries(names.map((n) => [n, uuid()])) as Record<K, ReturnType<typeof uuid>>);

/** Integer amount in minor units (cents), positive. */
// Capped at 2^53 - 1 so every amount is exact in JSON numbers and DynamoDB arithmetic.
export const amountInCents = () =>
  z.number().check(
    z.int('must be a whole number of cents'),
    z.positive('must be greater than zero'),
    z.lte(Number.MAX_SAFE_INTEGER, `must be at most ${Number.MAX_SAFE_INTEGER}`),
  );

/** A query parameter that may be repeated: always handed on as an array. */
export const repeatable = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.transform((v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    z.array(item),
  );

/** An empty query: unknown parameters are rejected rather than ignored. */
export const noQuery = () => z.optional(z.strictObject({}));

/** Responses that carry only `success`. */
export const SUCCESS_ONLY = undefined;

// Only the type here: the token routes alone build the schema (token-result.ts).
export type { TokenResult } from './token-result.js';
