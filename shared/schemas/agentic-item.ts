/** ACP's Item in a checkout session request, and the list of them (create and update). */
import * as z from 'zod/mini';
import { requiredText, text } from './common.js';
import { int, opt } from './agentic-fields.js';

/**
 * ACP's Item: the product reference, optionally its name and the price the agent saw. `quantity` is
 * not in ACP's Item (upstream issue #264); it is accepted as the one extension (ACP-5).
 */
export const itemRequest = z.strictObject({
  id: requiredText(128),
  name: opt(text(256)),
  unit_amount: opt(z.number().check(z.int('must be a whole number'))),
  quantity: opt(int(1, 999, 'must be 1 to 999')),
});
export type ItemRequest = z.infer<typeof itemRequest>;

export const lineItems = () => z.array(itemRequest).check(z.minLength(1, 'must hold at least one item'), z.maxLength(100, 'must hold at most 100 items'));
