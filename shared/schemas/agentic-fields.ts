/** Field helpers of the agentic (ACP) schemas: factories only, so importing one builds nothing. */
import * as z from 'zod/mini';
import { looseRecord, text } from './common.js';

/** Optional as ACP means it: absent, never null. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.optional(schema);
export const int = (min: number, max: number, what: string) =>
  z.number().check(z.int('must be a whole number'), z.gte(min, what), z.lte(max, what));

/** ACP's currency on a request: ISO 4217 codes in lower case ("usd"); upper case is accepted too. */
export const agentCurrency = () => z.string().check(z.regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code'));

/** Accepted, stored nowhere and acted on by nothing here (ACP-4). */
export const ignored = () => opt(looseRecord());

/** ACP's DiscountsRequest and the deprecated `coupons`: codes are answered as rejected (ACP-14). */
export const discountCodes = () => z.array(text(64)).check(z.maxLength(20, 'must hold at most 20 codes'));
export const discountsRequest = () => opt(z.strictObject({ codes: discountCodes() }));
